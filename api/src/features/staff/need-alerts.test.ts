// «Нужна ваша группа рядом» (need-alerts.ts; docs/notifications.md): a nurse turns a group's need
// on in the station console and the donors it concerns get one push alert in the outbox — by
// group, city, date, opt-in, account state, at most one a week, never in their quiet hours on the
// station's clock. Requests go through the app as in station-console.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PushPayload } from '@donor/shared/contract/push';
import { makeTestApi, type TestApi } from '../../test-support.ts';
import { alertPrefs, bloodStationInfo, bloodStations, cities, outbox, pushPayloads, staffAudit, users } from '../../schema.ts';
import { sharedNoticeId } from '../../lib/donor-notice.ts';
import { STAFF_ACCOUNTS } from './seed.ts';
import { NEED_ALERT_TITLE, needAlertPayload } from './need-alert-texts.ts';

let t: TestApi;
let nurse = '';
let one = { id: 0, slug: '', title: '' }; // moscow-1, Moscow time
let two = { id: 0, slug: '', title: '' }; // moscow-2, set to UTC+7 below
let otherCity = 0;
const DAY = 86_400_000;
let made = 0;

beforeAll(async () => {
  t = await makeTestApi('production');
  const rows = await t.handle.db.select().from(bloodStations)
    .where(and(eq(bloodStations.cityId, 1), inArray(bloodStations.slug, ['moscow-1', 'moscow-2'])));
  const pick = (slug: string) => { const r = rows.find((s) => s.slug === slug)!; return { id: r.id, slug: r.slug, title: r.title }; };
  one = pick('moscow-1');
  two = pick('moscow-2');
  await t.handle.db.insert(bloodStationInfo).values({ bloodStationId: two.id, utcOffsetMin: 420 })
    .onConflictDoUpdate({ target: bloodStationInfo.bloodStationId, set: { utcOffsetMin: 420 } });
  otherCity = (await t.handle.db.select({ id: cities.id }).from(cities)).find((c) => c.id !== 1)!.id;
  // 12:00 in Moscow a day ahead: outside the default quiet hours (22:00–08:00).
  const noon = new Date(t.clock.now.getTime() + DAY);
  noon.setUTCHours(9, 0, 0, 0);
  await moveTo(noon);
});
/** Staff sessions end with the shift (docs/staff.md): after a jump of the clock the nurse logs in again. */
async function moveTo(at: Date) {
  t.clock.now = at;
  nurse = await t.login(STAFF_ACCOUNTS.nurse.email, STAFF_ACCOUNTS.nurse.password);
}
async function advance(ms: number) {
  await moveTo(new Date(t.clock.now.getTime() + ms));
}
afterAll(async () => {
  await t?.handle.close();
});

type Group = 'o_plus' | 'a_plus' | 'a_minus' | 'b_plus' | 'b_minus' | 'ab_plus' | 'ab_minus' | 'o_minus';
interface DonorSpec {
  group?: Group | null;
  city?: number;
  active?: boolean;
  deleted?: boolean;
  /** undefined: no alert_prefs row (never asked). */
  need?: boolean;
  quiet?: [string, string] | null;
  /** donor_next_dates.blood; undefined: no row. */
  nextBlood?: string;
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

async function donor(spec: DonorSpec): Promise<number> {
  const db = t.handle.db;
  const [u] = await db.insert(users).values({
    email: `need-${++made}@example.com`, passwordHash: 'x', referralCode: `NEEDALERT${made}`, dateJoined: t.clock.now,
    cityId: spec.city ?? 1, bloodGroup: spec.group === undefined ? 'a_plus' : spec.group, isActive: spec.active ?? true,
    deletedAt: spec.deleted ? t.clock.now : null,
  }).returning({ id: users.id });
  const id = u!.id;
  if (spec.need !== undefined) {
    const quiet: [string, string] | null = spec.quiet === undefined ? ['22:00', '08:00'] : spec.quiet;
    await db.insert(alertPrefs).values({
      userId: id, reminder: true, need: spec.need, eligible: true, news: false,
      quietFrom: quiet ? minutes(quiet[0]) : null, quietTo: quiet ? minutes(quiet[1]) : null, fallback: 'email', updatedAt: t.clock.now,
    });
  }
  if (spec.nextBlood !== undefined) {
    await db.execute(sql`INSERT INTO donor_next_dates (user_id, blood, computed_at) VALUES (${id}, ${spec.nextBlood}, ${t.clock.now.toISOString()}::timestamptz)`);
  }
  return id;
}

const localDay = (offsetMin: number, plusDays = 0) => new Date(t.clock.now.getTime() + offsetMin * 60_000 + plusDays * DAY).toISOString().slice(0, 10);

async function setNeed(station: number, group: string, state: 'need' | 'enough' | 'unknown', component?: string) {
  const res = await t.call('PUT', `/api/staff/stations/${station}/needs/`, { token: nurse, body: { group, state, ...(component ? { component } : {}) } });
  expect(res.status, await res.clone().text()).toBe(200);
}
/** Turns the need off then on again, a minute apart. */
async function turnOn(station: number, group: string) {
  await setNeed(station, group, 'enough');
  t.clock.advance(60_000);
  await setNeed(station, group, 'need');
}
async function alertsTo(ids: number[]) {
  return t.handle.db.select().from(outbox).where(and(eq(outbox.channel, 'push' as never), inArray(outbox.target, ids.map(String))));
}

/** The payload a need alert's row points at (stored once for all its donors) and its ref. */
async function sharedOf(row: { body: string }): Promise<{ payload: PushPayload & { utc_offset_min: number }; ref: string | null }> {
  const id = sharedNoticeId(row.body);
  expect(id, row.body).not.toBeNull();
  const [p] = await t.handle.db.select().from(pushPayloads).where(eq(pushPayloads.id, id!));
  return { payload: JSON.parse(p!.body) as PushPayload & { utc_offset_min: number }, ref: p!.ref };
}

describe('who gets the alert', () => {
  it('donors of the group in the city, active, opted in, who may give by date; one row of the contract shape each', async () => {
    const yes = await donor({ need: true });
    const dueToday = await donor({ need: true, nextBlood: localDay(180) });
    const dueTomorrow = await donor({ need: true, nextBlood: localDay(180, 1) });
    const otherGroup = await donor({ need: true, group: 'b_plus' });
    const noGroup = await donor({ need: true, group: null });
    const elsewhere = await donor({ need: true, city: otherCity });
    const inactive = await donor({ need: true, active: false });
    const deleted = await donor({ need: true, deleted: true });
    const optedOut = await donor({ need: false });
    const neverAsked = await donor({});
    const all = [yes, dueToday, dueTomorrow, otherGroup, noGroup, elsewhere, inactive, deleted, optedOut, neverAsked];

    await turnOn(one.id, 'a_plus');
    const rows = await alertsTo(all);
    expect(rows.map((r) => Number(r.target)).sort()).toEqual([yes, dueToday].sort());
    const { payload, ref } = await sharedOf(rows[0]!);
    expect(ref).toBe(`need:${one.id}:a_plus`);
    expect(new Set(rows.map((r) => r.body)).size).toBe(1);
    expect(payload).toEqual({
      kind: 'need', title: NEED_ALERT_TITLE, text: `${one.title}: нужна кровь группы A(II) Rh+. Записаться — на странице станции.`,
      url: `/bloodstations/${one.slug}/`, tag: `need:${one.id}`, utc_offset_min: 180,
    });
    for (const r of rows) {
      expect(r).toMatchObject({ subject: '', ref: null, status: 'pending', createdAt: t.clock.now, nextAttemptAt: t.clock.now });
    }
    // The audit record is the console's as before, with the number queued.
    const [audit] = await t.handle.db.select().from(staffAudit).where(eq(staffAudit.action, 'station.needs')).orderBy(sql`${staffAudit.id} DESC`).limit(1);
    const queued = await t.handle.db.select().from(outbox).where(and(eq(outbox.body, rows[0]!.body), eq(outbox.createdAt, t.clock.now)));
    expect(audit!.after).toEqual({ group: 'a_plus', component: null, state: 'need', alerts: queued.length });
  });

  it('«нужна» again on a need already on queues nothing; «хватает», components and Kell queue nothing', async () => {
    const d = await donor({ need: true, group: 'ab_plus' });
    await turnOn(one.id, 'ab_plus');
    expect(await alertsTo([d])).toHaveLength(1);
    await advance(DAY * 8);
    await setNeed(one.id, 'ab_plus', 'need'); // need → need: no change, no alert
    expect(await alertsTo([d])).toHaveLength(1);
    const e = await donor({ need: true, group: 'ab_minus' });
    await setNeed(one.id, 'ab_minus', 'enough');
    await setNeed(one.id, 'kell', 'enough');
    await setNeed(one.id, 'kell', 'need');
    expect(await alertsTo([e])).toHaveLength(0);
  });
});

describe('at most one a week', () => {
  it('a second station, or the same need on again, within 7 days sends nothing; after 7 days it goes again', async () => {
    const d = await donor({ need: true, group: 'o_minus' });
    await turnOn(one.id, 'o_minus');
    expect(await alertsTo([d])).toHaveLength(1);
    await advance(3 * 3_600_000);
    await turnOn(two.id, 'o_minus');
    await turnOn(one.id, 'o_minus');
    expect(await alertsTo([d])).toHaveLength(1);
    await advance(DAY * 7);
    await turnOn(one.id, 'o_minus');
    const rows = await alertsTo([d]);
    expect(rows).toHaveLength(2);
    expect((await Promise.all(rows.map(async (r) => (await sharedOf(r)).ref))).sort()).toEqual([`need:${one.id}:o_minus`, `need:${one.id}:o_minus`]);
  });
});

describe('quiet hours on the station\'s clock', () => {
  it('23:00 at a UTC+7 station: postponed to 08:00 there; no quiet hours or outside them: at once', async () => {
    // 16:00 UTC = 23:00 at +7 (and 19:00 in Moscow, outside Moscow quiet hours).
    const at = new Date(t.clock.now.getTime() + DAY);
    at.setUTCHours(16, 0, 0, 0);
    await moveTo(at);
    const quiet = await donor({ need: true, group: 'b_minus' });
    const none = await donor({ need: true, group: 'b_minus', quiet: null });
    const dayQuiet = await donor({ need: true, group: 'b_minus', quiet: ['13:00', '15:00'] });
    const late = await donor({ need: true, group: 'b_minus', quiet: ['22:30', '23:30'] });
    await turnOn(two.id, 'b_minus');
    const rows = await alertsTo([quiet, none, dayQuiet, late]);
    const when = (id: number) => rows.find((r) => r.target === String(id))!;
    // 08:00 at +7 = 01:00 UTC the next day.
    expect(when(quiet).nextAttemptAt.toISOString()).toBe(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1, 1, 0)).toISOString());
    expect(when(quiet).createdAt).toEqual(when(quiet).nextAttemptAt);
    expect(when(none).nextAttemptAt).toEqual(t.clock.now);
    expect(when(dayQuiet).nextAttemptAt).toEqual(t.clock.now);
    // 22:30–23:30 without wrapping midnight: ends at 23:30 the same evening there (16:30 UTC).
    expect(when(late).nextAttemptAt.toISOString()).toBe(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), 16, 30)).toISOString());
    expect((await sharedOf(when(quiet))).payload).toMatchObject({ utc_offset_min: 420, url: `/bloodstations/${two.slug}/` });
  });

  it('the date rule uses the station\'s calendar day', async () => {
    // 20:00 UTC: already tomorrow at +7; a donor whose next date is that day may give there.
    const at = new Date(t.clock.now.getTime() + DAY * 8);
    at.setUTCHours(20, 0, 0, 0);
    await moveTo(at);
    const d = await donor({ need: true, group: 'ab_minus', quiet: null, nextBlood: localDay(420) });
    await turnOn(two.id, 'ab_minus');
    expect(await alertsTo([d])).toHaveLength(1);
  });
});

describe('texts', () => {
  it('the payload names the station, the group and its page', () => {
    expect(needAlertPayload({ id: 5, slug: 'kazan-2', title: 'РКБ', utcOffsetMin: 180 }, 'o_minus')).toMatchObject({
      kind: 'need', text: 'РКБ: нужна кровь группы O(I) Rh−. Записаться — на странице станции.', url: '/bloodstations/kazan-2/', tag: 'need:5',
    });
  });
});
