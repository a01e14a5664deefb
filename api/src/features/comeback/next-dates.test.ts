// Precomputed next dates (next-dates.ts; docs/eligibility.md «Предрасчитанные даты и «Можно снова
// сдавать»»): every write that changes a donor's facts rewrites their donor_next_dates row in its
// own transaction — a donation added, edited, deleted, rejected by a moderator or marked «Сдал(а)»
// at the station, a deferral recorded or deleted, a birth date changed — and the backfill fills
// missing and outdated rows, idempotently, in batches; the seed fills the seeded donors'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { BookedEventAnswer } from '@donor/shared/contract/booking';
import { addDays } from '@donor/shared/eligibility/dates';
import { nextPossibleDates } from '@donor/shared/eligibility/engine';
import { loginAs, makeTestApi, type TestApi } from '../../test-support.ts';
import { DEMO_ACCOUNTS } from '../../seed.ts';
import { issueToken } from '../../lib/tokens.ts';
import { bloodStations, deferrals, donations, donorNextDates, eventTimeSlots, events, users } from '../../schema.ts';
import { moscowToday } from '../cabinet/checks.ts';
import { donorFacts } from '../cabinet/facts.ts';
import { STAFF_ACCOUNTS } from '../staff/seed.ts';
import { backfillNextDates, refreshNextDates } from './next-dates.ts';

let t: TestApi;
let today = '';
const DAY = 86_400_000;

beforeAll(async () => {
  t = await makeTestApi();
  today = moscowToday(t.clock.now);
});
afterAll(async () => {
  await t?.handle.close();
});

let made = 0;
async function donor(): Promise<{ id: number; token: string }> {
  const n = ++made;
  const [u] = await t.handle.db.insert(users).values({
    email: `next-${n}@example.com`, passwordHash: '!', firstName: 'Донор', cityId: 1, referralCode: `NEXTDATES${n}`, isActive: true, dateJoined: t.clock.now,
  }).returning({ id: users.id });
  return { id: u!.id, token: await issueToken(t.handle.db, t.clock.now, u!.id) };
}

const row = async (userId: number) => (await t.handle.db.select().from(donorNextDates).where(eq(donorNextDates.userId, userId)))[0];
const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
async function ok(res: Response | Promise<Response>, status = 200): Promise<Record<string, unknown>> {
  const r = await res;
  expect(r.status, await r.clone().text()).toBe(status);
  return r.status === 204 ? {} : json(r);
}

describe('the seed', () => {
  it('fills the seeded donors\' rows with what the engine says', async () => {
    const [demo] = await t.handle.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.donor.email));
    const stored = await row(demo!.id);
    expect(stored).toBeDefined();
    const day = moscowToday(stored!.computedAt);
    const next = nextPossibleDates(await donorFacts(t.handle.db, demo!), day);
    expect(stored).toMatchObject({ blood: next.blood.date, plasma: next.plasma.date, platelets: next.platelets.date, erythrocytes: next.erythrocytes.date, granulocytes: next.granulocytes.date });
  });
});

describe('every write that changes the facts', () => {
  it('a donation added, edited and deleted by the donor moves the dates', async () => {
    const d = await donor();
    expect(await row(d.id)).toBeUndefined();
    const added = await ok(t.call('POST', '/api/donations/', { token: d.token, body: { donate_at: addDays(today, -10), blood_class: 'blood', blood_station_id: 1 } }), 201);
    expect(await row(d.id)).toMatchObject({ blood: addDays(today, 50), plasma: addDays(today, 20), computedAt: t.clock.now });
    await ok(t.call('PATCH', `/api/donations/${added.id}/`, { token: d.token, body: { donate_at: addDays(today, -20) } }));
    expect(await row(d.id)).toMatchObject({ blood: addDays(today, 40), plasma: addDays(today, 10) });
    await ok(t.call('DELETE', `/api/donations/${added.id}/`, { token: d.token }), 204);
    expect(await row(d.id)).toMatchObject({ blood: today, plasma: today });
  });

  it('a deferral recorded and deleted', async () => {
    const d = await donor();
    const made = await ok(t.call('POST', '/api/deferrals/', { token: d.token, body: { kind: 'tattoo', from: addDays(today, -20) } }), 201);
    expect(await row(d.id)).toMatchObject({ blood: addDays(today, 100), plasma: addDays(today, 100), granulocytes: addDays(today, 100) });
    await ok(t.call('DELETE', `/api/deferrals/${made.id}/`, { token: d.token }), 204);
    expect(await row(d.id)).toMatchObject({ blood: today, plasma: today });
  });

  it('a birth date changed in the profile (not before 18); other profile fields leave the row alone', async () => {
    const d = await donor();
    await ok(t.call('PATCH', '/api/auth/me/', { token: d.token, body: { first_name: 'Имя' } }));
    expect(await row(d.id)).toBeUndefined();
    const birth = `${Number(today.slice(0, 4)) - 17}${today.slice(4)}`;
    await ok(t.call('PATCH', '/api/auth/me/', { token: d.token, body: { birth_date: birth } }));
    const adult = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    expect((await row(d.id))?.blood).toBe(today.slice(5) === '02-29' ? addDays(adult, 1) : adult);
  });

  it('a moderator\'s rejection: the donation no longer sets the intervals', async () => {
    const d = await donor();
    const added = await ok(t.call('POST', '/api/donations/', { token: d.token, body: { donate_at: addDays(today, -5), blood_class: 'plasma', blood_station_id: 1 } }), 201);
    expect((await row(d.id))?.plasma).toBe(addDays(today, 9));
    const moderator = await t.login(STAFF_ACCOUNTS.moderator.email, STAFF_ACCOUNTS.moderator.password);
    await ok(t.call('POST', `/api/staff/donations/${added.id}/verdict/`, { token: moderator, body: { verdict: 'reject', reason: 'no_certificate' } }));
    expect((await row(d.id))?.plasma).toBe(today);
  });

  it('«Сдал(а)» at the station writes the donation and the dates', async () => {
    const d = await donor();
    const [station] = await t.handle.db.select({ id: bloodStations.id }).from(bloodStations).where(eq(bloodStations.slug, 'moscow-1'));
    const startsAt = new Date(t.clock.now.getTime() + 5 * 60_000);
    const local = new Date(startsAt.getTime() + 180 * 60_000).toISOString();
    const [ev] = await t.handle.db.insert(events).values({
      category: 'donor_day', title: 'Акция для дат', cityId: 1, bloodStationId: station!.id,
      startDate: new Date(startsAt.getTime() - 3_600_000), endDate: new Date(startsAt.getTime() + DAY),
    }).returning();
    const [slot] = await t.handle.db.insert(eventTimeSlots).values({ eventId: ev!.id, date: local.slice(0, 10), startTime: local.slice(11, 16), startsAt, capacity: 5 }).returning();
    const booked = BookedEventAnswer.parse(await ok(t.call('POST', '/api/joined_users/', { token: d.token, body: { event_id: ev!.id, timeslot_id: slot!.id } }), 201));
    const nurse = await t.login(STAFF_ACCOUNTS.nurse.email, STAFF_ACCOUNTS.nurse.password);
    await ok(t.call('POST', `/api/staff/stations/${station!.id}/bookings/${booked.id}/donated/`, { token: nurse, body: { blood_class: 'blood' } }));
    const [given] = await t.handle.db.select().from(donations).where(eq(donations.userId, d.id));
    expect((await row(d.id))?.blood).toBe(addDays(given!.donateAt, 60));
  });
});

describe('backfillNextDates', () => {
  it('fills missing rows in batches, once; with nothing to do it does nothing', async () => {
    await backfillNextDates(t.handle.db, t.clock.now);
    const a = await donor();
    const b = await donor();
    const none = await donor();
    await t.handle.db.insert(donations).values([
      { userId: a.id, donateAt: addDays(today, -30), status: 'accepted', bloodClass: 'blood', createdAt: t.clock.now },
      { userId: b.id, donateAt: addDays(today, -3), status: 'pre_accepted', bloodClass: 'plasma', createdAt: t.clock.now },
    ]);
    expect(await backfillNextDates(t.handle.db, t.clock.now, 1)).toBe(2);
    expect(await row(a.id)).toMatchObject({ blood: addDays(today, 30), plasma: today });
    expect(await row(b.id)).toMatchObject({ plasma: addDays(today, 11) });
    expect(await row(none.id)).toBeUndefined();
    expect(await backfillNextDates(t.handle.db, t.clock.now)).toBe(0);
  });

  it('a minor without a row gets one: no date before the 18th birthday', async () => {
    const d = await donor();
    const birth = addDays(`${Number(today.slice(0, 4)) - 18}${today.slice(4, 8)}01`, 40);
    await t.handle.db.update(users).set({ birthDate: birth }).where(eq(users.id, d.id));
    expect(await backfillNextDates(t.handle.db, t.clock.now)).toBe(1);
    expect((await row(d.id))?.blood).toBe(`${Number(birth.slice(0, 4)) + 18}${birth.slice(4)}`);
  });

  it('a rejected donation alone is no fact; a deferral is', async () => {
    const d = await donor();
    await t.handle.db.insert(donations).values({ userId: d.id, donateAt: addDays(today, -3), status: 'rejected', bloodClass: 'blood', createdAt: t.clock.now });
    expect(await backfillNextDates(t.handle.db, t.clock.now)).toBe(0);
    await t.handle.db.insert(deferrals).values({ userId: d.id, kind: 'dental', fromDate: addDays(today, -3), createdAt: t.clock.now });
    expect(await backfillNextDates(t.handle.db, t.clock.now)).toBe(1);
    expect((await row(d.id))?.blood).toBe(addDays(today, 7));
  });

  it('looks for the donors to recompute once, however many batches follow', async () => {
    await backfillNextDates(t.handle.db, t.clock.now);
    const ds = [await donor(), await donor(), await donor()];
    await t.handle.db.insert(donations).values(ds.map((d, k) => ({ userId: d.id, donateAt: addDays(today, -10 - k), status: 'accepted' as const, bloodClass: 'blood' as const, createdAt: t.clock.now })));
    let looks = 0;
    const db = t.handle.db;
    const counting = new Proxy(db, {
      get(target, key, receiver) {
        if (key === 'execute') return (...args: Parameters<typeof db.execute>) => { looks += 1; return target.execute(...args); };
        const value = Reflect.get(target, key, receiver) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    expect(await backfillNextDates(counting, t.clock.now, 1)).toBe(3);
    expect(looks).toBe(1);
    for (const [k, d] of ds.entries()) expect((await row(d.id))?.blood).toBe(addDays(today, 50 - k));
  });

  it('fills every missing row with what refreshNextDates writes, whatever the batch size', async () => {
    await backfillNextDates(t.handle.db, t.clock.now);
    const ds = [await donor(), await donor(), await donor(), await donor(), await donor()];
    await t.handle.db.update(users).set({ birthDate: addDays(today, -17 * 365) }).where(eq(users.id, ds[4]!.id));
    await t.handle.db.insert(donations).values([
      { userId: ds[0]!.id, donateAt: addDays(today, -20), status: 'accepted', bloodClass: 'blood', createdAt: t.clock.now },
      { userId: ds[1]!.id, donateAt: addDays(today, -5), status: 'pre_accepted', bloodClass: 'plasma', createdAt: t.clock.now },
      { userId: ds[1]!.id, donateAt: addDays(today, -200), status: 'accepted', bloodClass: 'platelets', createdAt: t.clock.now },
      { userId: ds[2]!.id, donateAt: addDays(today, -2), status: 'rejected', bloodClass: 'blood', createdAt: t.clock.now },
    ]);
    await t.handle.db.insert(deferrals).values([
      { userId: ds[2]!.id, kind: 'dental', fromDate: addDays(today, -3), createdAt: t.clock.now },
      { userId: ds[3]!.id, kind: 'surgery', fromDate: addDays(today, -30), createdAt: t.clock.now },
    ]);
    const pick = (r: Awaited<ReturnType<typeof row>>) => r && { blood: r.blood, plasma: r.plasma, platelets: r.platelets, erythrocytes: r.erythrocytes, granulocytes: r.granulocytes };
    const byRefresh = [];
    for (const d of ds) {
      await refreshNextDates(t.handle.db, d.id, t.clock.now);
      byRefresh.push(pick(await row(d.id)));
    }
    for (const batch of [1, 2, 500]) {
      await t.handle.db.delete(donorNextDates).where(inArray(donorNextDates.userId, ds.map((d) => d.id)));
      expect(await backfillNextDates(t.handle.db, t.clock.now, batch)).toBe(ds.length);
      expect(await Promise.all(ds.map(async (d) => pick(await row(d.id))))).toEqual(byRefresh);
    }
  });

  it('keeps a row that the donor\'s own write refreshed while the backfill was computing', async () => {
    await backfillNextDates(t.handle.db, t.clock.now);
    const d = await donor();
    await t.handle.db.insert(donations).values({ userId: d.id, donateAt: addDays(today, -30), status: 'accepted', bloodClass: 'blood', createdAt: t.clock.now });
    const later = new Date(t.clock.now.getTime() + 60_000);
    const db = t.handle.db;
    let raced = false;
    // Between the backfill's read of the facts and its write, the donor adds a donation.
    const racing = new Proxy(db, {
      get(target, key, receiver) {
        if (key === 'transaction') {
          return async (...args: Parameters<typeof db.transaction>) => {
            if (!raced) {
              raced = true;
              await db.insert(donations).values({ userId: d.id, donateAt: addDays(today, -1), status: 'accepted', bloodClass: 'blood', createdAt: later });
              await refreshNextDates(db, d.id, later);
            }
            return target.transaction(...args);
          };
        }
        const value = Reflect.get(target, key, receiver) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    expect(await backfillNextDates(racing, t.clock.now)).toBe(1);
    expect(await row(d.id)).toMatchObject({ blood: addDays(today, 59), computedAt: later });
  });

  it('recomputes a row computed before a deferral\'s first day that has come since', async () => {
    const d = await donor();
    const yesterday = new Date(t.clock.now.getTime() - DAY);
    // An operation planned for today, recorded yesterday: yesterday it stopped nothing.
    await t.handle.db.insert(deferrals).values({ userId: d.id, kind: 'surgery', fromDate: today, createdAt: yesterday });
    await refreshNextDates(t.handle.db, d.id, yesterday);
    expect((await row(d.id))?.blood).toBe(moscowToday(yesterday));
    expect(await backfillNextDates(t.handle.db, t.clock.now)).toBe(1);
    expect((await row(d.id))?.blood).toBe(addDays(today, 180));
    expect(await backfillNextDates(t.handle.db, t.clock.now)).toBe(0);
  });
});
