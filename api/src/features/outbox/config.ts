// The delivery settings, read from the environment with their own small schema (docs/PRODUCTION.md
// «Исходящие сообщения»). A malformed value stops the start; a missing adapter does not (see
// outboxProblems).
import { z } from 'zod';

const blankIsUnset = (v: unknown) => (v === '' ? undefined : v);

export const OutboxEnv = z.object({
  /** smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps://…:465. */
  SMTP_URL: z.preprocess(blankIsUnset, z.string().regex(/^smtps?:\/\/[^/?#]+/, 'must look like smtp://user:pass@host:port').optional()),
  /** The From of every e-mail: `Донор Рядом <noreply@donor-ryadom.ru>` or a bare address. */
  SMTP_FROM: z.preprocess(blankIsUnset, z.string().min(3).optional()),
  /** The SMS provider's send endpoint: POST {to, text} with `Authorization: Bearer SMS_API_KEY`. */
  SMS_API_URL: z.preprocess(blankIsUnset, z.string().url().regex(/^https?:\/\//, 'must be an http(s) URL').optional()),
  SMS_API_KEY: z.preprocess(blankIsUnset, z.string().min(1).optional()),
  /** How often each process looks for due messages (a queued message also wakes it at once). */
  OUTBOX_INTERVAL_MS: z.preprocess(blankIsUnset, z.coerce.number().int().min(100).max(600_000).default(2_000)),
  /** Failures before a message is moved to the dead letters (status `dead`). */
  OUTBOX_MAX_ATTEMPTS: z.preprocess(blankIsUnset, z.coerce.number().int().min(1).max(50).default(6)),
});
export type OutboxConfig = z.output<typeof OutboxEnv>;

export class OutboxConfigError extends Error {}

export function loadOutboxConfig(env: Record<string, string | undefined> = process.env): OutboxConfig {
  const result = OutboxEnv.safeParse(env);
  if (!result.success) {
    throw new OutboxConfigError(`Invalid configuration:\n${result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  }
  const c = result.data;
  const pairs: [string, unknown, string, unknown][] = [
    ['SMTP_URL', c.SMTP_URL, 'SMTP_FROM', c.SMTP_FROM],
    ['SMS_API_URL', c.SMS_API_URL, 'SMS_API_KEY', c.SMS_API_KEY],
  ];
  for (const [a, va, b, vb] of pairs) {
    if ((va === undefined) !== (vb === undefined)) {
      throw new OutboxConfigError(`Invalid configuration:\n  - ${va === undefined ? a : b}: required together with ${va === undefined ? b : a}`);
    }
  }
  return c;
}

/** Channels a production start has no adapter for: their messages wait in the table (logged loudly). */
export function missingChannels(c: OutboxConfig): string[] {
  const missing: string[] = [];
  if (!c.SMTP_URL) missing.push('e-mail (SMTP_URL, SMTP_FROM)');
  if (!c.SMS_API_URL) missing.push('SMS (SMS_API_URL, SMS_API_KEY)');
  return missing;
}
