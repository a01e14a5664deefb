// Sliding-window rate limits kept in the database (so every API instance shares them).
// Against guessing and flooding: code sends 3 per target per 10 min and 20 per IP per hour;
// login and code checks 10 failures per username per 15 min and 30 per IP per 15 min.
import { and, count, eq, gt, inArray, lt, min, sql } from 'drizzle-orm';
import { rateEvents } from '../schema.ts';
import type { Tx } from '../db.ts';
import type { ApiDeps } from './context.ts';
import { tooManyRequests } from './errors.ts';

export interface Limit {
  scope: string;
  max: number;
  windowMs: number;
}

const MIN = 60_000;
export const LIMITS = {
  sendPerTarget: { scope: 'send:target', max: 3, windowMs: 10 * MIN },
  sendPerIp: { scope: 'send:ip', max: 20, windowMs: 60 * MIN },
  loginFailPerUser: { scope: 'login:user', max: 10, windowMs: 15 * MIN },
  loginFailPerIp: { scope: 'login:ip', max: 30, windowMs: 15 * MIN },
  codeFailPerIp: { scope: 'code:ip', max: 30, windowMs: 15 * MIN },
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
