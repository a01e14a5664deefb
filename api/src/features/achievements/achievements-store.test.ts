// The stored answer (achievements-store.ts, docs/recognition.md «Достижения и бонусы: посчитано при
// записи») equals the from-scratch one (compute.ts, recognition/donor-facts.ts: the oracle) after
// every kind of write that changes its inputs — through the real requests — and as time passes
// with no write (a monthly run ending, a donation dated ahead becoming today).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { honoraryCounts, honoraryProgress } from '@donor/shared/eligibility/honorary';
import { achievementStates, donations, events, eventTimeSlots, payments, users } from '../../schema.ts';
import { makeTestApi, type TestApi } from '../../test-support.ts';
import { signUp, type SignedUp } from '../account/account-fixtures.ts';
import { latestRussianToday } from '../cabinet/checks.ts';
import { issueToken } from '../../lib/tokens.ts';
import { donorFacts } from '../recognition/donor-facts.ts';
import { STAFF_ACCOUNTS } from '../staff/seed.ts';
import { acceptDonation } from '../recognition/test-donors.ts';
import { readAchievementState, recomputeAchievements, type AchievementState } from './achievements-store.ts';
import { computeFor, loadFacts, pendingStages } from './compute.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(async () => t?.handle.close());

const day = (offsetDays: number) => new Date(t.clock.now.getTime() + offsetDays * 86400_000).toISOString().slice(0, 10);

/** The answer computed from scratch now (the oracle). */
async function oracle(userId: number): Promise<AchievementState> {
  const now = t.clock.now;
  const computed = await computeFor(t.handle.db, userId, now);
  return {
    progress: Object.fromEntries(computed.flatMap((c) => (c.progress ? [[c.type, c.progress]] : []))),
    pending: Object.fromEntries(await pendingStages(t.handle.db, userId, now)),
    facts: await donorFacts(t.handle.db, userId, now),
  };
}

/** The row the writes stored, as it is (no refresh on read). */
async function stored(userId: number): Promise<AchievementState> {
  const [row] = await t.handle.db.select().from(achievementStates).where(eq(achievementStates.userId, userId));
  expect(row, `a stored row for ${userId}`).toBeDefined();
  return { progress: row!.progress, pending: row!.pending, facts: { count: row!.rewardCount, latest: row!.rewardLatest, withPending: { count: row!.recordCount, latest: row!.recordLatest } } };
}

const expectStoredIsOracle = async (userId: number) => expect(await stored(userId)).toEqual(await oracle(userId));

async function ok(res: Response, status = 200): Promise<Response> {
  expect(res.status, await res.clone().text()).toBe(status);
  return res;
}
const submit = async (me: SignedUp, donate_at: string, blood_class = 'blood', blood_station_id = 1) =>
  ((await (await ok(await t.call('POST', '/api/donations/', { token: me.token, body: { donate_at, blood_class, blood_station_id } }), 201)).json()) as { id: number }).id;

/** The endpoints' answers with the stored row, then with it gone (computed from scratch on that read). */
async function answersMatchFromScratch(me: SignedUp) {
  const read = async () => Promise.all([
    (await ok(await t.call('GET', `/api/auth/${me.id}/achievements/`, { token: me.token }))).json(),
    (await ok(await t.call('GET', '/api/bonuses/?page_size=100', { token: me.token }))).json(),
    (await ok(await t.call('GET', '/api/profile/bonuses/', { token: me.token }))).json(),
  ]);
  const fromStore = await read();
  await t.handle.db.delete(achievementStates).where(eq(achievementStates.userId, me.id));
  expect(await read()).toEqual(fromStore);
}

describe('written on every input write, equal to the from-scratch answer', () => {
  it('donations added, edited, accepted, rejected, deleted; a referral; an event joined, moved and left', async () => {
    const moderator = await t.login(STAFF_ACCOUNTS.moderator.email, STAFF_ACCOUNTS.moderator.password);
    const me = await signUp(t, 'store-me@example.com');
    const [row] = await t.handle.db.select({ code: users.referralCode }).from(users).where(eq(users.id, me.id));
    const friend = await signUp(t, 'store-friend@example.com', { referral: row!.code });

    const a = await submit(me, day(-400));
    await expectStoredIsOracle(me.id);
    expect((await stored(me.id)).pending).toMatchObject({ first_donation: 1 });
    await acceptDonation(t, a);
    await expectStoredIsOracle(me.id);
    const b = await submit(me, day(-300), 'plasma');
    await ok(await t.call('PATCH', `/api/donations/${b}/`, { token: me.token, body: { donate_at: day(-250), blood_class: 'blood' } }));
    await expectStoredIsOracle(me.id);
    await ok(await t.call('POST', `/api/staff/donations/${b}/verdict/`, { token: moderator, body: { verdict: 'accept' } }));
    await expectStoredIsOracle(me.id);
    const c = await submit(me, day(-200));
    await ok(await t.call('POST', `/api/staff/donations/${c}/verdict/`, { token: moderator, body: { verdict: 'reject', reason: 'no_certificate' } }));
    await expectStoredIsOracle(me.id);
    const d = await submit(me, day(-150));
    await expectStoredIsOracle(me.id);
    await ok(await t.call('DELETE', `/api/donations/${d}/`, { token: me.token }), 204);
    await expectStoredIsOracle(me.id);
    expect((await stored(me.id)).facts).toEqual({ count: 2, latest: day(-250), withPending: { count: 2, latest: day(-250) } });

    // The friend's donation moves the referrer's referral_donated (pending, then confirmed).
    const f = await submit(friend, day(-20));
    await expectStoredIsOracle(me.id);
    expect((await stored(me.id)).pending).toMatchObject({ referral_donated: 1 });
    await acceptDonation(t, f);
    await expectStoredIsOracle(me.id);
    await expectStoredIsOracle(friend.id);

    // An event: join a slot, donate there that day, move to another slot of the event, leave.
    const slots = await t.handle.db
      .select({ id: eventTimeSlots.id, eventId: events.id, date: eventTimeSlots.date, stationId: events.bloodStationId, startsAt: eventTimeSlots.startsAt })
      .from(eventTimeSlots)
      .innerJoin(events, eq(events.id, eventTimeSlots.eventId))
      .where(and(gt(eventTimeSlots.startsAt, t.clock.now), isNotNull(events.bloodStationId), sql`${eventTimeSlots.capacity} > 0`))
      .orderBy(asc(eventTimeSlots.startsAt));
    const first = slots[0]!;
    const other = slots.find((s) => s.eventId === first.eventId && s.id !== first.id && s.date !== first.date);
    const joined = (await (await ok(await t.call('POST', '/api/joined_users/', { token: me.token, body: { event_id: first.eventId, timeslot_id: first.id } }), 201)).json()) as { id: number };
    await expectStoredIsOracle(me.id);
    const saved = t.clock.now;
    // Early on the slot's day: the donation may be dated that day and the slot has not started.
    t.clock.now = new Date(Math.min(first.startsAt.getTime() - 3600_000, new Date(`${first.date}T01:00:00Z`).getTime()));
    try {
      const e = await submit(me, first.date, 'blood', first.stationId!);
      await acceptDonation(t, e);
      await expectStoredIsOracle(me.id);
      if (other) {
        await ok(await t.call('PATCH', `/api/joined_users/${joined.id}/`, { token: me.token, body: { timeslot_id: other.id } }));
        await expectStoredIsOracle(me.id);
      }
      await ok(await t.call('DELETE', `/api/joined_users/${joined.id}/`, { token: me.token }), 204);
      await expectStoredIsOracle(me.id);
      await answersMatchFromScratch(me);
    } finally {
      t.clock.now = saved;
    }

    // The honorary counts the store reads are the engine's own (without its simulated plan).
    const facts = await loadFacts(t.handle.db, me.id);
    const engine = { sex: null, deferrals: [], donations: facts.donations.map((x) => ({ date: x.date, components: [x.bloodClass as 'blood'], paid: x.paid })) };
    const today = latestRussianToday(t.clock.now);
    expect(honoraryCounts(engine, today)).toEqual(honoraryProgress(engine, today).map(({ earliestDate: _e, plan: _p, ...rest }) => rest));
  });

  it('a referred account deleted: the referrer no longer counts it', async () => {
    const ref = await signUp(t, 'store-ref@example.com');
    const [row] = await t.handle.db.select({ code: users.referralCode }).from(users).where(eq(users.id, ref.id));
    const friend = await signUp(t, 'store-gone@example.com', { referral: row!.code });
    await acceptDonation(t, await submit(friend, day(-5)));
    expect((await stored(ref.id)).progress.referral_donated).toEqual({ current: 1, next_threshold: 3 });
    expect((await t.call('POST', '/api/auth/delete_account/', { token: friend.token, body: { password: friend.password } })).status).toBeLessThan(300);
    await expectStoredIsOracle(ref.id);
    expect((await stored(ref.id)).progress.referral_donated).toEqual({ current: 0, next_threshold: 1 });
  });
});

describe('as time passes with no write', () => {
  it('a monthly run ends two months after its last payment; read then = from scratch then', async () => {
    const me = await signUp(t, 'store-monthly@example.com');
    const saved = t.clock.now;
    const base = new Date(Date.UTC(saved.getUTCFullYear(), saved.getUTCMonth(), 10, 9));
    try {
      // Three monthly charges, each stored as the payment flow stores it (payments/service.ts).
      for (let m = 0; m < 3; m++) {
        t.clock.now = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth() + m, 10, 9));
        await t.handle.db.transaction(async (tx) => {
          await tx.insert(payments).values({ provider: 'test', transactionId: `store-${me.id}-${m}`, paymentType: 'monthly', amount: 300, email: 'store-monthly@example.com', userId: me.id, createdAt: t.clock.now });
          await recomputeAchievements(tx, me.id, t.clock.now);
        });
      }
      await expectStoredIsOracle(me.id);
      expect((await stored(me.id)).progress.monthly_donor).toEqual({ current: 3, next_threshold: 6 });
      const written = t.clock.now;
      // Still the next month: the run goes on, the stored row holds.
      t.clock.now = new Date(Date.UTC(written.getUTCFullYear(), written.getUTCMonth() + 1, 28));
      expect(await readAchievementState(t.handle.db, me.id, t.clock.now)).toEqual(await oracle(me.id));
      const [kept] = await t.handle.db.select({ at: achievementStates.computedAt }).from(achievementStates).where(eq(achievementStates.userId, me.id));
      expect(kept!.at).toEqual(written); // read, not recomputed
      // The month after: the run has ended, and the read says so (recomputed at its stale_at).
      t.clock.now = new Date(Date.UTC(written.getUTCFullYear(), written.getUTCMonth() + 2, 1, 0, 0, 1));
      const later = await readAchievementState(t.handle.db, me.id, t.clock.now);
      expect(later).toEqual(await oracle(me.id));
      expect(later.progress.monthly_donor).toEqual({ current: 0, next_threshold: 6 });
      const token = await issueToken(t.handle.db, t.clock.now, me.id); // the sign-up's session has expired by now
      const got = (await (await ok(await t.call('GET', `/api/auth/${me.id}/achievements/`, { token }))).json()) as { results: { type: string; progress: unknown }[] };
      expect(got.results.find((r) => r.type === 'monthly_donor')!.progress).toEqual({ current: 0, next_threshold: 6 });
    } finally {
      t.clock.now = saved;
    }
  });

  it('a donation dated ahead (only the seed writes one) counts from its day on', async () => {
    const me = await signUp(t, 'store-ahead@example.com');
    const ahead = day(3);
    await t.handle.db.transaction(async (tx) => {
      await tx.insert(donations).values({ userId: me.id, donateAt: ahead, status: 'accepted', bloodClass: 'blood', createdAt: t.clock.now });
      await recomputeAchievements(tx, me.id, t.clock.now);
    });
    await expectStoredIsOracle(me.id);
    expect((await stored(me.id)).facts.count).toBe(0);
    const saved = t.clock.now;
    try {
      t.clock.now = new Date(saved.getTime() + 4 * 86400_000);
      const later = await readAchievementState(t.handle.db, me.id, t.clock.now);
      expect(later).toEqual(await oracle(me.id));
      expect(later.facts).toMatchObject({ count: 1, latest: ahead });
    } finally {
      t.clock.now = saved;
    }
  });

  it('a clock set back to an earlier day reads the answer of that day', async () => {
    const me = await signUp(t, 'store-back@example.com');
    await acceptDonation(t, await submit(me, day(-1)));
    const saved = t.clock.now;
    try {
      t.clock.now = new Date(saved.getTime() - 3 * 86400_000);
      expect(await readAchievementState(t.handle.db, me.id, t.clock.now)).toEqual(await oracle(me.id));
    } finally {
      t.clock.now = saved;
    }
  });
});
