// Builds the worker from the environment for the two ways the API runs: standalone (main.ts)
// and in the host's process (shell/server/api-link.ts). docs/PRODUCTION.md lists the settings.
import type { Db } from '../../db.ts';
import type { ApiEnvName } from '../../lib/context.ts';
import type { Channel } from '../../lib/outbox.ts';
import type { Adapter } from './adapter.ts';
import { loadOutboxConfig, missingChannels } from './config.ts';
import { smsHttpAdapter } from './sms-http.ts';
import { smtpAdapter } from './smtp.ts';
import { OutboxWorker, type OutboxLog } from './worker.ts';

export { OutboxConfigError } from './config.ts';

/**
 * Reads SMTP_* / SMS_* / OUTBOX_* (throws OutboxConfigError on a malformed value) and starts
 * the worker. A channel without settings is not delivered: in development its messages stay
 * for /api/dev/outbox/; in production that is a configuration gap, said loudly once here —
 * the API still starts (sign-in, donations and the catalogue do not need it), and the
 * messages wait in the table until the channel is configured (docs/PRODUCTION.md).
 */
export function startOutboxWorker(args: { db: Db; env: ApiEnvName; vars?: Record<string, string | undefined>; log?: OutboxLog }): OutboxWorker {
  const c = loadOutboxConfig(args.vars ?? process.env);
  const adapters: Partial<Record<Channel, Adapter>> = {};
  if (c.SMTP_URL && c.SMTP_FROM) adapters.email = smtpAdapter(c.SMTP_URL, c.SMTP_FROM);
  if (c.SMS_API_URL && c.SMS_API_KEY) adapters.sms = smsHttpAdapter(c.SMS_API_URL, c.SMS_API_KEY);
  const missing = missingChannels(c);
  if (args.env === 'production' && missing.length > 0) {
    (args.log?.error ?? console.error)(
      `[outbox] ВНИМАНИЕ: не настроена доставка: ${missing.join('; ')}. Такие сообщения (коды подтверждения и восстановления, квитанции) не уходят и копятся в таблице outbox — см. docs/PRODUCTION.md.`,
    );
  }
  const worker = new OutboxWorker({ db: args.db, adapters, intervalMs: c.OUTBOX_INTERVAL_MS, maxAttempts: c.OUTBOX_MAX_ATTEMPTS, log: args.log });
  worker.start();
  return worker;
}
