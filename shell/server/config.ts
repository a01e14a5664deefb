// Host configuration, parsed with zod at start-up (STYLE: fail with a list of what is wrong).
import { z } from 'zod';
import { fileURLToPath } from 'node:url';
// Through the package name: the shell's vite config loads this file, so the shell builds with
// Vite's module runner (`--configLoader runner`), which reads a workspace package's TypeScript.
import { DEFAULT_PUBLIC_CONFIG as D } from '@donor/shared/site-defaults';
import { EdgeEnv, productionProblems } from '@donor/api/edge-config';
import type { ThirdPartyConfig } from '@donor/shared/third-party-config';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

// NODE_ENV (production by default), TRUST_PROXY, PUBLIC_ORIGIN, PARTNER_ORIGINS and the signing
// secret are the API's settings too: one definition (api/src/edge-config.ts).
const HttpUrl = z.string().url().refine((v) => /^https?:\/\/[^\s]+$/.test(v), 'нужен адрес http(s)');
const PlainId = z.string().regex(/^[\w.:-]{1,100}$/, 'только буквы, цифры, «.», «:», «_» и «-»');

const Env = EdgeEnv.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Comma-separated origins allowed for cross-origin writes to the API (`*` = any). */
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : undefined)),
  /** PostgreSQL connection string; without it the embedded PGlite in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default(`${REPO_ROOT}.data/pglite`),
  /** An API running elsewhere; without it the API runs in this process. */
  API_URL: z.string().url().optional(),
  PRODUCT_NAME: z.string().min(1).default(D.productName),
  SUPPORT_EMAIL: z.string().email().default(D.supportEmail),
  ORG_PROFILE_BASE: z.union([z.literal(''), z.string().url()]).default(D.orgProfileBase),
  JOURNAL_URL: z.string().url().default(D.journalUrl),
  /**
   * The map's tiles (README «Карта»): a template with {z}, {x} and {y} on one host (no {s});
   * its origin joins the CSP's img-src. Unset: markers on a plain background.
   */
  MAP_TILES_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p)) && !v.includes('{s}'), 'нужен адрес http(s) с {z}, {x} и {y} и без {s}')
    .optional(),
  /** The tile provider's attribution, shown as text in the map's corner (their terms ask for it). */
  MAP_TILES_ATTRIBUTION: z.string().max(300).default(''),
  /** Third-party counters (analytics): origins added to script-, connect-, img- and frame-src (docs/SECURITY.md). */
  CSP_COUNTER_ORIGINS: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : undefined)),
  // Third-party scripts of spec §7 (README «Сторонние скрипты»): each one is off until its id or
  // address is set; its origin then joins the page's CSP (csp.ts thirdPartyOrigins).
  TAG_MANAGER_SCRIPT_URL: HttpUrl.optional(),
  METRIKA_ID: PlainId.optional(),
  METRIKA_SCRIPT_URL: HttpUrl.default('https://mc.yandex.ru/metrika/tag.js'),
  TOP_MAIL_ID: PlainId.optional(),
  TOP_MAIL_SCRIPT_URL: HttpUrl.default('https://top-fwz1.mail.ru/js/code.js'),
  EMAIL_TRACKER_ENDPOINT_ID: PlainId.optional(),
  EMAIL_TRACKER_SCRIPT_URL: HttpUrl.default('https://api.mindbox.ru/scripts/v1/tracker.js'),
  MESSENGER_SCRIPT_URL: HttpUrl.optional(),
  STORIES_SCRIPT_URL: HttpUrl.optional(),
  /** Error reporting in the Sentry protocol: the project's public DSN (Sentry or a self-hosted GlitchTip). */
  SENTRY_DSN: HttpUrl.optional(),
  SENTRY_ENVIRONMENT: PlainId.optional(),
  /**
   * Origins besides loopback a section may be loaded from by a developer's override
   * (dev-override.ts, docs/SECURITY.md «Переопределение раздела»): comma-separated, e.g. a
   * team's tunnel to its dev server. Only whole origins (scheme, host, port).
   */
  SECTION_OVERRIDE_ORIGINS: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []))
    .refine((list) => list.every((o) => /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(o)), 'только источники вида https://host[:port], через запятую'),
  /** A registry file to serve instead of the one computed from the built sections. */
  MFE_REGISTRY: z.string().optional(),
});
export type HostConfig = z.infer<typeof Env>;

/** What is wrong with the environment, one line per setting (main.ts prints them and exits). */
export class HostConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Настройки сервера неверны:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * Parses the environment. Used by the build too (shell/prerender reads the public defaults, and
 * `vite build` sets NODE_ENV=production), so it does not demand the production-only settings:
 * a server start goes through `loadServerConfig`.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): HostConfig {
  const parsed = Env.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    throw new HostConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`));
  }
  return parsed.data;
}

/** The configuration a server starts with: production refuses to run without PUBLIC_ORIGIN and a real signing secret. */
export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): HostConfig {
  const config = loadConfig(env);
  const problems = productionProblems(config);
  if (problems.length > 0) throw new HostConfigError(problems);
  return config;
}

/** What the page's loader needs of the third-party settings (spec §7); null when all are off. */
export function thirdPartyConfig(c: HostConfig): ThirdPartyConfig | null {
  const out: ThirdPartyConfig = {
    ...(c.TAG_MANAGER_SCRIPT_URL ? { tagManager: { script: c.TAG_MANAGER_SCRIPT_URL } } : {}),
    ...(c.METRIKA_ID ? { metrika: { script: c.METRIKA_SCRIPT_URL, id: c.METRIKA_ID } } : {}),
    ...(c.TOP_MAIL_ID ? { topMail: { script: c.TOP_MAIL_SCRIPT_URL, id: c.TOP_MAIL_ID } } : {}),
    ...(c.EMAIL_TRACKER_ENDPOINT_ID ? { emailTracker: { script: c.EMAIL_TRACKER_SCRIPT_URL, endpointId: c.EMAIL_TRACKER_ENDPOINT_ID } } : {}),
    ...(c.MESSENGER_SCRIPT_URL ? { messenger: { script: c.MESSENGER_SCRIPT_URL } } : {}),
    ...(c.STORIES_SCRIPT_URL ? { stories: { script: c.STORIES_SCRIPT_URL } } : {}),
    ...(c.SENTRY_DSN ? { sentry: { dsn: c.SENTRY_DSN, ...(c.SENTRY_ENVIRONMENT ? { environment: c.SENTRY_ENVIRONMENT } : {}) } } : {}),
  };
  return Object.keys(out).length > 0 ? out : null;
}
