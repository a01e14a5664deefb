// What an API process runs besides answering requests (docs/PRODUCTION.md): the outbox delivery
// worker, the come-back jobs (precomputed next dates, the daily «Можно снова сдавать») and — on
// PostgreSQL, where several processes may share the database — the poller that empties this
// process's caches when another one wrote (lib/cache-epoch.ts); on PGlite, which has no
// autovacuum, its rounds (pglite-autovacuum.ts). Started by
// startApi (start.ts), for the standalone API and the host's in-process one alike.
import type { Db, DbHandle } from './db.ts';
import type { ApiEnvName } from './lib/context.ts';
import { PgEpochStore, processCaches, type CacheEpoch } from './lib/cache-epoch.ts';
import { startOutboxWorker } from './features/outbox/start.ts';
import type { Vapid } from './features/push/vapid.ts';
import { startComebackJobs } from './features/comeback/comeback-jobs.ts';
import { startPgliteAutovacuum } from './pglite-autovacuum.ts';

export { OutboxConfigError } from './features/outbox/config.ts';

export interface Background {
  stop(): Promise<void>;
}

/** Throws OutboxConfigError when an SMTP_* / SMS_* / OUTBOX_* value is malformed. */
export function startBackground(args: { db: Db; kind: DbHandle['kind']; env: ApiEnvName; caches?: CacheEpoch; vapid?: Vapid | null; origin?: string }): Background {
  // vapid/origin: the push adapter's identity and the fallback letters' links (docs/notifications.md).
  const worker = startOutboxWorker({ db: args.db, env: args.env, vapid: args.vapid ?? null, origin: args.origin });
  // Precomputed next dates and the daily «Можно снова сдавать» (features/comeback/comeback-jobs.ts).
  const comeback = startComebackJobs({ db: args.db });
  // PGlite allows one process per data folder: there is nobody to tell, and no poll to pay for.
  const caches = args.caches ?? processCaches;
  if (args.kind === 'postgres') caches.start(new PgEpochStore(args.db));
  const autovacuum = args.kind === 'pglite' ? startPgliteAutovacuum({ db: args.db }) : null;
  return {
    async stop() {
      await Promise.all([worker.stop(), comeback.stop(), args.kind === 'postgres' ? caches.stop() : undefined, autovacuum?.stop()]);
    },
  };
}
