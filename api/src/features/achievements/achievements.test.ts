// Achievements through real requests on PGlite (spec §7 achievements calls): stages appear on the
// writes that make them (a donation accepted by a moderator — docs/recognition.md «Что
// засчитывается» —, a referral's donation, an event or help-me join with a donation), the backfill
// gives the same rows, owner checks, pinning, and no user id in public answers (docs/SECURITY.md F21).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { AchievementCatalog, FeedPage, MyAchievements, PinnedAchievements } from '@donor/shared/contract/achievements';
import { events, eventTimeSlots, paymentOrders, userAchievements, users } from '../../schema.ts';
import { needs, needTimeSlots } from '../helpme/schema.ts';
import { makeTestApi, type TestApi } from '../../test-support.ts';
import { signUp } from '../account/account-fixtures.ts';
import { acceptDonation } from '../recognition/test-donors.ts';
import { backfillAchievements } from './achievements-store.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(async () => {
  await t?.handle.close();
});

const day = (offsetDays: number) => new Date(t.clock.now.getTime() + offsetDays * 86400_000).toISOString().slice(0, 10);
/** The donor adds a donation (pending until confirmed). */
const submitDonation = async (token: string, donate_at: string, blood_class = 'blood', blood_station_id = 1) => {
  const res = await t.call('POST', '/api/donations/', { token, body: { donate_at, blood_class, blood_station_id } });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
};
/** The donor adds a donation and a moderator accepts it: what reaches a stage. */
const addDonation = async (token: string, donate_at: string, blood_class = 'blood', blood_station_id = 1) => {
  const id = await submitDonation(token, donate_at, blood_class, blood_station_id);
  await acceptDonation(t, id);
  return id;
};
const mine = async (id: number, token: string, pinnedFirst = false) => {
  const res = await t.call('GET', `/api/auth/${id}/achievements/${pinnedFirst ? '?pinned_first=true' : ''}`, { token });
  expect(res.status).toBe(200);
  const list = MyAchievements.parse(await res.json()).results;
  return { list, by: Object.fromEntries(list.map((a) => [a.type, a])) };
};

describe('stages appear on write', () => {
  it('a new donor adds donations: first donation, then 3 whole blood; plasma; progress; catalogue holders grow', async () => {
    const before = AchievementCatalog.parse(await (await t.call('GET', '/api/achievements/?owner_type=user&first_stage_achievements=1')).json());
    const holders = (c: AchievementCatalog, type: string) => c.results.find((r) => r.type === type)!.holders_count;
    const me = await signUp(t, 'ach-new@example.com', { firstName: 'Вера', lastName: 'Соколова' });
    expect((await mine(me.id, me.token)).by.first_donation!.stage_reached).toBe(0);

    await addDonation(me.token, day(-300));
    let m = await mine(me.id, me.token);
    expect(m.by.first_donation).toMatchObject({ stage_reached: 1, stage_title: 'Первая донация', reached_at: `${day(-300)}T00:00:00.000Z`, progress: null });
    expect(m.by.whole_blood).toMatchObject({ stage_reached: 0, progress: { current: 1, next_threshold: 3 } });

    await addDonation(me.token, day(-200));
    await addDonation(me.token, day(-100));
    await addDonation(me.token, day(-30), 'plasma');
    m = await mine(me.id, me.token);
    expect(m.by.whole_blood).toMatchObject({ stage_reached: 1, stage_title: '3 донации цельной крови', reached_at: `${day(-100)}T00:00:00.000Z`, progress: { current: 3, next_threshold: 5 } });
    expect(m.by.first_plasma!.stage_reached).toBe(1);
    expect(m.by.honorary_moscow).toMatchObject({ stage_reached: 0, progress: { current: 4 } });

    const after = AchievementCatalog.parse(await (await t.call('GET', '/api/achievements/?owner_type=user&first_stage_achievements=1')).json());
    expect(holders(after, 'whole_blood')).toBe(holders(before, 'whole_blood') + 1);
    expect(holders(after, 'first_donation')).toBe(holders(before, 'first_donation') + 1);
  });

  it('a deleted donation does not take a reached stage back', async () => {
    // A stage stored before the donation left the record (here: as the former rule, which counted
    // pending donations, stored it); the donor may delete only a donation not yet accepted.
    const me = await signUp(t, 'ach-del@example.com');
    const id = await submitDonation(me.token, day(-50));
    await t.handle.db.insert(userAchievements).values({ userId: me.id, type: 'first_donation', stage: 1, reachedAt: new Date(`${day(-50)}T00:00:00Z`) });
    expect((await t.call('DELETE', `/api/donations/${id}/`, { token: me.token })).status).toBe(204);
    expect((await mine(me.id, me.token)).by.first_donation!.stage_reached).toBe(1);
  });

  it("a referred friend's donation raises the referrer's referral_donated", async () => {
    const ref = await signUp(t, 'ach-ref@example.com');
    const [row] = await t.handle.db.select({ code: users.referralCode }).from(users).where(eq(users.id, ref.id));
    const friend = await signUp(t, 'ach-friend@example.com', { referral: row!.code });
    expect((await mine(ref.id, ref.token)).by.referral_donated!.stage_reached).toBe(0);
    await addDonation(friend.token, day(-10));
    expect((await mine(ref.id, ref.token)).by.referral_donated).toMatchObject({ stage_reached: 1, reached_at: `${day(-10)}T00:00:00.000Z` });
  });

  it('joining a help-me request, then donating that day = helpme_answer', async () => {
    const me = await signUp(t, 'ach-helpme@example.com');
    // Noon in Moscow: the join checks the slot against the station's own day, and late in the UTC
    // evening that is already tomorrow there (the slot picked by the UTC date would read as past).
    const saved = t.clock.now;
    t.clock.now = new Date(`${day(0)}T09:00:00Z`);
    const today = day(0);
    const [slot] = await t.handle.db
      .select({ id: needTimeSlots.id, needId: needTimeSlots.addressNeedId })
      .from(needTimeSlots)
      .innerJoin(needs, eq(needs.id, needTimeSlots.addressNeedId))
      .where(and(gte(needTimeSlots.date, today), eq(needs.status, 'search_in_progress'), eq(needs.moderation, 'published'), gte(needs.lastDate, today)))
      .orderBy(asc(needTimeSlots.date))
      .limit(1);
    const join = await t.call('POST', '/api/address_needs_joined_users/', { token: me.token, body: { address_need_id: slot!.needId, timeslot_id: slot!.id } });
    expect(join.status, await join.clone().text()).toBe(201);
    expect((await mine(me.id, me.token)).by.helpme_answer!.stage_reached).toBe(0);
    await addDonation(me.token, today);
    expect((await mine(me.id, me.token)).by.helpme_answer!.stage_reached).toBe(1);
    t.clock.now = saved;
  });

  it('joining an event slot and donating at its station on that day = event_donation', async () => {
    const me = await signUp(t, 'ach-event@example.com');
    const [slot] = await t.handle.db
      .select({ id: eventTimeSlots.id, eventId: events.id, date: eventTimeSlots.date, stationId: events.bloodStationId })
      .from(eventTimeSlots)
      .innerJoin(events, eq(events.id, eventTimeSlots.eventId))
      .where(and(gt(eventTimeSlots.startsAt, t.clock.now), isNotNull(events.bloodStationId), sql`${eventTimeSlots.capacity} > 0`))
      .orderBy(asc(eventTimeSlots.startsAt))
      .limit(1);
    const join = await t.call('POST', '/api/joined_users/', { token: me.token, body: { event_id: slot!.eventId, timeslot_id: slot!.id } });
    expect(join.status, await join.clone().text()).toBe(201);
    const saved = t.clock.now;
    t.clock.now = new Date(`${slot!.date}T12:00:00Z`);
    try {
      await addDonation(me.token, slot!.date, 'blood', slot!.stationId!);
    } finally {
      t.clock.now = saved;
    }
    expect((await mine(me.id, me.token)).by.event_donation).toMatchObject({ stage_reached: 1, reached_at: `${slot!.date}T00:00:00.000Z` });
  });
});

describe('monthly donor through the payment flow', () => {
  it('three consecutive monthly charges of a signed-in donor = monthly_donor stage 1', async () => {
    // The 10th of next month: a month on is always the next calendar month (a 31st would skip February).
    const saved = t.clock.now;
    const base = new Date(Date.UTC(saved.getUTCFullYear(), saved.getUTCMonth() + 1, 10, 9));
    t.clock.now = base;
    const me = await signUp(t, 'ach-monthly@example.com', { firstName: 'Ира' });
    const start = await t.call('POST', '/api/sandbox/process-payment/', {
      token: me.token,
      body: { payment_type: 'monthly', amount: 300, payment_method: 'card', email: 'ach-monthly@example.com', metadata: { email: 'ach-monthly@example.com', firstName: 'Ира', lastName: '', payment_display_status: 'visible', donater_status: 'not_anonym', utm_campaign: 'widjet' } },
    });
    expect(start.status, await start.clone().text()).toBe(201);
    const { order_id } = (await start.json()) as { order_id: string };
    const done = await t.call('POST', `/api/sandbox/checkout/${order_id}/succeed/`, { body: 'embed=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(done.status).toBeLessThan(400);
    const [order] = await t.handle.db.select({ userId: paymentOrders.userId }).from(paymentOrders).where(eq(paymentOrders.id, order_id));
    expect(order!.userId).toBe(me.id);
    const stored = async () =>
      (await t.handle.db.select({ stage: userAchievements.stage }).from(userAchievements).where(and(eq(userAchievements.userId, me.id), eq(userAchievements.type, 'monthly_donor'))))[0]?.stage ?? 0;
    try {
      for (let month = 1; month <= 2; month++) {
        expect(await stored()).toBe(0);
        t.clock.now = new Date(base.getTime() + month * 31 * 86400_000);
        expect((await t.call('POST', '/api/sandbox/run-recurring/')).status).toBe(200);
      }
      expect(await stored()).toBe(1);
      t.clock.now = base; // the session would have expired a month on
      const m = await mine(me.id, me.token);
      expect(m.by.monthly_donor).toMatchObject({ stage_reached: 1, stage_title: '3 месяца подряд', progress: { current: 3, next_threshold: 6 } });
    } finally {
      t.clock.now = saved;
    }
  });
});

describe('backfill', () => {
  it('recomputing everyone from scratch gives the rows written on the way', async () => {
    const snapshot = async () =>
      (await t.handle.db.select({ u: userAchievements.userId, type: userAchievements.type, stage: userAchievements.stage, at: userAchievements.reachedAt }).from(userAchievements))
        .map((r) => `${r.u}|${r.type}|${r.stage}|${r.at.toISOString()}`)
        .sort();
    const onWrite = await snapshot();
    expect(onWrite.length).toBeGreaterThan(10);
    // The deleted donation above keeps its stage by design; leave that donor out of the comparison.
    const [del] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, 'ach-del@example.com'));
    await t.handle.db.delete(userAchievements);
    await backfillAchievements(t.handle.db, t.clock.now);
    const strip = (rows: string[]) => rows.filter((r) => !r.startsWith(`${del!.id}|`));
    expect(strip(await snapshot())).toEqual(strip(onWrite));
  });
});

describe('mine, pinning, owner checks', () => {
  it('the demo donor (15 donations) has stages; pin one → it comes first; pinned-achievements GET/PATCH; limits', async () => {
    const token = await t.login('demo@example.com', 'demo-donor-2026');
    const me = (await (await t.call('GET', '/api/auth/me/', { token })).json()) as { id: number };
    const m = await mine(me.id, token);
    const reached = m.list.filter((a) => a.stage_reached > 0).map((a) => a.type);
    expect(reached).toContain('whole_blood');
    const last = reached.at(-1)!;
    const pin = await t.call('PATCH', `/api/auth/${me.id}/achievements/`, { token, body: { achievement_type: last } });
    expect(pin.status).toBe(200);
    expect(MyAchievements.parse(await pin.json()).results[0]).toMatchObject({ type: last, pinned: true });
    expect((await mine(me.id, token, true)).list[0]!.type).toBe(last);
    expect(PinnedAchievements.parse(await (await t.call('GET', '/api/pinned-achievements/', { token })).json())).toEqual({ achievement_types: [last] });

    const unreached = m.list.find((a) => a.stage_reached === 0)!.type;
    const bad = await t.call('PATCH', `/api/auth/${me.id}/achievements/`, { token, body: { achievement_type: unreached } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ achievement_type: ['Это достижение ещё не получено'] });
    expect((await t.call('PATCH', `/api/auth/${me.id}/achievements/`, { token, body: { achievement_type: 'nope' } })).status).toBe(400);

    const set = await t.call('PATCH', '/api/pinned-achievements/', { token, body: { achievement_types: reached.slice(0, 2).reverse() } });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ achievement_types: reached.slice(0, 2).reverse() });
    const four = await t.call('PATCH', '/api/pinned-achievements/', { token, body: { achievement_types: ['first_donation', 'whole_blood', 'first_plasma', 'honorary_moscow'] } });
    expect(four.status).toBe(400);
    expect(await four.json()).toEqual({ achievement_types: ['Закрепить можно не больше 3 достижений'] });
    const twice = await t.call('PATCH', '/api/pinned-achievements/', { token, body: { achievement_types: ['first_donation', 'first_donation'] } });
    expect(twice.status).toBe(400);
  });

  it("another donor's id → 404; no token → 401", async () => {
    const a = await signUp(t, 'ach-owner-a@example.com');
    const b = await signUp(t, 'ach-owner-b@example.com');
    expect((await t.call('GET', `/api/auth/${b.id}/achievements/`, { token: a.token })).status).toBe(404);
    expect((await t.call('PATCH', `/api/auth/${b.id}/achievements/`, { token: a.token, body: { achievement_type: 'first_donation' } })).status).toBe(404);
    expect((await t.call('GET', `/api/auth/${a.id}/achievements/`)).status).toBe(401);
    expect((await t.call('GET', '/api/pinned-achievements/')).status).toBe(401);
  });
});

describe('public feed', () => {
  it('newest first, 20 a page, a type filter; names as «Имя Ф.», no user ids or e-mails', async () => {
    const res = await t.call('GET', '/api/feed-achievements/?type_feed=all');
    expect(res.status).toBe(200);
    const text = await res.clone().text();
    const page = FeedPage.parse(await res.json());
    expect(page.results.length).toBe(20);
    expect(page.count).toBeGreaterThan(20);
    const times = page.results.map((r) => r.reached_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(text).not.toMatch(/user_id|"user"|@example/);
    const ids = (await t.handle.db.select({ id: users.id }).from(users).where(isNull(users.deletedAt))).map((u) => u.id);
    for (const r of page.results) expect(Object.keys(r).sort()).toEqual(['donor_name', 'id', 'photo', 'reached_at', 'stage', 'title', 'type']);
    expect(ids.length).toBeGreaterThan(0);

    const plasma = FeedPage.parse(await (await t.call('GET', '/api/feed-achievements/?type_feed=first_plasma&page_size=5')).json());
    expect(plasma.results.every((r) => r.type === 'first_plasma')).toBe(true);
    expect((await t.call('GET', '/api/feed-achievements/?type_feed=bogus')).status).toBe(400);
  });

  it("a donor's latest, as a guest sees them; hidden name = «Донор», no photo", async () => {
    const [u] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, 'ach-new@example.com'));
    const page = FeedPage.parse(await (await t.call('GET', `/api/frequest-guest-latest-achievement-user/${u!.id}/?type_feed=all&page_size=20&page=1`)).json());
    expect(page.results.map((r) => r.type).sort()).toEqual(['first_donation', 'first_plasma', 'whole_blood']);
    expect(page.results[0]!.donor_name).toBe('Вера С.');
    await t.handle.db.update(users).set({ hideName: true }).where(eq(users.id, u!.id));
    const hidden = FeedPage.parse(await (await t.call('GET', `/api/frequest-guest-latest-achievement-user/${u!.id}/`)).json());
    expect(hidden.results.every((r) => r.donor_name === 'Донор' && r.photo === null)).toBe(true);
    expect((await t.call('GET', '/api/frequest-guest-latest-achievement-user/999999/')).status).toBe(404);
  });
});
