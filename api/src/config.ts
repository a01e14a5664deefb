// Configuration parsed with zod at start-up, failing with a list of what is wrong (STYLE
// "From bulletproof-react").
import { z } from 'zod';
import { EdgeEnv, productionProblems } from './edge-config.ts';

export const ConfigSchema = EdgeEnv.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(8090),
  /** Loopback unless told otherwise: a public API sits behind the host or a proxy. */
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).optional(),
  /** Comma-separated origins allowed for cross-origin writes (`*` = any). */
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : undefined)),
  /** Seed the demo data on an empty database (never in production whatever this says). */
  SEED: z.enum(['0', '1', 'true', 'false']).default('1').transform((v) => v === '1' || v === 'true'),
});

export type ApiConfig = z.output<typeof ConfigSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Настройки API неверны:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  const result = ConfigSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`));
  }
  const problems = productionProblems(result.data);
  if (problems.length > 0) throw new ConfigError(problems);
  return result.data;
}
