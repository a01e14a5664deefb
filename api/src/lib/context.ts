// What every route handler can reach: the injected dependencies (database, clock, settings).
import type { Context } from 'hono';
import type { Db } from '../db.ts';
import type { AuthCache } from './auth-cache.ts';

export type ApiEnvName = 'development' | 'production' | 'test';

export interface ApiDeps {
  db: Db;
  env: ApiEnvName;
  /** Injectable clock: code expiry, rate windows and timestamps all read it (tests move it). */
  now: () => Date;
  /** Trust the first `x-forwarded-for` entry (only behind our own proxy). */
  trustProxy: boolean;
  /** Origins allowed to call non-GET endpoints cross-origin; `*` = any. */
  corsOrigins: string[];
  /** Token → session and /me body for a few seconds (auth-cache.ts). */
  authCache: AuthCache;
}

export interface ApiEnv {
  Variables: { deps: ApiDeps };
}

export type Ctx = Context<ApiEnv>;

export const depsOf = (c: Ctx): ApiDeps => c.get('deps');
