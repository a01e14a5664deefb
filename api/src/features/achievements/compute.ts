// Achievements from the database: load a donor's facts, compute (rules.ts) and store the stages
// in user_achievements. recomputeAchievements runs inside the transaction of every write that
// can change a stage (donations, help-me joins, event joins, monthly payments; a donation also
// recomputes the donor who referred them), and the backfill runs it for everyone. A stored stage
// never goes down (a deleted donation does not take an award back) and keeps the time it was
// first reached. Counted donations: accepted and pre_accepted (as /me and features/cabinet/facts.ts);
// the rankings count accepted only, because a ranking compares donors, an achievement is the
// donor's own record (api/src/features/achievements/README.md).
import { and, asc, eq, inArray, isNull, min, sql } from 'drizzle-orm';
import { donations, events, eventTimeSlots, joinedUsers, payments, users } from '../../schema.ts';
import { needJoinedUsers } from '../helpme/schema.ts';
import { userAchievements } from './schema.ts';
import type { Tx } from '../../db.ts';
import { latestRussianToday } from '../cabinet/checks.ts';
import { computeAchievements, type AchievementFacts, type Computed } from './rules.ts';

const COUNTED = ['accepted', 'pre_accepted'] as const;

export async function loadFacts(db: Tx, userId: number): Promise<AchievementFacts> {
  const own = await db
    .select({ id: donations.id, date: donations.donateAt, bloodClass: donations.bloodClass, stationId: donations.bloodStationId, paid: donations.isPaid })
    .from(donations)
    .where(and(eq(donations.userId, userId), inArray(donations.status, [...COUNTED])))
    .orderBy(asc(donations.donateAt), asc(donations.id));
  const eventSlots = await db
    .select({ date: eventTimeSlots.date, stationId: events.bloodStationId })
    .from(joinedUsers)
    .innerJoin(eventTimeSlots, eq(eventTimeSlots.id, joinedUsers.timeslotId))
    .innerJoin(events, eq(events.id, joinedUsers.eventId))
    .where(eq(joinedUsers.userId, userId));
  const joins = await db
    .select({ needId: needJoinedUsers.addressNeedId, at: needJoinedUsers.createdAt })
    .from(needJoinedUsers)
    .where(eq(needJoinedUsers.userId, userId));
  const monthly = await db
    .select({ at: payments.createdAt })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.paymentType, 'monthly')));
  const referred = await db
    .select({ first: min(donations.donateAt) })
    .from(users)
    .innerJoin(donations, and(eq(donations.userId, users.id), inArray(donations.status, [...COUNTED])))
    .where(and(eq(users.referredBy, userId), isNull(users.deletedAt)))
    .groupBy(users.id);
  return {
    donations: own.map((d) => ({ ...d, paid: d.paid })),
    eventSlots,
    // The day of joining in Moscow time, the day a donation's date is written in.
    needJoins: joins.map((j) => ({ needId: j.needId, joinedOn: new Date(j.at.getTime() + 3 * 3600_000).toISOString().slice(0, 10) })),
    monthlyPayments: monthly.map((p) => p.at),
    referralFirstDonations: referred.map((r) => r.first).filter((d): d is string => d !== null),
  };
}

export async function computeFor(db: Tx, userId: number, now: Date, withProgress = true): Promise<Computed[]> {
  return computeAchievements(await loadFacts(db, userId), now, latestRussianToday(now), withProgress);
}

/** Stores every newly reached stage; a lower or equal computed stage changes nothing. */
export async function recomputeAchievements(tx: Tx, userId: number, now: Date): Promise<void> {
  const computed = await computeFor(tx, userId, now, false);
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
