// /api/donation_plan/: a date inside the engine's interval is refused with the engine's own
// sentence; the two reminders are queued at 10:00 the day before and 08:00 on the day (Moscow),
// reach the donor only when due (movable clock, real worker), move with PATCH and go with DELETE.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DonorPlan } from '@donor/shared/contract/cabinet';
import { checkDonationDate } from '@donor/shared/eligibility/engine';
import { addDays } from '@donor/shared/eligibility/dates';
import { describeReason } from '@donor/shared/eligibility/reasons';
import { formatDate } from '@donor/shared/i18n';
import * as MSG from '@donor/shared/messages';
import { loginAs, makeDonorTestApi, type TestApi } from '../../test-support.ts';
import { bloodStations, outbox } from '../../schema.ts';
import { OutboxWorker } from '../outbox/worker.ts';
import type { OutgoingMessage } from '../outbox/adapter.ts';
import { moscowToday } from './checks.ts';

let t: TestApi;
let fresh: string;
let manager: string;
let demo: string;
const realNow = new Date();
/** Other rows fall due as the clock jumps (the seeded plan's reminders): their log lines are not this test's. */
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
beforeAll(async () => {
  ({ t, demo, fresh } = await makeDonorTestApi());
  manager = await loginAs(t, 'manager');
});
afterAll(() => t.handle.close());
afterEach(() => {
  t.clock.now = new Date(realNow);
});

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
const plan = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/donation_plan/', { token, body });
const remindersOf = (planId: number) =>
  t.handle.db.select().from(outbox).where(and(eq(outbox.ref, `plan:${planId}`), eq(outbox.status, 'pending'))).orderBy(outbox.nextAttemptAt);

describe('the plan date', () => {
  it('inside the interval after a donation → 400 with the engine’s reason; past or unknown station → 400', async () => {
    const today = moscowToday(t.clock.now);
    const given = addDays(today, -10);
    expect((await t.call('POST', '/api/donations/', { token: fresh, body: { donate_at: given, blood_class: 'blood', blood_station_id: 1 } })).status).toBe(201);
    const wanted = addDays(today, 5);
    const expected = checkDonationDate({ sex: null, donations: [{ date: given, components: ['blood'] }], deferrals: [] }, 'blood', wanted, { today });
    expect(expected.ok).toBe(false);
    const res = await plan(fresh, { blood_class: 'blood', blood_station_id: 1, plan_date: wanted });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ plan_date: [describeReason(expected.reasons[0]!)] });

    // The first allowed day is accepted.
    const ok = await plan(fresh, { blood_class: 'blood', blood_station_id: 1, plan_date: expected.earliest });
    expect(ok.status).toBe(201);

    expect(await json(await plan(fresh, { blood_class: 'blood', blood_station_id: 1, plan_date: addDays(today, -1) }))).toEqual({ plan_date: [MSG.datePast] });
    expect(await json(await plan(fresh, { blood_class: 'blood', blood_station_id: 999999, plan_date: addDays(today, 90) }))).toEqual({ blood_station_id: [MSG.stationNotFound] });
    expect(await json(await plan(fresh, { blood_class: 'x', plan_date: 'завтра' }))).toEqual({
      blood_class: [MSG.choice], blood_station_id: [MSG.required], plan_date: [MSG.date],
    });
  });
});

describe('reminders', () => {
  it('queued for 10:00 the day before and 08:00 on the day (Moscow), in Russian with station, address and date', async () => {
    const day = addDays(moscowToday(t.clock.now), 12);
    const res = await plan(manager, { blood_class: 'plasma', blood_station_id: 2, plan_date: day });
    expect(res.status).toBe(201);
    const p = DonorPlan.parse(await res.json());
    expect(DonorPlan.parse(await json(await t.call('GET', '/api/donation_plan/latest/', { token: manager })))).toEqual(p);
    const rows = await remindersOf(p.id);
    expect(rows.map((r) => r.nextAttemptAt.toISOString())).toEqual([`${addDays(day, -1)}T07:00:00.000Z`, `${day}T05:00:00.000Z`]);
    const [station] = await t.handle.db.select().from(bloodStations).where(eq(bloodStations.id, 2));
    for (const r of rows) {
      expect(r).toMatchObject({ channel: 'email', target: 'manager@example.com' });
      expect(r.body).toContain(station!.title);
      expect(r.body).toContain(station!.address);
      expect(r.body).toContain(formatDate(day));
      expect(r.body).toContain('плазму');
    }
    expect(rows[0]!.subject).toMatch(/^Завтра донация/);
    expect(rows[1]!.subject).toMatch(/^Сегодня донация/);
    await t.call('DELETE', `/api/donation_plan/${p.id}/`, { token: manager });
  });

  it('delivered only when due: nothing now, the first the day before at 10:00, the second on the day', async () => {
    const day = addDays(moscowToday(t.clock.now), 9);
    const p = DonorPlan.parse(await json(await plan(manager, { blood_class: 'plasma', blood_station_id: 1, plan_date: addDays(day, 0) })));
    const sent: OutgoingMessage[] = [];
    const worker = new OutboxWorker({ db: t.handle.db, adapters: { email: { send: async (m) => void sent.push(m) } }, now: () => t.clock.now, log: quiet });
    const mine = () => sent.filter((m) => m.body.includes(formatDate(day)) && m.target === 'manager@example.com');
    await worker.runOnce();
    expect(mine()).toHaveLength(0);
    t.clock.now = new Date(`${addDays(day, -1)}T06:59:00Z`);
    await worker.runOnce();
    expect(mine()).toHaveLength(0);
    t.clock.now = new Date(`${addDays(day, -1)}T07:00:30Z`);
    await worker.runOnce();
    expect(mine().map((m) => m.subject)).toEqual([`Завтра донация: ${formatDate(day)}`]);
    t.clock.now = new Date(`${day}T05:01:00Z`);
    await worker.runOnce();
    expect(mine().map((m) => m.subject)).toEqual([`Завтра донация: ${formatDate(day)}`, `Сегодня донация: ${formatDate(day)}`]);
    await worker.stop();
    expect(await remindersOf(p.id)).toHaveLength(0);
    t.clock.now = new Date(realNow);
    await t.call('DELETE', `/api/donation_plan/${p.id}/`, { token: manager });
  });

  it('PATCH replaces them, DELETE removes them; a reminder whose time has passed is not queued', async () => {
    const today = moscowToday(t.clock.now);
    const p = DonorPlan.parse(await json(await plan(manager, { blood_class: 'platelets', blood_station_id: 1, plan_date: addDays(today, 20) })));
    const moved = addDays(today, 25);
    const patched = await t.call('PATCH', `/api/donation_plan/${p.id}/`, { token: manager, body: { plan_date: moved } });
    expect(DonorPlan.parse(await patched.json()).plan_date).toBe(moved);
    expect((await remindersOf(p.id)).map((r) => r.nextAttemptAt.toISOString())).toEqual([`${addDays(moved, -1)}T07:00:00.000Z`, `${moved}T05:00:00.000Z`]);

    // Another donor's plan does not exist for them.
    expect((await t.call('PATCH', `/api/donation_plan/${p.id}/`, { token: demo, body: { plan_date: moved } })).status).toBe(404);
    expect((await t.call('DELETE', `/api/donation_plan/${p.id}/`, { token: demo })).status).toBe(404);
    expect(await remindersOf(p.id)).toHaveLength(2);

    expect((await t.call('DELETE', `/api/donation_plan/${p.id}/`, { token: manager })).status).toBe(204);
    expect(await remindersOf(p.id)).toHaveLength(0);
    expect((await t.call('PATCH', `/api/donation_plan/${p.id}/`, { token: manager, body: { plan_date: moved } })).status).toBe(404);

    // 09:00 in Moscow: a plan for today gets no reminder at all, one for tomorrow gets both.
    t.clock.now = new Date(`${today}T06:00:00Z`);
    const todays = DonorPlan.parse(await json(await plan(manager, { blood_class: 'platelets', blood_station_id: 1, plan_date: today })));
    expect(await remindersOf(todays.id)).toHaveLength(0);
    await t.call('DELETE', `/api/donation_plan/${todays.id}/`, { token: manager });
    const tomorrows = DonorPlan.parse(await json(await plan(manager, { blood_class: 'platelets', blood_station_id: 1, plan_date: addDays(today, 1) })));
    expect(await remindersOf(tomorrows.id)).toHaveLength(2);
    t.clock.now = new Date(`${today}T08:00:00Z`); // 11:00: the day-before reminder is gone by now
    await t.call('PATCH', `/api/donation_plan/${tomorrows.id}/`, { token: manager, body: { blood_station_id: 2 } });
    expect((await remindersOf(tomorrows.id)).map((r) => r.subject)).toEqual([`Сегодня донация: ${formatDate(addDays(today, 1))}`]);
    await t.call('DELETE', `/api/donation_plan/${tomorrows.id}/`, { token: manager });
  });

  it('only through the channels the donor keeps on: e-mail off → SMS to the phone', async () => {
    const seeded = DonorPlan.parse(await json(await t.call('GET', '/api/donation_plan/latest/', { token: demo })));
    await t.call('PATCH', `/api/donation_plan/${seeded.id}/`, { token: demo, body: { blood_station_id: 3 } });
    expect((await remindersOf(seeded.id)).map((r) => [r.channel, r.target])).toEqual([['email', 'demo@example.com'], ['email', 'demo@example.com']]);
    expect((await t.call('POST', '/api/notifications/toggle/', { token: demo, body: { channel: 'email' } })).status).toBe(200);
    await t.call('PATCH', `/api/donation_plan/${seeded.id}/`, { token: demo, body: { blood_station_id: 2 } });
    const rows = await remindersOf(seeded.id);
    expect(rows.map((r) => [r.channel, r.target])).toEqual([['sms', '+79990000001'], ['sms', '+79990000001']]);
    expect(rows[0]!.body).toMatch(/^Донор Рядом: завтра, /);
    await t.call('POST', '/api/notifications/toggle/', { token: demo, body: { channel: 'sms' } });
    await t.call('PATCH', `/api/donation_plan/${seeded.id}/`, { token: demo, body: { blood_station_id: 1 } });
    expect(await remindersOf(seeded.id)).toHaveLength(0);
  });

  it('latest/ needs a login and is null without a plan ahead', async () => {
    expect((await t.call('GET', '/api/donation_plan/latest/')).status).toBe(401);
    expect(await json(await t.call('GET', '/api/donation_plan/latest/', { token: manager }))).toBeNull();
  });
});
