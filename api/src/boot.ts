// Opens the database, migrates, seeds (outside production) and builds the app: what both the
// standalone server (main.ts) and the host server (shell/server, in process) need.
import type { Hono } from 'hono';
import { createApiApp, type ApiEnv } from './app.ts';
import type { ApiConfig } from './config.ts';
import { migrate, openDb, type DbHandle } from './db.ts';
import { ensureSeeded } from './seed.ts';

export interface BootedApi {
  app: Hono<ApiEnv>;
  handle: DbHandle;
  close(): Promise<void>;
}

export async function bootApi(config: Pick<ApiConfig, 'NODE_ENV' | 'HOST' | 'PORT' | 'DATABASE_URL' | 'DATA_DIR' | 'TRUST_PROXY' | 'PUBLIC_ORIGIN' | 'PARTNER_ORIGINS' | 'CORS_ORIGINS' | 'SEED'>): Promise<BootedApi> {
  const handle = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, what: `API http://${config.HOST}:${config.PORT}` });
  await migrate(handle.db);
  if (config.SEED) await ensureSeeded(handle.db, config.NODE_ENV);
  const app = createApiApp({
    db: handle.db,
    env: config.NODE_ENV,
    trustProxy: config.TRUST_PROXY,
    publicOrigin: config.PUBLIC_ORIGIN ?? null,
    partnerOrigins: config.PARTNER_ORIGINS ?? [],
    corsOrigins: config.CORS_ORIGINS,
  });
  return { app, handle, close: () => handle.close() };
}
