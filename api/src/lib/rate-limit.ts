// Sliding-window rate limits kept in the database (so every API instance shares them).
// brief §3: code sends 3 per target per 10 min and 20 per IP per hour; login and code checks
// 10 failures per username per 15 min and 30 per IP per 15 min.
import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import { rateEvents } from '../schema.ts';
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

/** Throws 429 when `key` already used up `limit` within its window. */
export async function checkLimit(deps: ApiDeps, limit: Limit, key: string): Promise<void> {
  const since = new Date(deps.now().getTime() - limit.windowMs);
  const [row] = await deps.db
    .select({ n: count(), first: min(rateEvents.at) })
    .from(rateEvents)
    .where(and(eq(rateEvents.scope, limit.scope), eq(rateEvents.key, key), gt(rateEvents.at, since)));
  if (row && row.n >= limit.max) {
    const first = row.first ? new Date(row.first).getTime() : deps.now().getTime();
    throw tooManyRequests((first + limit.windowMs - deps.now().getTime()) / 1000);
  }
}

/** Records one event against `key` (and forgets this key's events older than a day). */
export async function hit(deps: ApiDeps, limit: Limit, key: string): Promise<void> {
  const at = deps.now();
  await deps.db.insert(rateEvents).values({ scope: limit.scope, key, at });
  await deps.db
    .delete(rateEvents)
    .where(and(eq(rateEvents.scope, limit.scope), eq(rateEvents.key, key), lt(rateEvents.at, new Date(at.getTime() - 24 * 60 * MIN))));
}

/** Check then record: for actions that count whether they succeed or not (sending a code). */
export async function consume(deps: ApiDeps, limit: Limit, key: string): Promise<void> {
  await checkLimit(deps, limit, key);
  await hit(deps, limit, key);
}
