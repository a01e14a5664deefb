// The ONE typed handoff from the host to the browser (docs/ARCHITECTURE.md "Host → browser
// handoff"). The host has already resolved the public configuration, the visitor's city (spec §4
// "City choice on first load") with its name, and the logged-in user; it writes them, with the
// answers of the page's first-screen request (first-screen.ts), into one inert JSON script. The
// shell reads it once, checks its shape, and starts its stores and the query cache from it, so
// the browser never asks again for what the host already knew.
import type { User } from './contract/common.ts';
import { DEFAULT_PUBLIC_CONFIG } from './site-defaults.ts';
import { isUser } from './stores/shape-checks.ts';
import type { CityFlag, MapTiles, PublicConfig } from './stores/types.ts';

export const BOOT_ELEMENT_ID = 'donor-boot';

export interface BootCity {
  /** Selected city id; 0 = 'All regions' (spec §9). */
  id: number;
  flag: CityFlag | null;
  /** The city's title as the API names it; null for 'All regions' or an unknown id. */
  name: string | null;
  /** spec §2 subdomain rule: a tatar. host adds region 41 to city searches. */
  searchRegion: number | null;
}

export interface BootPayload {
  config: PublicConfig;
  city: BootCity;
  /** The user the API accepted for the token cookie; null for a visitor. */
  user: User | null;
  /** First-screen answers: request key (query.ts requestKey) → response body. */
  data: Record<string, unknown>;
  /** Set by the service worker when it answers a stored page offline: when it was stored (ISO). */
  cachedAt?: string;
}

export const EMPTY_BOOT: BootPayload = {
  config: DEFAULT_PUBLIC_CONFIG,
  city: { id: 0, flag: null, name: null, searchRegion: null },
  user: null,
  data: {},
};

/** JSON inside <script type="application/json">: `<` escaped so no text can close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function bootScript(payload: BootPayload): string {
  return `<script type="application/json" id="${BOOT_ELEMENT_ID}">${jsonForScript(payload)}</script>`;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, fallback: string): string => (typeof v === 'string' && v ? v : fallback);
const intOrNull = (v: unknown): number | null => (Number.isSafeInteger(v) && (v as number) >= 0 ? (v as number) : null);

function readCity(v: unknown): BootCity {
  if (!isRecord(v)) return EMPTY_BOOT.city;
  return {
    id: intOrNull(v.id) ?? 0,
    flag: v.flag === 'Moscow' || v.flag === 'Other' ? v.flag : null,
    name: typeof v.name === 'string' && v.name ? v.name : null,
    searchRegion: intOrNull(v.searchRegion),
  };
}

/** The tile template only when it is an http(s) URL with {z}, {x} and {y}; else no tiles. */
export function readMapTiles(v: unknown): MapTiles | null {
  if (!isRecord(v) || typeof v.url !== 'string' || !/^https?:\/\//.test(v.url)) return null;
  if (!['{z}', '{x}', '{y}'].every((p) => (v.url as string).includes(p))) return null;
  return { url: v.url, attribution: typeof v.attribution === 'string' ? v.attribution : '' };
}

function readUser(v: unknown): User | null {
  try {
    return v === null || v === undefined ? null : isUser(v);
  } catch {
    return null;
  }
}

/**
 * Reads the payload from its JSON text. Each part is checked on its own: a malformed part falls
 * back to its default (visitor, 'All regions', product defaults, nothing primed) and the page
 * still works — the browser then asks for what it needs, as a page without a host would.
 */
export function readBoot(text: string | null | undefined): BootPayload {
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : null;
  } catch {
    raw = null;
  }
  if (!isRecord(raw)) return EMPTY_BOOT;
  const c = isRecord(raw.config) ? raw.config : {};
  const d = DEFAULT_PUBLIC_CONFIG;
  return {
    config: {
      productName: str(c.productName, d.productName),
      supportEmail: str(c.supportEmail, d.supportEmail),
      orgProfileBase: typeof c.orgProfileBase === 'string' ? c.orgProfileBase : d.orgProfileBase,
      journalUrl: str(c.journalUrl, d.journalUrl),
      mapTiles: readMapTiles(c.mapTiles),
      // Checked by the shell's lazily loaded loader (readThirdParty), off the first-load bytes.
      thirdParty: c.thirdParty ?? null,
    },
    city: readCity(raw.city),
    user: readUser(raw.user),
    data: isRecord(raw.data) ? raw.data : {},
    ...(typeof raw.cachedAt === 'string' ? { cachedAt: raw.cachedAt } : {}),
  };
}
