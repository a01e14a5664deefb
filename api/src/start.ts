// The API's one composition root (ARCHITECTURE §3): open the database, migrate, seed by the one
// rule below, build the app and start the background work (background.ts). The standalone API
// (main.ts) and the host's in-process API (shell/server/api-link.ts) both start through here,
// so the two cannot drift apart.
import type { Hono } from 'hono';
import { createApiApp, type ApiEnv } from './app.ts';
import { startBackground, type Background } from './background.ts';
import type { ApiConfig } from './config.ts';
import { migrate, openDb, type DbHandle } from './db.ts';
import { ensureSeeded } from './seed.ts';
import { loadVapid } from './features/push/vapid.ts';
import { backgroundOrigin } from './lib/public-origin.ts';

/** What a start needs: the API's settings (config.ts); the host passes its own, which share them. */
export type StartConfig = Pick<ApiConfig, 'NODE_ENV' | 'HOST' | 'PORT' | 'DATABASE_URL' | 'DATA_DIR' | 'TRUST_PROXY' | 'PUBLIC_ORIGIN' | 'PARTNER_ORIGINS' | 'CORS_ORIGINS'> & {
  /** SEED=0 of the standalone API; the host has no such setting, so it is on there. */
  SEED?: boolean;
};

export interface StartedApi {
  app: Hono<ApiEnv>;
  handle: DbHandle;
  /** Stops the background work, then closes the database. */
  close(): Promise<void>;
}

/**
 * The one seeding rule: the demo data (seed.ts) goes into an EMPTY database unless NODE_ENV is
 * production or SEED=0 — for the standalone API and the host's in-process one alike. So
 * `npm start` (development) and the tests get the demo accounts, and production never does,
 * whatever SEED says (ARCHITECTURE §3 "Seed"; docs/SECURITY.md "Запуск в production").
 */
export function seedsDemoData(config: Pick<StartConfig, 'NODE_ENV' | 'SEED'>): boolean {
  return config.NODE_ENV !== 'production' && config.SEED !== false;
}

/**
 * Starts the API. `what` names this process in the message a second process gets when the PGlite
 * folder is taken (db.ts). Throws DataDirLockedError (the folder is taken) or OutboxConfigError
 * (a malformed SMTP_* / SMS_* / OUTBOX_* / VAPID_* value), having closed what it opened.
 */
export async function startApi(config: StartConfig, opts: { what?: string } = {}): Promise<StartedApi> {
  const handle = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, what: opts.what ?? `API http://${config.HOST}:${config.PORT}` });
  let app: Hono<ApiEnv>;
  let background: Background;
  try {
    await migrate(handle.db);
    if (seedsDemoData(config)) await ensureSeeded(handle.db, config.NODE_ENV);
    // One VAPID identity for the push routes and the worker (features/push/vapid.ts): from the
    // settings, or in development generated once beside the data folder.
    const vapid = loadVapid({ env: config.NODE_ENV, dataDir: config.DATA_DIR });
    app = createApiApp({
      vapid,
      db: handle.db,
      env: config.NODE_ENV,
      trustProxy: config.TRUST_PROXY,
      publicOrigin: config.PUBLIC_ORIGIN ?? null,
      partnerOrigins: config.PARTNER_ORIGINS ?? [],
      corsOrigins: config.CORS_ORIGINS,
    });
    // Outbox delivery and, on PostgreSQL, the cross-process cache poller (background.ts).
    background = startBackground({ db: handle.db, kind: handle.kind, env: config.NODE_ENV, vapid, origin: backgroundOrigin(config) });
  } catch (err) {
    await handle.close();
    throw err;
  }
  return {
    app,
    handle,
    async close() {
      await background.stop();
      await handle.close();
    },
  };
}
