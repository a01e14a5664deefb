// Builds the worker from the environment for the two ways the API runs: standalone (main.ts)
// and in the host's process (shell/server/api-link.ts). docs/PRODUCTION.md lists the settings.
import type { Db } from '../../db.ts';
import type { ApiEnvName } from '../../lib/context.ts';
import type { OutboxChannel as Channel } from '../../lib/outbox.ts';
import type { Adapter } from './adapter.ts';
import { loadOutboxConfig, missingChannels } from './config.ts';
import { smsHttpAdapter } from './sms-http.ts';
import { smtpAdapter } from './smtp.ts';
import { OutboxWorker, type OutboxLog } from './worker.ts';
import { pushAdapter } from '../push/push-adapter.ts';
import type { Vapid } from '../push/vapid.ts';

export { OutboxConfigError } from './config.ts';

/**
 * Reads SMTP_* / SMS_* / OUTBOX_* (throws OutboxConfigError on a malformed value) and starts
 * the worker. A channel without settings is not delivered: in development its messages stay
 * for /api/dev/outbox/; in production that is a configuration gap, said loudly once here —
 * the API still starts (sign-in, donations and the catalogue do not need it), and the
 * messages wait in the table until the channel is configured (docs/PRODUCTION.md).
 */
export function startOutboxWorker(args: {
  db: Db;
  env: ApiEnvName;
  vars?: Record<string, string | undefined>;
  log?: OutboxLog;
  /** The VAPID identity (features/push/vapid.ts loadVapid); null = no push delivery. */
  vapid?: Vapid | null;
  /** The site's origin for the absolute links of alerts handed over to e-mail/SMS. */
  origin?: string;
}): OutboxWorker {
  const c = loadOutboxConfig(args.vars ?? process.env);
  const adapters: Partial<Record<Channel, Adapter>> = {};
  if (c.SMTP_URL && c.SMTP_FROM) adapters.email = smtpAdapter(c.SMTP_URL, c.SMTP_FROM);
  if (c.SMS_API_URL && c.SMS_API_KEY) adapters.sms = smsHttpAdapter(c.SMS_API_URL, c.SMS_API_KEY);
  // Donor alerts (docs/notifications.md). Without VAPID no device is called, but the alerts still
  // go by the fallback the donor chose instead of piling up in the table.
  adapters.push = pushAdapter({ db: args.db, vapid: args.vapid ?? null, env: args.env, origin: args.origin ?? 'http://127.0.0.1' });
  if (args.env === 'production' && !args.vapid) {
    (args.log?.warn ?? console.warn)(
      '[outbox] ВНИМАНИЕ: push-уведомления выключены (нет VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT): оповещения донорам уходят только по e-mail или SMS — см. docs/PRODUCTION.md.',
    );
  }
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
