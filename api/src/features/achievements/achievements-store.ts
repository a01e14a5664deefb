// A donor's achievements and bonus answers, computed on write (docs/recognition.md «Достижения и
// бонусы: посчитано при записи»). recomputeAchievements is the one function every write that
// changes their inputs calls in its own transaction — donations added, edited, deleted, accepted
// or rejected (the donor's, a moderator's, a station's check-in), event and help-me joins, leaves
// and slot changes, monthly payments, a referred account deleted; a donation also recomputes the
// donor who referred them. It stores the newly reached stages (user_achievements: a stage never
// goes down and keeps the time it was first reached) and the rest of the answer
// (achievement_states: progress, the stages pending donations would reach, the bonus tally) from
// the from-scratch computation (compute.ts, rules.ts, recognition/donor-facts.ts), which stays
// the one definition. Reads take the stored row; a row that is missing or whose stale_at has
// passed is recomputed and stored on that read.
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { RECORD_STATUSES } from '@donor/shared/contract/donation-trust';
import { donations, users } from '../../schema.ts';
import type { Tx } from '../../db.ts';
import { latestRussianToday } from '../cabinet/checks.ts';
import { donorFacts, type DonorFacts } from '../recognition/donor-facts.ts';
import { loadFacts, pendingStages } from './compute.ts';
import { computeAchievements } from './rules.ts';
import { userAchievements } from './schema.ts';
import { achievementStates, type StoredProgress } from './state-schema.ts';

export interface AchievementState {
  /** Progress of each type that has one (rules.ts Computed.progress). */
  progress: StoredProgress;
  /** The stage each type would reach once the pending donations are confirmed (compute.ts pendingStages). */
  pending: Record<string, number>;
  /** The bonus conditions' tally (recognition/donor-facts.ts). */
  facts: DonorFacts;
}

const HOUR_MS = 3600_000;
const monthIndex = (d: Date) => d.getUTCFullYear() * 12 + d.getUTCMonth();
/** What the answer reads of the clock: the UTC month (a monthly run) and the latest Russian day. */
const clockKey = (now: Date) => `${monthIndex(now)}|${latestRussianToday(now)}`;

/**
 * The first moment the answer changes with no write: a monthly run still going ends at the start
 * of the second month after its last payment (rules.ts monthlySeries); a donation dated after the
 * latest Russian day (only the seed writes one) starts to count when that day comes (the honorary
 * counts and the bonus tally read donations up to today).
 */
function staleAt(monthlyPayments: Date[], now: Date, dayAhead: string | null): Date | null {
  const times: number[] = [];
  const last = monthlyPayments.length > 0 ? Math.max(...monthlyPayments.map(monthIndex)) : null;
  if (last !== null && last >= monthIndex(now) - 1) times.push(Date.UTC(Math.floor(last / 12), (last % 12) + 2, 1));
  // latestRussianToday(t) is the day of t + 12 h: it reaches dayAhead at its midnight UTC minus 12 h.
  if (dayAhead !== null) times.push(new Date(`${dayAhead}T00:00:00Z`).getTime() - 12 * HOUR_MS);
  return times.length > 0 ? new Date(Math.min(...times)) : null;
}

/** Recomputes the donor from scratch and stores it; call inside the transaction of the write. */
export async function recomputeAchievements(tx: Tx, userId: number, now: Date): Promise<AchievementState> {
  // One recomputation per donor at a time: the second waits, then reads the first one's committed
  // writes (each statement after the lock sees them), so the last row stored is never older.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('achievements'), ${userId})`);
  const today = latestRussianToday(now);
  const facts = await loadFacts(tx, userId);
  const computed = computeAchievements(facts, now, today, true);
  const state: AchievementState = {
    progress: Object.fromEntries(computed.flatMap((c) => (c.progress ? [[c.type, c.progress]] : []))),
    pending: Object.fromEntries(await pendingStages(tx, userId, now)),
    facts: await donorFacts(tx, userId, now),
  };
  const [ahead] = await tx
    .select({ day: sql<string | null>`min(${donations.donateAt})::text` })
    .from(donations)
    .where(and(eq(donations.userId, userId), inArray(donations.status, [...RECORD_STATUSES]), gt(donations.donateAt, today)));
  for (const c of computed) {
    if (c.stage === 0 || !c.reachedAt) continue;
    await tx
      .insert(userAchievements)
      .values({ userId, type: c.type, stage: c.stage, reachedAt: c.reachedAt })
      .onConflictDoUpdate({
        target: [userAchievements.userId, userAchievements.type],
        set: { stage: c.stage, reachedAt: c.reachedAt },
        setWhere: sql`${userAchievements.stage} < ${c.stage}`,
      });
  }
  const row = {
    progress: state.progress,
    pending: state.pending,
    rewardCount: state.facts.count,
    rewardLatest: state.facts.latest,
    recordCount: state.facts.withPending.count,
    recordLatest: state.facts.withPending.latest,
    computedAt: now,
    staleAt: staleAt(facts.monthlyPayments, now, ahead?.day ?? null),
  };
  await tx.insert(achievementStates).values({ userId, ...row }).onConflictDoUpdate({ target: achievementStates.userId, set: row });
  return state;
}

/** After a donation write: the donor, and the donor who referred them (referral_donated). */
export async function recomputeAfterDonation(tx: Tx, userId: number, now: Date): Promise<void> {
  await recomputeAchievements(tx, userId, now);
  const [u] = await tx.select({ referredBy: users.referredBy }).from(users).where(eq(users.id, userId));
  if (u?.referredBy) await recomputeAchievements(tx, u.referredBy, now);
}

/** Recomputes every account (npm run backfill:achievements -w api), one transaction per donor. */
export async function backfillAchievements(db: Tx, now: Date): Promise<number> {
  const ids = await db.select({ id: users.id }).from(users).where(isNull(users.deletedAt)).orderBy(asc(users.id));
  for (const { id } of ids) await db.transaction((tx) => recomputeAchievements(tx, id, now));
  return ids.length;
}

/**
 * The donor's stored answer (one key lookup). Missing, past its stale_at, or written at a later
 * month or day than `now` (a clock set back, in tests) → recomputed and stored now.
 */
export async function readAchievementState(db: Tx, userId: number, now: Date): Promise<AchievementState> {
  const [row] = await db.select().from(achievementStates).where(eq(achievementStates.userId, userId));
  return storedState(row, now) ?? db.transaction((tx) => recomputeAchievements(tx, userId, now));
}

/**
 * The answer in a stored row that a read joined in itself (one query per answer: achievements.ts,
 * recognition/bonuses.ts), or null when it is missing or stale: then readAchievementState.
 */
export function storedState(row: typeof achievementStates.$inferSelect | null | undefined, now: Date): AchievementState | null {
  const facts = storedFactsOf(row, now);
  return row && facts ? { progress: row.progress, pending: row.pending, facts } : null;
}

/** The columns of the bonus tally, for a read that joins only those (recognition/bonuses.ts). */
export const storedFactColumns = {
  rewardCount: achievementStates.rewardCount, rewardLatest: achievementStates.rewardLatest,
  recordCount: achievementStates.recordCount, recordLatest: achievementStates.recordLatest,
  computedAt: achievementStates.computedAt, staleAt: achievementStates.staleAt,
};
type StoredFactRow = { [K in keyof typeof storedFactColumns]: (typeof achievementStates.$inferSelect)[K] };

/** The bonus tally in a joined row (all null: no row), or null when missing or stale, as storedState. */
export function storedFactsOf(row: { [K in keyof StoredFactRow]: StoredFactRow[K] | null } | null | undefined, now: Date): DonorFacts | null {
  if (!row || row.computedAt === null || row.rewardCount === null || row.recordCount === null) return null;
  const fresh = (row.staleAt === null || now < row.staleAt) && (now >= row.computedAt || clockKey(now) === clockKey(row.computedAt));
  if (!fresh) return null;
  return { count: row.rewardCount, latest: row.rewardLatest, withPending: { count: row.recordCount, latest: row.recordLatest } };
}

/** The bonus conditions' tally for a signed-in caller, from the stored answer (donorFacts computes it from scratch). */
export async function storedDonorFacts(db: Tx, userId: number, now: Date): Promise<DonorFacts> {
  return (await readAchievementState(db, userId, now)).facts;
}
