// Where each section lives, for one request (ARCHITECTURE §2.5 «Registry», §2.6). The base is
// the host's own registry (registry.ts: the sections built in this checkout, or MFE_REGISTRY),
// re-read per request as before; over it go the pointers a section team moves through the API
// (GET /api/sections/registry/, docs/SECTION-TEAMS.md): a stable release replaces the base entry,
// a canary replaces it for the visitors whose bucket is below its percent. The page (inlined
// registry, hints, first paint, CSP) and /mfe-registry.json both ask here, so a visitor's page
// and the shell's fallback fetch always agree.
import { randomInt } from 'node:crypto';
import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { SECTION_APPS } from '@donor/shared/routes';
import { pathOf } from '@donor/shared/endpoint';
import { sectionRegistry } from '@donor/shared/endpoints/sections';
import type { SectionRegistry } from '@donor/shared/contract/sections';
import { readRegistry, type Registry } from './registry.ts';
import type { ApiFetch } from './session.ts';

/** The visitor's canary bucket, 0..99: sticky per browser, so a visitor never flips between builds. */
export const BUCKET_COOKIE = 'mfe_bucket';
const BUCKET_MAX_AGE = 365 * 24 * 60 * 60;
/**
 * How long one API answer serves every request of this process. A deploy or rollback shows up
 * within this on every host process; a busy host asks the API about once a second, not per page.
 */
const OVERLAY_TTL_MS = 1_000;
/** A slow API must not hold the page: past this the last answer (or the base alone) is used. */
const OVERLAY_TIMEOUT_MS = 1_500;

type Pointers = SectionRegistry['sections'];

/** The cookie's value as a bucket; null when absent or not an integer 0..99 (anyone can set it). */
export function parseBucket(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,2}$/.test(value) ? Number(value) : null;
}

export const hasCanary = (pointers: Pointers): boolean => Object.values(pointers).some((p) => p?.canary);

/**
 * The registry a visitor in `bucket` sees: per app, the canary when the bucket is below its
 * percent, else the stable release, else the base (a stable of null means «back to the host's
 * own build», so the base entry, or none when this host has no build of it).
 */
export function chooseRegistry(base: Registry, pointers: Pointers, bucket: number | null): Registry {
  const out: Registry = { ...base };
  for (const app of SECTION_APPS) {
    const row = pointers[app];
    if (!row) continue;
    const canary = row.canary && bucket !== null && bucket < row.canary.percent ? row.canary : null;
    const entry = canary?.entry ?? row.stable?.entry;
    if (entry) out[app] = { entry };
  }
  return out;
}

/** The Set-Cookie value of a new bucket: HttpOnly (only the host reads it), one year, Lax. */
export function bucketCookie(bucket: number, secure: boolean): string {
  return `${BUCKET_COOKIE}=${bucket}; Max-Age=${BUCKET_MAX_AGE}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export interface VisitorRegistry {
  registry: Registry;
  /** A Set-Cookie value to send: the visitor had no bucket and a canary is running. */
  setCookie: string | null;
}

export interface SectionRegistrySource {
  /** The registry for this request's visitor; rejects only when the base fails and the API has nothing. */
  forRequest(c: Context, secure: boolean): Promise<VisitorRegistry>;
  /** The same without a request (tests, tools): `bucket` is the visitor's, if any. */
  resolve(bucket: number | null): Promise<Registry>;
}

export function createSectionRegistry(opts: {
  repoRoot: string;
  registryFile?: string;
  apiFetch: ApiFetch;
  now?: () => number;
  ttlMs?: number;
  timeoutMs?: number;
  /** A new visitor's bucket; crypto's randomInt by default. */
  newBucket?: () => number;
}): SectionRegistrySource {
  const now = opts.now ?? Date.now;
  const ttl = opts.ttlMs ?? OVERLAY_TTL_MS;
  const timeout = opts.timeoutMs ?? OVERLAY_TIMEOUT_MS;
  const newBucket = opts.newBucket ?? (() => randomInt(100));
  let last: Pointers = {};
  let fetchedAt = -Infinity;
  let inFlight: Promise<Pointers> | null = null;

  async function ask(): Promise<Pointers> {
    try {
      const res = await opts.apiFetch(pathOf(sectionRegistry), { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeout) });
      if (!res.ok) return last;
      const body = (await res.json()) as Partial<SectionRegistry>;
      if (body && typeof body.sections === 'object' && body.sections) last = body.sections;
    } catch {
      // the API is down or slow: keep the last answer (or none: the base alone)
    }
    return last;
  }

  /** The API's pointers, asked at most once per `ttl` with one request in flight at a time. */
  function pointers(): Promise<Pointers> {
    if (now() - fetchedAt < ttl) return Promise.resolve(last);
    inFlight ??= ask().finally(() => {
      fetchedAt = now();
      inFlight = null;
    });
    return inFlight;
  }

  async function base(): Promise<Registry | null> {
    return readRegistry(opts.repoRoot, opts.registryFile).catch(() => null);
  }

  async function resolveWith(bucketOf: (p: Pointers) => number | null): Promise<Registry> {
    const [own, p] = await Promise.all([base(), pointers()]);
    // A broken MFE_REGISTRY file with nothing from the API stays an error, as before.
    if (!own && Object.keys(p).length === 0) throw new Error('registry unavailable');
    return chooseRegistry(own ?? {}, p, bucketOf(p));
  }

  return {
    resolve: (bucket) => resolveWith(() => bucket),
    async forRequest(c, secure) {
      let setCookie: string | null = null;
      const registry = await resolveWith((p) => {
        const bucket = parseBucket(getCookie(c, BUCKET_COOKIE));
        if (bucket !== null || !hasCanary(p)) return bucket;
        const fresh = newBucket();
        setCookie = bucketCookie(fresh, secure);
        return fresh;
      });
      return { registry, setCookie };
    },
  };
}
