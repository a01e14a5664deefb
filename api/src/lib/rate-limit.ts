// Sliding-window rate limits kept in the database (so every API instance shares them), and the
// login back-off. Numbers and reasons: docs/SECURITY.md "Ограничения частоты".
// - Code sends: 3 per target per 10 min, 20 per address per hour (consumed before any lookup,
//   so the answer cannot depend on whether the account exists).
// - Wrong codes: 30 per address per 15 min; wrong recovery codes also 40 per address per hour and
//   120 per target account per hour. No budget is shared by everyone: one client used to spend a
//   site-wide one and switch recovery off for every donor (docs/SECURITY.md «Коды»).
// - Logins: see `beginLogin` (back-off per account and address, a slow cadence per account).
import { and, count, eq, gt, inArray, lt, max, min, sql } from 'drizzle-orm';
import { rateEvents } from '../schema.ts';
import type { Tx } from '../db.ts';
import type { ApiDeps } from './context.ts';
import { ApiError, tooManyRequests } from './errors.ts';
import { loginThrottledMsg } from '@donor/shared/login-wait';

export interface Limit {
  scope: string;
  max: number;
  windowMs: number;
}

const SEC = 1000;
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
export const LIMITS = {
  sendPerTarget: { scope: 'send:target', max: 3, windowMs: 10 * MIN },
  sendPerIp: { scope: 'send:ip', max: 20, windowMs: 60 * MIN },
  loginFailPerIp: { scope: 'login:ip', max: 30, windowMs: 15 * MIN },
  codeFailPerIp: { scope: 'code:ip', max: 30, windowMs: 15 * MIN },
  /** Wrong recovery codes from one address in an hour (with codeFailPerIp's 30 per 15 min): a third of an account's budget, so one client never spends it alone. */
  recoverCodeFailPerIp: { scope: 'recover:ip', max: 40, windowMs: 60 * MIN },
  /** Wrong recovery codes against one account (a 6-digit code is 1 in 10⁶ per guess); other accounts are untouched. */
  recoverCodeFailPerAccount: { scope: 'recover:acct', max: 120, windowMs: 60 * MIN },
  /** Wrong old passwords on change_password (the caller already holds a token). */
  oldPasswordFailPerUser: { scope: 'password:user', max: 10, windowMs: 15 * MIN },
} satisfies Record<string, Limit>;

async function assertUnder(db: Tx, deps: ApiDeps, limit: Limit, key: string): Promise<void> {
  const now = deps.now().getTime();
  const [row] = await db
    .select({ n: count(), first: min(rateEvents.at) })
    .from(rateEvents)
    .where(and(eq(rateEvents.scope, limit.scope), eq(rateEvents.key, key), gt(rateEvents.at, new Date(now - limit.windowMs))));
  if (row && row.n >= limit.max) {
    const first = row.first ? new Date(row.first).getTime() : now;
    throw tooManyRequests((first + limit.windowMs - now) / 1000);
  }
}

/** Throws 429 when `key` already used up `limit` within its window (a cheap pre-check). */
export const checkLimit = (deps: ApiDeps, limit: Limit, key: string): Promise<void> => assertUnder(deps.db, deps, limit, key);

/**
 * Atomically checks and records one event (an advisory lock per scope+key closes the race of
 * parallel requests all passing the check). Returns the event id so a caller that only counts
 * failures can take the event back with `release` once the attempt succeeded.
 */
export async function consume(deps: ApiDeps, limit: Limit, key: string): Promise<number> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${limit.scope}|${key}`}))`);
    await assertUnder(tx, deps, limit, key);
    const at = deps.now();
    const [ev] = await tx.insert(rateEvents).values({ scope: limit.scope, key, at }).returning({ id: rateEvents.id });
    // Old events of this key are of no further use.
    await tx
      .delete(rateEvents)
      .where(and(eq(rateEvents.scope, limit.scope), eq(rateEvents.key, key), lt(rateEvents.at, new Date(at.getTime() - 24 * 60 * MIN))));
    return ev!.id;
  });
}

/** Takes back events recorded by `consume` (the attempt succeeded, it was not a failure). */
export async function release(deps: ApiDeps, ids: number[]): Promise<void> {
  if (ids.length > 0) await deps.db.delete(rateEvents).where(inArray(rateEvents.id, ids));
}

// ---------------------------------------------------------------- login back-off

/**
 * Login guessing is slowed, never stopped for good (a hard lock would let anyone lock a donor
 * out by typing wrong passwords): docs/SECURITY.md "Вход".
 * - Per account and client address: the first `freeFailures` failures cost nothing; after n
 *   failures the next attempt from that address waits 2^(n − freeFailures + 1) s, at most
 *   `maxDelayMs`. Failures are forgotten after `memoryMs`, or at once by a success from there.
 * - Per account, from every address together: after `accountFreeFailures` failures within
 *   `accountWindowMs`, the account takes at most one attempt per `accountCadenceMs` (≤ 100
 *   guesses an hour, ASVS 4.0 V2.2.1). An address that logged in to the account successfully
 *   within `trustedAddressMs` skips this cadence, so a stranger cannot crowd the owner out.
 */
export const LOGIN_BACKOFF = {
  freeFailures: 3,
  maxDelayMs: 15 * MIN,
  memoryMs: DAY,
  accountFreeFailures: 10,
  accountWindowMs: 60 * MIN,
  accountCadenceMs: 36 * SEC,
  trustedAddressMs: 30 * DAY,
} as const;

const SCOPE = { fail: 'login:fail', account: 'login:acct', ok: 'login:ok' } as const;

/** The real wait in words, plural-correct (shared/src/login-wait.ts): «через 32 секунды». */
export const LOGIN_THROTTLED_MSG = (retryAfterSec: number): string => loginThrottledMsg(retryAfterSec);

/** How long the next attempt must wait after `failures` failures from one address. */
export function loginDelayMs(failures: number): number {
  if (failures < LOGIN_BACKOFF.freeFailures) return 0;
  return Math.min(2 ** (failures - LOGIN_BACKOFF.freeFailures + 1) * SEC, LOGIN_BACKOFF.maxDelayMs);
}

function loginThrottled(waitMs: number): ApiError {
  const sec = Math.max(1, Math.ceil(waitMs / SEC));
  return new ApiError(429, { detail: LOGIN_THROTTLED_MSG(sec) }, { 'Retry-After': String(sec) });
}

export interface LoginAttempt {
  account: string;
  ip: string;
  eventIds: number[];
}

async function recent(db: Tx, scope: string, key: string, since: Date): Promise<{ n: number; last: number | null }> {
  const [row] = await db
    .select({ n: count(), last: max(rateEvents.at) })
    .from(rateEvents)
    .where(and(eq(rateEvents.scope, scope), eq(rateEvents.key, key), gt(rateEvents.at, since)));
  return { n: row?.n ?? 0, last: row?.last ? new Date(row.last).getTime() : null };
}

/**
 * Before the password is checked: throws 429 when this attempt must wait, else records it as a
 * failure up front (parallel guesses cannot all slip past the check) and returns what
 * `endLogin` needs. `account` is the resolved account (user id), or the normalised login when
 * no account matches, never the spelling typed.
 */
export async function beginLogin(deps: ApiDeps, account: string, ip: string): Promise<LoginAttempt> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`login|${account}`}))`);
    const now = deps.now().getTime();
    const pair = `${account}|${ip}`;
    const mine = await recent(tx, SCOPE.fail, pair, new Date(now - LOGIN_BACKOFF.memoryMs));
    const wait = mine.last === null ? 0 : mine.last + loginDelayMs(mine.n) - now;
    if (wait > 0) throw loginThrottled(wait);
    const trusted = (await recent(tx, SCOPE.ok, pair, new Date(now - LOGIN_BACKOFF.trustedAddressMs))).n > 0;
    if (!trusted) {
      const all = await recent(tx, SCOPE.account, account, new Date(now - LOGIN_BACKOFF.accountWindowMs));
      const cadenceWait = all.n >= LOGIN_BACKOFF.accountFreeFailures && all.last !== null ? all.last + LOGIN_BACKOFF.accountCadenceMs - now : 0;
      if (cadenceWait > 0) throw loginThrottled(cadenceWait);
    }
    const at = new Date(now);
    const rows = await tx
      .insert(rateEvents)
      .values([{ scope: SCOPE.fail, key: pair, at }, { scope: SCOPE.account, key: account, at }])
      .returning({ id: rateEvents.id });
    // Events past every window are of no further use.
    await tx
      .delete(rateEvents)
      .where(and(inArray(rateEvents.scope, [SCOPE.fail, SCOPE.account]), inArray(rateEvents.key, [pair, account]), lt(rateEvents.at, new Date(now - LOGIN_BACKOFF.memoryMs))));
    return { account, ip, eventIds: rows.map((r) => r.id) };
  });
}

/** The password was right: not a failure; the address's back-off ends and it becomes trusted. */
export async function endLoginSuccess(deps: ApiDeps, attempt: LoginAttempt): Promise<void> {
  const pair = `${attempt.account}|${attempt.ip}`;
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx.delete(rateEvents).where(inArray(rateEvents.id, attempt.eventIds));
    await tx.delete(rateEvents).where(and(inArray(rateEvents.scope, [SCOPE.fail, SCOPE.ok]), eq(rateEvents.key, pair)));
    await tx.insert(rateEvents).values({ scope: SCOPE.ok, key: pair, at: now });
  });
}
