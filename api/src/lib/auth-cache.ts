// Who a token belongs to, and what GET /api/auth/me/ answers, kept in memory for a few seconds
// (/me is called on every page of every signed-in visitor, and each lookup costs
// PGlite round trips on the one JS thread). Security first:
// - only safe requests (GET/HEAD) read the cache; every write (logout, change_password, a
//   password set by a recovery code, PATCH /me, payments…) authenticates against the database;
// - any non-GET request empties the cache once it has finished, whatever its status — after its
//   transaction committed, so a load racing with it cannot put the old state back (TtlCache's
//   generation). A logged-out or revoked token therefore gets 401 on the very next request.
// - SEVERAL API PROCESSES: each has its own cache; a successful write in any of them empties
//   all of them within ~1 s (lib/cache-epoch.ts: a shared counter in PostgreSQL, polled each
//   second). A token revoked by hand in the database, or by a write that ended in an error in
//   another process, is still accepted here for at most AUTH_CACHE_TTL_MS — that TTL stays the
//   bound: keep it to a few seconds, or set it to 0 to switch the cache off.
import type { MiddlewareHandler } from 'hono';
import type { User } from '@donor/shared/contract/common';
import { TtlCache } from './ttl-cache.ts';
import type { Authed } from './auth.types.ts';

export const AUTH_CACHE_TTL_MS = 3_000;
const MAX_ENTRIES = 10_000;

export class AuthCache {
  /** SHA-256 of the token → its session and user (never the token itself). */
  readonly sessions: TtlCache<string, Authed>;
  /** User id → the `User` body of GET /api/auth/me/. */
  readonly me: TtlCache<number, User>;

  constructor(ttlMs: number = AUTH_CACHE_TTL_MS, now?: () => number) {
    this.sessions = new TtlCache({ ttlMs, maxEntries: MAX_ENTRIES, now });
    this.me = new TtlCache({ ttlMs, maxEntries: MAX_ENTRIES, now });
  }

  clear(): void {
    this.sessions.clear();
    this.me.clear();
  }
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Empties the cache after every request that may have written (see the header). */
export function clearAuthCacheOnWrite(cache: AuthCache): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    try {
      await next();
    } finally {
      cache.clear();
    }
  };
}
