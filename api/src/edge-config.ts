// The settings the host (shell/server/config.ts) and the standalone API (config.ts) read alike:
// one spelling, one default, one production check (docs/SECURITY.md).
// Imported relatively by the host's config, which vite also loads: keep this file free of
// workspace imports.
import { z } from 'zod';

const csv = z
  .string()
  .optional()
  .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : undefined));

/** An origin only: scheme, host and port, no path (`https://donor-ryadom.ru`). */
const origin = z
  .string()
  .url()
  .refine((v) => /^https?:\/\/[^/?#]+\/?$/.test(v), 'нужен адрес сайта без пути, например https://donor-ryadom.ru')
  .transform((v) => v.replace(/\/$/, ''));

/** The signing secret printed in the source: never accepted in production. */
export const DEV_SIGNING_SECRET = 'dev-only-signing-secret-not-for-production-use';

export const EdgeEnv = z.object({
  /** Production is the default; `npm start` asks for development out loud (scripts/start.mjs). */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /**
   * How many reverse proxies in front of us append to X-Forwarded-For (0: none, use the socket).
   * The client address is the right-most entry those proxies did not add (lib/client-ip.ts).
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Where the site is reached from outside: every absolute link is built from it. */
  PUBLIC_ORIGIN: origin.optional(),
  /** Partner sites a donation may return to after payment (`redirect_url`), besides our own. */
  PARTNER_ORIGINS: csv,
  /** Signs receipt cancel links (features/payments/setup.ts); required and non-default in production. */
  PAYMENTS_SIGNING_SECRET: z.string().min(32, 'не меньше 32 символов').optional(),
});
export type EdgeConfig = z.output<typeof EdgeEnv>;

/**
 * Does a secret look random? Length alone let `'a'.repeat(40)` through. Estimated from its own
 * letters (Shannon entropy per character × length) it must reach 90 bits — `openssl rand -hex 32`
 * gives about 240, a 32-character hex secret about 115, 'password' four times 88 — and it must not be one short piece
 * repeated ('0123456789abcdef' twice). A coarse guard against a typed secret, not a proof.
 */
export function looksRandom(secret: string): boolean {
  const counts = new Map<string, number>();
  for (const ch of secret) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let perChar = 0;
  for (const n of counts.values()) perChar -= (n / secret.length) * Math.log2(n / secret.length);
  if (perChar * secret.length < 90) return false;
  for (let unit = 1; unit <= secret.length / 2; unit++) {
    if (secret.length % unit === 0 && secret.slice(0, unit).repeat(secret.length / unit) === secret) return false;
  }
  return true;
}

/** What a production start refuses to run without (docs/SECURITY.md "Запуск в production"). */
export function productionProblems(c: Pick<EdgeConfig, 'NODE_ENV' | 'PUBLIC_ORIGIN' | 'PAYMENTS_SIGNING_SECRET'>): string[] {
  if (c.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!c.PUBLIC_ORIGIN) problems.push('PUBLIC_ORIGIN: обязателен в production — адрес, по которому сайт открывают посетители (https://…); из него строятся все абсолютные ссылки');
  if (!c.PAYMENTS_SIGNING_SECRET || c.PAYMENTS_SIGNING_SECRET === DEV_SIGNING_SECRET || !looksRandom(c.PAYMENTS_SIGNING_SECRET)) {
    problems.push('PAYMENTS_SIGNING_SECRET: обязателен в production и не может быть демонстрационным — не меньше 32 случайных символов (openssl rand -hex 32)');
  }
  return problems;
}
