// The `state` of an OAuth round trip (RFC 6749 §10.12, RFC 9700 §4.7): a random value bound to a
// short-lived server-side record — the provider, the exact redirect_uri, the browser that began
// it (the hash of an HttpOnly cookie, so a state link sent to someone else is useless) and, when
// linking, the signed-in donor. Used once, 10 minutes. docs/SECURITY.md «Вход через соцсети».
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { oauthStates } from '../../schema.ts';
import type { Ctx } from '../../lib/context.ts';
import { newSecret, sha256 } from '../../lib/crypto.ts';
import { publicOrigin } from '../../lib/public-origin.ts';

export const STATE_TTL_MS = 10 * 60_000;
/** The browser binding: HttpOnly, only sent to /api/oauth/ paths. */
export const BROWSER_COOKIE = 'oauth_browser';
const COOKIE_PATH = '/api/oauth';
const BROWSER_RE = /^[A-Za-z0-9_-]{43}$/;

const secure = (c: Ctx) => publicOrigin(c).startsWith('https:');

/** This browser's binding value: the cookie it already has, or a new one. */
function browserSecret(c: Ctx): string {
  const existing = getCookie(c, BROWSER_COOKIE);
  const value = existing && BROWSER_RE.test(existing) ? existing : newSecret();
  // SameSite=Lax: a real provider returns by a top-level GET from its own site.
  setCookie(c, BROWSER_COOKIE, value, { path: COOKIE_PATH, httpOnly: true, sameSite: 'Lax', secure: secure(c), maxAge: STATE_TTL_MS / 1000 });
  return value;
}

export interface StateRecord {
  provider: string;
  redirectUri: string;
  userId: number | null;
  nextPath: string | null;
}

export async function createState(c: Ctx, rec: StateRecord): Promise<string> {
  const { db, now } = c.get('deps');
  const state = newSecret();
  const at = now();
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date(at.getTime() - STATE_TTL_MS)));
  await db.insert(oauthStates).values({
    stateHash: sha256(state), ...rec, browserHash: sha256(browserSecret(c)), createdAt: at, expiresAt: new Date(at.getTime() + STATE_TTL_MS),
  });
  return state;
}

/**
 * Spends the state when it matches everything it was bound to; null otherwise (unknown, used,
 * expired, another provider, redirect_uri or browser). One conditional update: a replay finds
 * nothing to spend.
 */
export async function consumeState(c: Ctx, args: { state: string; provider: string; redirectUri: string }): Promise<StateRecord | null> {
  const { db, now } = c.get('deps');
  const browser = getCookie(c, BROWSER_COOKIE);
  if (!browser || !BROWSER_RE.test(browser)) return null;
  const [row] = await db
    .update(oauthStates)
    .set({ usedAt: now() })
    .where(and(eq(oauthStates.stateHash, sha256(args.state)), isNull(oauthStates.usedAt), gt(oauthStates.expiresAt, now())))
    .returning();
  if (!row || row.provider !== args.provider || row.redirectUri !== args.redirectUri || row.browserHash !== sha256(browser)) return null;
  return { provider: row.provider, redirectUri: row.redirectUri, userId: row.userId, nextPath: row.nextPath };
}

export const forgetBrowser = (c: Ctx) => deleteCookie(c, BROWSER_COOKIE, { path: COOKIE_PATH });
