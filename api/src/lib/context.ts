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
  /** Reverse proxies in front of us that append to `x-forwarded-for` (lib/client-ip.ts). */
  trustProxy: number;
  /** `https://…` the site is reached from; null only outside production (lib/public-origin.ts). */
  publicOrigin: string | null;
  /** Partner origins a `redirect_url` may point at, besides our own. */
  partnerOrigins: string[];
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
