// spec §7 "Donor plan" (/profile/planning, «Напомнить о донации»): GET latest/, POST, PATCH {id}/,
// DELETE {id}/. A planned date must be today or later and allowed by the shared eligibility engine
// (the same computation the cabinet shows); writing a plan queues its reminders
// (plan-reminders.ts), deleting it takes them back. Another donor's plan → 404.
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Hono } from 'hono';
import { createPlan, deletePlan, getLatestPlan, updatePlan } from '@donor/shared/endpoints/cabinet';
import { DonorPlanBody, DonorPlanUpdateBody, type BloodClass, type DonorPlan } from '@donor/shared/contract/cabinet';
import { checkDonationDate } from '@donor/shared/eligibility/engine';
import { describeReason } from '@donor/shared/eligibility/reasons';
import * as MSG from '@donor/shared/messages';
import { bloodStations, donorPlans, users } from '../../schema.ts';
import type { Tx } from '../../db.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { pathId } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { requireUser } from '../../lib/tokens.ts';
import { moscowToday, stationOrError, type StationBrief } from './checks.ts';
import { donorFacts } from './facts.ts';
import { cancelReminders, scheduleReminders } from './plan-reminders.ts';

type PlanRow = typeof donorPlans.$inferSelect;
type UserRow = typeof users.$inferSelect;

const serialize = (p: PlanRow, s: StationBrief): DonorPlan => ({
  id: p.id,
  blood_class: p.bloodClass,
  blood_station: { id: s.id, title: s.title, address: s.address },
  plan_date: p.planDate,
  created_at: p.createdAt.toISOString(),
});

async function ownPlanOr404(db: Tx, userId: number, id: number): Promise<PlanRow> {
  const [row] = await db.select().from(donorPlans).where(and(eq(donorPlans.id, id), eq(donorPlans.userId, userId))).limit(1);
  if (!row) throw notFound();
  return row;
}

/** today ≤ date, and the engine allows the component on it (400 with the engine's first reason). */
async function assertPlannable(db: Tx, user: UserRow, now: Date, component: BloodClass, date: string, exceptPlanId?: number): Promise<void> {
  const today = moscowToday(now);
  if (date < today) throw fieldError('plan_date', MSG.datePast);
  const facts = await donorFacts(db, user, { from: today, exceptPlanId });
  const check = checkDonationDate(facts, component, date, { today });
  if (!check.ok && check.reasons[0]) throw fieldError('plan_date', describeReason(check.reasons[0]));
}

export function registerDonationPlanRoutes(app: Hono<ApiEnv>): void {
  route(app, getLatestPlan, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    // The most recently written plan that is still ahead (today included, Moscow calendar).
    const [row] = await deps.db
      .select({ plan: donorPlans, station: { id: bloodStations.id, title: bloodStations.title, address: bloodStations.address } })
      .from(donorPlans)
      .innerJoin(bloodStations, eq(bloodStations.id, donorPlans.bloodStationId))
      .where(and(eq(donorPlans.userId, user.id), gte(donorPlans.planDate, moscowToday(deps.now()))))
      .orderBy(desc(donorPlans.createdAt), desc(donorPlans.id))
      .limit(1);
    c.header('Cache-Control', 'no-store');
    return io.ok(row ? serialize(row.plan, row.station) : null);
  });

  route(app, createPlan, DonorPlanBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const body = await io.body();
    const now = deps.now();
    const station = await stationOrError(deps.db, body.blood_station_id);
    const out = await deps.db.transaction(async (tx) => {
      await assertPlannable(tx, user, now, body.blood_class, body.plan_date);
      const [plan] = await tx
        .insert(donorPlans)
        .values({ userId: user.id, bloodClass: body.blood_class, bloodStationId: station.id, planDate: body.plan_date, createdAt: now })
        .returning();
      await scheduleReminders(tx, now, plan!, station, user);
      return plan!;
    });
    return io.ok(serialize(out, station), 201);
  });

  route(app, updatePlan, DonorPlanUpdateBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const current = await ownPlanOr404(deps.db, user.id, pathId(c));
    const body = await io.body();
    const now = deps.now();
    const next = {
      bloodClass: body.blood_class ?? current.bloodClass,
      bloodStationId: body.blood_station_id ?? current.bloodStationId,
      planDate: body.plan_date ?? current.planDate,
    };
    const station = await stationOrError(deps.db, next.bloodStationId);
    const out = await deps.db.transaction(async (tx) => {
      await assertPlannable(tx, user, now, next.bloodClass, next.planDate, current.id);
      const [plan] = await tx.update(donorPlans).set(next).where(eq(donorPlans.id, current.id)).returning();
      await scheduleReminders(tx, now, plan!, station, user);
      return plan!;
    });
    return io.ok(serialize(out, station));
  });

  route(app, deletePlan, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const current = await ownPlanOr404(deps.db, user.id, pathId(c));
    await deps.db.transaction(async (tx) => {
      await cancelReminders(tx, current.id);
      await tx.delete(donorPlans).where(eq(donorPlans.id, current.id));
    });
    return io.empty();
  });
}
