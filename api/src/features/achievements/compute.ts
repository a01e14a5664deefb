// Achievements from the database, from scratch: load a donor's facts and compute (rules.ts). The
// one definition of a donor's stages, progress and «засчитаем после подтверждения»;
// achievements-store.ts runs it in the transaction of every write that changes its inputs and
// stores the answer, which the reads take (docs/recognition.md «Достижения и бонусы: посчитано
// при записи»). Counted donations: the confirmed ones (REWARD_STATUSES of
// shared/src/contract/donation-trust.ts, docs/recognition.md «Что засчитывается»): an achievement
// unlocks partner bonuses and gifts and shows in the public feed, so a donation typed into a new
// account reaches no stage until a station or a moderator accepts it — and that acceptance must
// call recomputeAfterDonation in its transaction. `pendingStages` tells which stages the donations
// waiting for confirmation would reach («засчитаем после подтверждения»).
import { and, asc, eq, inArray, isNull, min, sql } from 'drizzle-orm';
import { PENDING_STATUSES, RECORD_STATUSES, REWARD_STATUSES } from '@donor/shared/contract/donation-trust';
import type { DonationStatus } from '@donor/shared/contract/cabinet';
import { donations, events, eventTimeSlots, joinedUsers, payments, users } from '../../schema.ts';
import { needJoinedUsers } from '../helpme/schema.ts';
import type { Tx } from '../../db.ts';
import { latestRussianToday } from '../cabinet/checks.ts';
import { computeAchievements, type AchievementFacts, type Computed } from './rules.ts';

/** A donor's facts, counting donations of these statuses (theirs and their referrals'). */
export async function loadFacts(db: Tx, userId: number, counted: readonly DonationStatus[] = REWARD_STATUSES): Promise<AchievementFacts> {
  const own = await db
    .select({ id: donations.id, date: donations.donateAt, bloodClass: donations.bloodClass, stationId: donations.bloodStationId, paid: donations.isPaid })
    .from(donations)
    .where(and(eq(donations.userId, userId), inArray(donations.status, [...counted])))
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
    .innerJoin(donations, and(eq(donations.userId, users.id), inArray(donations.status, [...counted])))
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

/**
 * The stage of each type the donor's donations waiting for confirmation would add to the
 * confirmed ones (types they would not raise are absent). Asks nothing more when the donor and
 * their referrals have no pending donation.
 */
export async function pendingStages(db: Tx, userId: number, now: Date): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const [any] = await db
    .select({ one: sql`1` })
    .from(donations)
    .innerJoin(users, eq(users.id, donations.userId))
    .where(and(inArray(donations.status, [...PENDING_STATUSES]), sql`(${users.id} = ${userId} or ${users.referredBy} = ${userId})`))
    .limit(1);
  if (!any) return out;
  const today = latestRussianToday(now);
  const confirmed = computeAchievements(await loadFacts(db, userId), now, today, false);
  const withPending = computeAchievements(await loadFacts(db, userId, RECORD_STATUSES), now, today, false);
  for (const c of withPending) {
    const before = confirmed.find((x) => x.type === c.type)?.stage ?? 0;
    if (c.stage > before) out.set(c.type, c.stage);
  }
  return out;
}
