// What the shared eligibility engine (shared/src/eligibility/) is told about a donor: sex, birth
// date, donations (the donor's own record, pending ones included: a donation waiting for
// confirmation still happened and still sets the interval to the next one — RECORD_STATUSES of
// shared/src/contract/donation-trust.ts, the same ones /me counts), recorded deferrals and,
// for a plan check, the donor's other planned donations (a date after today constrains too).
import { and, asc, eq, gte, inArray, ne } from 'drizzle-orm';
import { RECORD_STATUSES } from '@donor/shared/contract/donation-trust';
import type { Component, Deferral, DeferralKind, DonorFacts, PastDonation } from '@donor/shared/eligibility/types';
import { deferrals, donations, donorPlans, users } from '../../schema.ts';
import type { Tx } from '../../db.ts';

type UserFacts = Pick<typeof users.$inferSelect, 'id' | 'gender' | 'birthDate'>;

export async function donorFacts(db: Tx, user: UserFacts, plans?: { from: string; exceptPlanId?: number }): Promise<DonorFacts> {
  const rows = await db
    .select({ date: donations.donateAt, component: donations.bloodClass, volumeMl: donations.volumeMl, paid: donations.isPaid })
    .from(donations)
    .where(and(eq(donations.userId, user.id), inArray(donations.status, [...RECORD_STATUSES])))
    .orderBy(asc(donations.donateAt), asc(donations.id));
  const past: PastDonation[] = rows.map((r) => ({ date: r.date, components: [r.component as Component], volumeMl: r.volumeMl, paid: r.paid }));
  if (plans) {
    const planned = await db
      .select({ date: donorPlans.planDate, component: donorPlans.bloodClass })
      .from(donorPlans)
      .where(and(eq(donorPlans.userId, user.id), gte(donorPlans.planDate, plans.from), plans.exceptPlanId ? ne(donorPlans.id, plans.exceptPlanId) : undefined));
    past.push(...planned.map((p) => ({ date: p.date, components: [p.component] })));
  }
  const defs = await db
    .select({ kind: deferrals.kind, from: deferrals.fromDate, until: deferrals.untilDate })
    .from(deferrals)
    .where(eq(deferrals.userId, user.id))
    .orderBy(asc(deferrals.fromDate), asc(deferrals.id));
  const deferralList: Deferral[] = defs.map((d) => ({ kind: d.kind as DeferralKind, from: d.from, ...(d.until ? { until: d.until } : {}) }));
  return { sex: user.gender ?? null, birthDate: user.birthDate, donations: past, deferrals: deferralList };
}

/**
 * donorFacts of many donors at once (donations and deferrals, no plans), in two queries: the batch
 * refresh of the precomputed next dates (features/comeback/next-dates.ts). Same rows, same order.
 */
export async function donorFactsOf(db: Tx, list: readonly UserFacts[]): Promise<Map<number, DonorFacts>> {
  const out = new Map<number, DonorFacts>(list.map((u) => [u.id, { sex: u.gender ?? null, birthDate: u.birthDate, donations: [], deferrals: [] }]));
  const ids = [...out.keys()];
  if (ids.length === 0) return out;
  const rows = await db
    .select({ userId: donations.userId, date: donations.donateAt, component: donations.bloodClass, volumeMl: donations.volumeMl, paid: donations.isPaid })
    .from(donations)
    .where(and(inArray(donations.userId, ids), inArray(donations.status, [...RECORD_STATUSES])))
    .orderBy(asc(donations.userId), asc(donations.donateAt), asc(donations.id));
  for (const r of rows) out.get(r.userId)!.donations.push({ date: r.date, components: [r.component as Component], volumeMl: r.volumeMl, paid: r.paid });
  const defs = await db
    .select({ userId: deferrals.userId, kind: deferrals.kind, from: deferrals.fromDate, until: deferrals.untilDate })
    .from(deferrals)
    .where(inArray(deferrals.userId, ids))
    .orderBy(asc(deferrals.userId), asc(deferrals.fromDate), asc(deferrals.id));
  for (const d of defs) out.get(d.userId)!.deferrals.push({ kind: d.kind as DeferralKind, from: d.from, ...(d.until ? { until: d.until } : {}) });
  return out;
}
