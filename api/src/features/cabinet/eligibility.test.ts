// Deferrals the donor records and GET /api/profile/eligibility/ (the shared engine on the donor's
// facts), and the monthly amount of a subscription.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DeferralItem, DeferralList, EligibilityResponse } from '@donor/shared/contract/cabinet';
import { nextPossibleDates } from '@donor/shared/eligibility/engine';
import { addDays } from '@donor/shared/eligibility/dates';
import * as MSG from '@donor/shared/messages';
import { makeDonorTestApi, type TestApi } from '../../test-support.ts';
import { payments, subscriptions } from '../payments/schema.ts';
import { chargeDueSandbox } from '../payments/service.ts';
import { paymentSetupFromEnv } from '../payments/setup.ts';
import { moscowToday } from './checks.ts';

let t: TestApi;
let demo: string;
let fresh: string;
beforeAll(async () => {
  ({ t, demo, fresh } = await makeDonorTestApi());
});
afterAll(() => t.handle.close());

const json = async (res: Response) => (await res.json()) as unknown;

describe('deferrals', () => {
  it('add, list, delete: mine only; kinds are the engine’s', async () => {
    const today = moscowToday(t.clock.now);
    expect(await json(await t.call('POST', '/api/deferrals/', { token: fresh, body: { kind: 'sunburn', from: today } }))).toEqual({ kind: [MSG.choice] });
    expect(await json(await t.call('POST', '/api/deferrals/', { token: fresh, body: { kind: 'tattoo', from: addDays(today, 5) } }))).toEqual({ from: [MSG.dateFuture] });
    expect(await json(await t.call('POST', '/api/deferrals/', { token: fresh, body: { kind: 'tattoo', from: today, until: addDays(today, -1) } }))).toEqual({ until: [MSG.dateOrder] });
    const res = await t.call('POST', '/api/deferrals/', { token: fresh, body: { kind: 'tattoo', from: addDays(today, -3), note: 'Татуировка на плече' } });
    expect(res.status).toBe(201);
    const d = DeferralItem.parse(await res.json());
    expect(d).toMatchObject({ kind: 'tattoo', from: addDays(today, -3), until: null, note: 'Татуировка на плече' });
    const list = DeferralList.parse(await json(await t.call('GET', '/api/deferrals/', { token: fresh })));
    expect(list.results.map((x) => x.id)).toContain(d.id);
    expect(DeferralList.parse(await json(await t.call('GET', '/api/deferrals/', { token: demo }))).results.map((x) => x.id)).not.toContain(d.id);
    expect((await t.call('DELETE', `/api/deferrals/${d.id}/`, { token: demo })).status).toBe(404);

    // The deferral moves the next possible date; deleting it brings the date back.
    const next = EligibilityResponse.parse(await json(await t.call('GET', '/api/profile/eligibility/', { token: fresh })));
    expect((next.next as Record<string, { date: string }>).blood!.date > today).toBe(true);
    expect((await t.call('DELETE', `/api/deferrals/${d.id}/`, { token: fresh })).status).toBe(204);
    const after = EligibilityResponse.parse(await json(await t.call('GET', '/api/profile/eligibility/', { token: fresh })));
    expect((after.next as Record<string, { date: string }>).blood!.date).toBe(today);
  });
});

describe('GET /api/profile/eligibility/', () => {
  it('the demo donor’s facts and the engine’s answers on them', async () => {
    expect((await t.call('GET', '/api/profile/eligibility/')).status).toBe(401);
    const res = EligibilityResponse.parse(await json(await t.call('GET', '/api/profile/eligibility/', { token: demo })));
    const today = moscowToday(t.clock.now);
    expect(res.sex).toBe('female');
    expect(res.today).toBe(today);
    expect(res.donations.length).toBeGreaterThan(10);
    expect(res.deferrals.map((d) => d.kind)).toEqual(['illness']);
    const facts = { sex: res.sex, donations: res.donations, deferrals: res.deferrals as never };
    expect(res.next).toEqual(JSON.parse(JSON.stringify(nextPossibleDates({ ...facts, birthDate: '1990-04-12' }, today))));
    expect(Array.isArray(res.honorary)).toBe(true);
    expect((res.honorary as { id: string }[]).map((h) => h.id)).toContain('russia');
  });
});

describe('PATCH /api/profile/subscriptions/{id}/', () => {
  it('the owner changes the monthly amount (50..1 000 000 ₽); the sandbox charges the new amount next', async () => {
    const start = (await json(await t.call('POST', '/api/sandbox/process-payment/', {
      body: { payment_type: 'monthly', amount: 300, payment_method: 'card', email: 'demo@example.com', metadata: { email: 'demo@example.com', firstName: 'Анна', payment_display_status: 'visible', donater_status: 'not_anonym' } },
    }))) as { order_id: string };
    await t.call('POST', `/api/sandbox/checkout/${start.order_id}/succeed/`, { body: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const [sub] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.orderId, start.order_id));
    expect(sub).toMatchObject({ status: 'active', amount: 300 });

    expect((await t.call('PATCH', `/api/profile/subscriptions/${sub!.id}/`, { token: fresh, body: { amount: 500 } })).status).toBe(404);
    expect(await json(await t.call('PATCH', `/api/profile/subscriptions/${sub!.id}/`, { token: demo, body: { amount: 49 } }))).toEqual({ amount: [MSG.amountMin(50)] });
    expect(await json(await t.call('PATCH', `/api/profile/subscriptions/${sub!.id}/`, { token: demo, body: { amount: 1_000_001 } }))).toEqual({ amount: [MSG.amountMax(1_000_000)] });
    const ok = (await json(await t.call('PATCH', `/api/profile/subscriptions/${sub!.id}/`, { token: demo, body: { amount: 500 } }))) as { amount: number };
    expect(ok.amount).toBe(500);

    await t.handle.db.update(subscriptions).set({ nextChargeAt: new Date(t.clock.now.getTime() - 1000) }).where(eq(subscriptions.id, sub!.id));
    expect(await chargeDueSandbox(t.handle.db, t.clock.now, paymentSetupFromEnv({ NODE_ENV: 'test' }), 'http://localhost')).toBeGreaterThanOrEqual(1);
    const charged = await t.handle.db.select().from(payments).where(eq(payments.subscriptionId, sub!.id));
    expect(charged.map((p) => p.amount).sort()).toEqual([300, 500]);
  });
});
