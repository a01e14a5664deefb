// `Authorization: Token <t>` (ARCHITECTURE §3). Tokens are 256-bit random values kept only as
// SHA-256 hashes, revocable, with created and last-used times, and they expire: after
// TOKEN_IDLE_MS without use and TOKEN_ABSOLUTE_MS after issue, whatever the use (ASVS 5.0
// V7.3.1, V7.3.2; docs/SECURITY.md "Сессии"). An expired token answers 401 like a revoked one.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { authTokens, users } from '../schema.ts';
import type { Tx } from '../db.ts';
import type { ApiDeps, Ctx } from './context.ts';
import { ApiError, DETAIL } from './errors.ts';
import { newSecret, sha256 } from './crypto.ts';
import type { Authed } from './auth.types.ts';

const DAY_MS = 24 * 60 * 60_000;
/** A session unused this long ends (the donor logs in again). */
export const TOKEN_IDLE_MS = 30 * DAY_MS;
/** No session outlives this, however often it is used; the token cookie lives as long. */
export const TOKEN_ABSOLUTE_MS = 90 * DAY_MS;

/** Last-used time is refreshed at most once a minute (saves a write per request). */
const TOUCH_EVERY_MS = 60_000;

export async function issueToken(db: Tx, now: Date, userId: number): Promise<string> {
  const token = newSecret();
  await db.insert(authTokens).values({ userId, tokenHash: sha256(token), createdAt: now, lastUsedAt: now });
  return token;
}

/** The raw token of the request, or null when there is no usable Authorization header. */
export function presentedToken(c: Ctx): string | null {
  const header = c.req.header('authorization');
  if (!header) return null;
  const m = /^(?:Token|Bearer)\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(header);
  return m?.[1] ?? '';
}

export type { Authed };

/**
 * Resolves the request's user. Public endpoints ignore a bad token (a stale cookie must not
 * break lists); protected ones call requireUser, which answers 401. Safe requests (GET/HEAD)
 * go through the short-lived session cache (auth-cache.ts: why it is safe, and its staleness
 * bound with several processes); writes always ask the database.
 */
export async function currentUser(c: Ctx, deps: ApiDeps): Promise<Authed | null> {
  const token = presentedToken(c);
  if (!token) return null;
  const hash = sha256(token);
  const method = c.req.method;
  if (method !== 'GET' && method !== 'HEAD') return loadSession(deps, hash);
  const authed = await deps.authCache.sessions.get(hash, () => loadSession(deps, hash));
  return authed ?? null;
}

/**
 * A token that came some other way than the header: the `token` cookie an <img> sends for a
 * private picture (features/uploads/pictures.ts says why that is safe). Same checks and cache; GET only.
 */
export async function sessionOfToken(deps: ApiDeps, token: string): Promise<Authed | null> {
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(token)) return null;
  const hash = sha256(token);
  return (await deps.authCache.sessions.get(hash, () => loadSession(deps, hash))) ?? null;
}

/** One query: a live (not revoked, not expired) token of an active user. */
async function loadSession(deps: ApiDeps, hash: string): Promise<Authed | null> {
  const now = deps.now();
  const [row] = await deps.db
    .select({ user: users, tokenId: authTokens.id, lastUsedAt: authTokens.lastUsedAt })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(
      eq(authTokens.tokenHash, hash),
      isNull(authTokens.revokedAt),
      gt(authTokens.createdAt, new Date(now.getTime() - TOKEN_ABSOLUTE_MS)),
      gt(authTokens.lastUsedAt, new Date(now.getTime() - TOKEN_IDLE_MS)),
      eq(users.isActive, true),
    ))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await deps.db.update(authTokens).set({ lastUsedAt: now }).where(eq(authTokens.id, row.tokenId));
  }
  // Frozen: a cached session is shared by concurrent requests, none may change it.
  return Object.freeze({ user: Object.freeze(row.user), tokenId: row.tokenId });
}

export async function requireUser(c: Ctx, deps: ApiDeps): Promise<Authed> {
  const authed = await currentUser(c, deps);
  if (authed) return authed;
  const detail = presentedToken(c) === null ? DETAIL.unauthorized : DETAIL.badToken;
  throw new ApiError(401, { detail }, { 'WWW-Authenticate': 'Token' });
}

export async function revokeToken(db: Tx, now: Date, tokenId: number): Promise<void> {
  await db.update(authTokens).set({ revokedAt: now }).where(eq(authTokens.id, tokenId));
}

/** Password changes and resets end every other session of the user. */
export async function revokeAllTokens(db: Tx, now: Date, userId: number): Promise<void> {
  await db.update(authTokens).set({ revokedAt: now }).where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}
