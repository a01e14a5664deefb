// Host configuration, parsed with zod at start-up (STYLE: fail with a list of what is wrong).
import { z } from 'zod';
import { fileURLToPath } from 'node:url';
// Relative on purpose: the shell's vite config loads this file, and Node cannot load a .ts file
// from a workspace package (only relative imports are bundled into the config).
import { DEFAULT_PUBLIC_CONFIG as D } from '../../shared/src/site-defaults.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const Env = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** PostgreSQL connection string; without it the embedded PGlite in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default(`${REPO_ROOT}.data/pglite`),
  /** An API running elsewhere; without it the API runs in this process. */
  API_URL: z.string().url().optional(),
  PRODUCT_NAME: z.string().min(1).default(D.productName),
  SUPPORT_EMAIL: z.string().email().default(D.supportEmail),
  ORG_PROFILE_BASE: z.string().url().default(D.orgProfileBase),
  JOURNAL_URL: z.string().url().default(D.journalUrl),
  /** A registry file to serve instead of the one computed from the built sections. */
  MFE_REGISTRY: z.string().optional(),
});
export type HostConfig = z.infer<typeof Env>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): HostConfig {
  const parsed = Env.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuration is invalid:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
