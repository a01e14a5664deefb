// Rewards follow trust (docs/recognition.md «Что засчитывается»; the rule:
// shared/src/contract/donation-trust.ts): a brand-new account that types one past donation gets
// no achievement, bonus or gift for it — each says «засчитаем после подтверждения» — and gets
// them once a moderator accepts it; a rejected donation counts nowhere; the donor's own record
// (/me, advice) counts the pending one at once; rankings and referrals wait for confirmation.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyAchievements } from '@donor/shared/contract/achievements';
import { AdviceList, Bonus, BonusList, GiftsStatus } from '@donor/shared/contract/recognition';
import { User } from '@donor/shared/contract/common';
import * as RMSG from '@donor/shared/recognition-messages';
import { donations, users } from '../../schema.ts';
import { makeTestApi, type TestApi } from '../../test-support.ts';
import { signUp, type SignedUp } from '../account/account-fixtures.ts';
import { STAFF_ACCOUNTS } from '../staff/seed.ts';
import { takeAnswer } from './bonus-rules.ts';
import { reachedOnConfirmation, requestRefusal } from './gift-states.ts';
import { acceptDonation, rejectDonation } from './test-donors.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(async () => t?.handle.close());

const day = (offsetDays: number) => new Date(t.clock.now.getTime() + offsetDays * 86400_000).toISOString().slice(0, 10);
const get = async (path: string, token: string) => {
  const res = await t.call('GET', path, { token });
  expect(res.status, path).toBe(200);
  return res.json() as Promise<unknown>;
};
const submit = async (me: SignedUp, daysAgo: number) => {
  const res = await t.call('POST', '/api/donations/', { token: me.token, body: { donate_at: day(-daysAgo), blood_class: 'blood', blood_station_id: 1 } });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
};
const firstDonation = async (me: SignedUp) => MyAchievements.parse(await get(`/api/auth/${me.id}/achievements/`, me.token)).results.find((a) => a.type === 'first_donation')!;
const coffee = async (me: SignedUp) =>
  BonusList.parse(await get('/api/bonuses/?page_size=100', me.token)).results.find((b) => b.title === 'Капучино в подарок')!;
const badge = async (me: SignedUp) => {
  const status = GiftsStatus.parse(await get('/api/profile/gifts-status/', me.token));
  return { status, stage: status.stages.find((s) => s.donations_needed === 1)! };
};
const takeBonus = (me: SignedUp, id: number) => t.call('POST', '/api/bonuses/get_bonus/', { token: me.token, body: { bonus_id: id } });
const requestGift = (me: SignedUp, id: number) => t.call('POST', '/api/profile/request-gifts/', { token: me.token, body: { souvenir_id: id, delivery: 'station', blood_station_id: 1 } });

describe('the rule, pure', () => {
  const facts = (count: number, latest: string | null, pendingCount: number, pendingLatest: string | null) =>
    ({ count, latest, withPending: { count: pendingCount, latest: pendingLatest } });
  const recent = { condition: { kind: 'donation_within_days' as const, days: 60 }, validUntil: '2099-01-01', codesLeft: 5, taken: false };

  it('a bonus condition met only with pending donations: «засчитаем после подтверждения»', () => {
    expect(takeAnswer(recent, facts(0, null, 1, '2026-03-01'), '2026-03-10')).toEqual({ reason: RMSG.bonusAwaitingConfirmation, pending: true });
    expect(takeAnswer(recent, facts(1, '2026-03-01', 1, '2026-03-01'), '2026-03-10')).toEqual({ reason: null, pending: false });
    // Pending or not, an old donation does not meet «the last 60 days»: the condition's own reason.
    expect(takeAnswer(recent, facts(0, null, 1, '2025-01-01'), '2026-03-10')).toEqual({ reason: RMSG.bonusNeedsRecentDonation(60), pending: false });
    // The caller's and the bonus's own state come first.
    expect(takeAnswer({ ...recent, codesLeft: 0 }, facts(0, null, 1, '2026-03-01'), '2026-03-10')).toEqual({ reason: RMSG.bonusNoCodes, pending: false });
    const count = { ...recent, condition: { kind: 'donations_count' as const, count: 3 } };
    expect(takeAnswer(count, facts(2, '2026-03-01', 3, '2026-03-05'), '2026-03-10').pending).toBe(true);
    expect(takeAnswer(count, facts(1, '2026-03-01', 2, '2026-03-05'), '2026-03-10')).toEqual({ reason: RMSG.bonusNeedsDonations(3), pending: false });
  });

  it('a gift reached only with pending donations stays locked and says why', () => {
    expect(reachedOnConfirmation(facts(0, null, 1, '2026-03-01'), 1)).toBe(true);
    expect(reachedOnConfirmation(facts(1, '2026-03-01', 1, '2026-03-01'), 1)).toBe(false);
    expect(reachedOnConfirmation(facts(1, '2026-03-01', 2, '2026-03-05'), 3)).toBe(false);
    expect(requestRefusal('locked', 1, true, true)).toBe(RMSG.giftAwaitingConfirmation);
    expect(requestRefusal('locked', 1, true)).toBe(RMSG.giftNotReached(1));
  });
});

describe('a brand-new account types one past donation', () => {
  let me: SignedUp;
  let donationId = 0;

  beforeAll(async () => {
    me = await signUp(t, 'trust-new@example.com', { firstName: 'Нина', lastName: 'Лебедева' });
    donationId = await submit(me, 10);
  });

  it('its own record counts it at once: /me and advice', async () => {
    expect(User.parse(await get('/api/auth/me/', me.token)).donation_agg.count).toBe(1);
    expect(AdviceList.parse(await get('/api/advices/', me.token)).can_submit_form).toBe(true);
  });

  it('no «Первая донация · Получено»: the achievement waits, flagged pending', async () => {
    expect(await firstDonation(me)).toMatchObject({ stage_reached: 0, stage_title: null, pending: true });
  });

  it('cannot take a bonus that needs a donation: 400 «засчитаем после подтверждения»', async () => {
    const b = await coffee(me);
    expect(b).toMatchObject({ can_take: false, cannot_take_reason: RMSG.bonusAwaitingConfirmation, pending: true });
    const res = await takeBonus(me, b.id);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ non_field_errors: [RMSG.bonusAwaitingConfirmation] });
  });

  it('cannot request a gift: the stage is locked, flagged pending; the request is refused', async () => {
    const { status, stage } = await badge(me);
    expect(status).toMatchObject({ donations_count: 0, pending_count: 1 });
    expect(stage).toMatchObject({ state: 'locked', pending: true });
    const res = await requestGift(me, stage.souvenir.id);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ non_field_errors: [RMSG.giftAwaitingConfirmation] });
  });

  it('once a moderator accepts it (POST /api/staff/donations/{id}/verdict/), all three follow', async () => {
    const moderator = await t.login(STAFF_ACCOUNTS.moderator.email, STAFF_ACCOUNTS.moderator.password);
    const verdict = await t.call('POST', `/api/staff/donations/${donationId}/verdict/`, { token: moderator, body: { verdict: 'accept' } });
    expect(verdict.status, await verdict.clone().text()).toBe(200);
    expect(await firstDonation(me)).toMatchObject({ stage_reached: 1, stage_title: 'Первая донация', pending: false });
    const b = await coffee(me);
    expect(b).toMatchObject({ can_take: true, pending: false });
    expect((await takeBonus(me, b.id)).status).toBe(200);
    const { status, stage } = await badge(me);
    expect(status).toMatchObject({ donations_count: 1, pending_count: 0 });
    expect(stage).toMatchObject({ state: 'available', pending: false });
    expect((await requestGift(me, stage.souvenir.id)).status).toBe(200);
  });
});

describe('a rejected donation counts nowhere', () => {
  it('no reward, no pending flag, not in /me, no advice', async () => {
    const me = await signUp(t, 'trust-rejected@example.com');
    const id = await submit(me, 5);
    await rejectDonation(t, id, 'unreadable');
    expect(await firstDonation(me)).toMatchObject({ stage_reached: 0, pending: false });
    expect(Bonus.parse(await coffee(me))).toMatchObject({ can_take: false, pending: false, cannot_take_reason: RMSG.bonusNeedsRecentDonation(60) });
    const { status, stage } = await badge(me);
    expect(status).toMatchObject({ donations_count: 0, pending_count: 0 });
    expect(stage).toMatchObject({ state: 'locked', pending: false });
    expect(User.parse(await get('/api/auth/me/', me.token)).donation_agg.count).toBe(0);
    expect(AdviceList.parse(await get('/api/advices/', me.token)).can_submit_form).toBe(false);
  });
});

describe('what compares donors waits for confirmation', () => {
  it("a referred friend's pending donation: not «has donated», no referral stage (pending), until accepted", async () => {
    const ref = await signUp(t, 'trust-referrer@example.com');
    const [row] = await t.handle.db.select({ code: users.referralCode }).from(users).where(eq(users.id, ref.id));
    const friend = await signUp(t, 'trust-friend@example.com', { firstName: 'Лев', referral: row!.code });
    const id = await submit(friend, 3);
    const referred = async () => ((await get(`/api/auth/${ref.id}/referrals/`, ref.token)) as { results: { has_donated: boolean }[] }).results[0]!.has_donated;
    const stage = async () => MyAchievements.parse(await get(`/api/auth/${ref.id}/achievements/`, ref.token)).results.find((a) => a.type === 'referral_donated')!;
    expect(await referred()).toBe(false);
    expect(await stage()).toMatchObject({ stage_reached: 0, pending: true });
    await acceptDonation(t, id);
    expect(await referred()).toBe(true);
    expect(await stage()).toMatchObject({ stage_reached: 1, pending: false });
  });

  it("a station's top counts confirmed donations only", async () => {
    const top = async () => ((await (await t.call('GET', '/api/blood_stations/1/top/?page_size=100')).json()) as { results: { name: string }[] }).results.map((r) => r.name);
    const me = await signUp(t, 'trust-top@example.com', { firstName: 'Зоя', lastName: 'Топова' });
    const id = await submit(me, 2);
    expect(await top()).not.toContain('Зоя Т.');
    await acceptDonation(t, id);
    expect(await top()).toContain('Зоя Т.');
  });
});
