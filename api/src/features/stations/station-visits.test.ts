// A visit to a station on any open day (station-visits.ts, visit-days.ts, staff/station-visits.ts;
// docs/booking.md «Визит в любой день работы»): staff set visits per hour (role check, audit), the
// open days ahead follow the hours and closed days, a day is made bookable once however many ask
// at the same time, a full hour refuses, the booking is an ordinary event booking with its code in
// «Мои записи», and visit days never appear among events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { listOf } from '@donor/shared/contract/common';
import { Event, StationListItem } from '@donor/shared/contract/stations';
import { StationVisits, VisitDay } from '@donor/shared/contract/station-visits';
import * as SM from '@donor/shared/staff-messages';
import * as SV from '@donor/shared/station-visits-messages';
import { JOIN_MSG } from '@donor/shared/contract/stations';
import { DEMO_ACCOUNTS } from '../../seed.ts';
import { makeTestApi, type TestApi } from '../../test-support.ts';
import { bloodStationClosedDays, bloodStationHours, bloodStationInfo, bloodStationVisits, bloodStations, events, staffAudit } from '../../schema.ts';
import { STAFF_ACCOUNTS } from '../staff/seed.ts';

let t: TestApi;
let nurse = '';
let moderator = '';
let demo = '';
let fresh = '';
let mine = 0; // moscow-1: the nurse's
let other = 0; // moscow-3: not hers

// Monday 7 January 2030, 09:30 in Moscow: today's 08:00 and 09:00 hours have begun.
const NOW = new Date('2030-01-07T06:30:00Z');

beforeAll(async () => {
  t = await makeTestApi();
  t.clock.now = NOW;
  nurse = await t.login(STAFF_ACCOUNTS.nurse.email, STAFF_ACCOUNTS.nurse.password);
  moderator = await t.login(STAFF_ACCOUNTS.moderator.email, STAFF_ACCOUNTS.moderator.password);
  demo = await t.login(DEMO_ACCOUNTS.donor.email, DEMO_ACCOUNTS.donor.password);
  fresh = await t.login(DEMO_ACCOUNTS.fresh.email, DEMO_ACCOUNTS.fresh.password);
  const rows = await t.handle.db.select({ id: bloodStations.id, slug: bloodStations.slug }).from(bloodStations).where(eq(bloodStations.cityId, 1));
  mine = rows.find((r) => r.slug === 'moscow-1')!.id;
  other = rows.find((r) => r.slug === 'moscow-3')!.id;
  // Mon–Fri 08:00–12:00 (four hours), Sat 09:00–11:00 (two), Sunday off; closed on Wednesday the 9th.
  const db = t.handle.db;
  await db.delete(bloodStationVisits).where(eq(bloodStationVisits.bloodStationId, mine)); // the demo seed gives it visits
  await db.delete(bloodStationHours).where(eq(bloodStationHours.bloodStationId, mine));
  await db.insert(bloodStationHours).values([
    ...[1, 2, 3, 4, 5].map((weekday) => ({ bloodStationId: mine, weekday, opens: '08:00', closes: '12:00' })),
    { bloodStationId: mine, weekday: 6, opens: '09:00', closes: '11:00' },
  ]);
  await db.insert(bloodStationInfo).values({ bloodStationId: mine, utcOffsetMin: 180 })
    .onConflictDoUpdate({ target: bloodStationInfo.bloodStationId, set: { utcOffsetMin: 180 } });
  await db.delete(bloodStationClosedDays).where(eq(bloodStationClosedDays.bloodStationId, mine));
  await db.insert(bloodStationClosedDays).values({ bloodStationId: mine, day: '2030-01-09', note: 'Санитарный день' });
});
afterAll(async () => {
  await t?.handle.close();
});

const staffPath = (id: number) => `/api/staff/stations/${id}/visits/`;
const visitsPath = (id: number) => `/api/blood_stations/${id}/visits/`;
async function visits(id = mine): Promise<StationVisits> {
  const res = await t.call('GET', visitsPath(id));
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return StationVisits.parse(await res.json());
}
const setCapacity = (capacity: unknown, token = nurse, id = mine) => t.call('PUT', staffPath(id), { token, body: { capacity_per_hour: capacity } });
const auditOf = () => t.handle.db.select().from(staffAudit).where(eq(staffAudit.action, 'station.visits'));

describe('visits per hour: who sets them, and the log', () => {
  it('anonymous 401, a donor 403, staff of another station 403; the station\'s staff set it, logged once', async () => {
    expect((await t.call('GET', staffPath(mine))).status).toBe(401);
    expect((await setCapacity(2, demo)).status).toBe(403);
    const res = await setCapacity(2, nurse, other);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: SM.otherStation });
    expect(await (await t.call('GET', staffPath(mine), { token: nurse })).json()).toEqual({ capacity_per_hour: 0 });
    expect((await visits()).days).toEqual([]); // 0 = no visits

    const set = await setCapacity(2);
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ capacity_per_hour: 2 });
    expect((await setCapacity(2)).status).toBe(200); // the same again: no second record
    const log = await auditOf();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ actorRole: 'station_staff', objectType: 'station', objectId: String(mine), before: { capacity_per_hour: 0 }, after: { capacity_per_hour: 2 } });
    expect(await (await t.call('GET', staffPath(mine), { token: nurse })).json()).toEqual({ capacity_per_hour: 2 });
  });

  it('a moderator may set it for any station, logged as moderator; out of range is a Russian field error', async () => {
    const bad = await setCapacity(51, moderator, other);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ capacity_per_hour: [SV.capacityRange] });
    expect((await setCapacity(1.5, moderator, other)).status).toBe(400);
    expect((await setCapacity(1, moderator, other)).status).toBe(200);
    expect((await auditOf()).find((r) => r.objectId === String(other))).toMatchObject({ actorRole: 'moderator' });
    expect((await setCapacity(0, moderator, other)).status).toBe(200);
    expect((await t.call('GET', staffPath(999_999), { token: moderator })).status).toBe(404);
  });
});

describe('open days ahead', () => {
  it('one slot per opening hour still ahead, closed days and days off skipped, 14 days from today', async () => {
    const v = await visits();
    expect(v.capacity_per_hour).toBe(2);
    expect(v.days.map((d) => d.date)).toEqual([
      '2030-01-07', '2030-01-08', '2030-01-10', '2030-01-11', '2030-01-12',
      '2030-01-14', '2030-01-15', '2030-01-16', '2030-01-17', '2030-01-18', '2030-01-19',
    ]);
    const [today, tuesday] = v.days;
    expect(today!.slots.map((s) => s.start_time)).toEqual(['10:00', '11:00']);
    expect(tuesday!.slots.map((s) => s.start_time)).toEqual(['08:00', '09:00', '10:00', '11:00']);
    expect(tuesday!.slots[0]).toEqual({ id: null, start_time: '08:00', starts_at: '2030-01-08T05:00:00.000Z', capacity: 2, free: 2 });
    expect(v.days.find((d) => d.date === '2030-01-12')!.slots.map((s) => s.start_time)).toEqual(['09:00', '10:00']);
    expect(tuesday!.event_id).toBeNull(); // nothing is written by looking
    expect((await visits()).days.slice(5).map((d) => d.date)[0]).toBe('2030-01-14');
    const later = StationVisits.parse(await (await t.call('GET', `${visitsPath(mine)}?from=2030-01-15`)).json());
    expect(later.days[0]!.date).toBe('2030-01-15');
    expect((await t.call('GET', `${visitsPath(mine)}?from=15.01.2030`)).status).toBe(400);
  });

  it('a closed day, a day off, a day too far or past are refused with the reason', async () => {
    const ask = async (date: string) => {
      const res = await t.call('POST', visitsPath(mine), { body: { date } });
      expect(res.status).toBe(400);
      return ((await res.json()) as { date: string[] }).date[0];
    };
    expect(await ask('2030-01-09')).toBe(SV.dayClosed);
    expect(await ask('2030-01-13')).toBe(SV.dayClosed); // Sunday
    expect(await ask('2030-01-06')).toBe(SV.dayPast);
    expect(await ask('2030-01-21')).toBe(SV.dayFar);
    expect((await t.call('POST', visitsPath(other), { body: { date: '2030-01-08' } })).status).toBe(400); // no visits there
    expect((await t.call('POST', visitsPath(999_999), { body: { date: '2030-01-08' } })).status).toBe(404);
  });
});

describe('making a day bookable and booking it', () => {
  let day: VisitDay;

  it('concurrent first asks make one event with one slot per hour; later asks answer the same', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.call('POST', visitsPath(mine), { body: { date: '2030-01-08' } })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 201]);
    const days = await Promise.all(answers.map(async (r) => VisitDay.parse(await r.json())));
    day = days[0]!;
    expect(day.event_id).not.toBeNull();
    expect(day.slots.every((s) => s.id !== null && s.free === 2)).toBe(true);
    for (const d of days) expect(d).toEqual(day);
    const rows = await t.handle.db.select().from(events).where(and(eq(events.bloodStationId, mine), eq(events.category, 'visit')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ visitDay: '2030-01-08', title: SV.visitTitle, utcOffsetMin: 180 });
    expect((await visits()).days[1]).toEqual(day);
  });

  it('a donor books an hour like an event slot and sees it with its code in «Мои записи»; a full hour refuses', async () => {
    const slot = day.slots[0]!;
    const join = (token: string) => t.call('POST', '/api/joined_users/', { token, body: { event_id: day.event_id, timeslot_id: slot.id } });
    const first = await join(demo);
    expect(first.status, await first.clone().text()).toBe(201);
    const booked = (await first.json()) as { id: number; code: string };
    expect(booked.code).toMatch(/^[A-Z2-9]{6}$/);
    expect((await join(fresh)).status).toBe(201);
    const third = await t.login(STAFF_ACCOUNTS.nurse.email, STAFF_ACCOUNTS.nurse.password);
    const full = await join(third);
    expect(full.status).toBe(400);
    expect(await full.json()).toEqual({ timeslot_id: [JOIN_MSG.slotFull] });
    expect((await visits()).days[1]!.slots[0]!.free).toBe(0);

    const mineList = (await (await t.call('GET', '/api/profile/bookings/', { token: demo })).json()) as { results: { id: number; code: string; event: { id: number } }[] };
    expect(mineList.results.find((b) => b.id === booked.id)).toMatchObject({ code: booked.code, event: { id: day.event_id } });
  });

  it('lowering the capacity keeps booked places; 0 removes the unbooked visit hours and offers no days', async () => {
    expect((await setCapacity(1)).status).toBe(200);
    const after = (await visits()).days[1]!;
    expect(after.slots[0]).toMatchObject({ capacity: 2, free: 0 }); // two booked: never below
    expect(after.slots[1]).toMatchObject({ capacity: 1, free: 1 });
    expect((await setCapacity(0)).status).toBe(200);
    expect((await visits()).days).toEqual([]);
    const event = Event.parse(await (await t.call('GET', `/api/events/${day.event_id}/`)).json());
    expect(event.time_slots.map((s) => s.start_time)).toEqual(['08:00']); // only the booked hour stays
    expect((await setCapacity(2)).status).toBe(200);
    const again = VisitDay.parse(await (await t.call('POST', visitsPath(mine), { body: { date: '2030-01-08' } })).json());
    expect(again.event_id).toBe(day.event_id);
    expect(again.slots.map((s) => [s.start_time, s.free])).toEqual([['08:00', 0], ['09:00', 2], ['10:00', 2], ['11:00', 2]]);
  });
});

describe('visit days are not events', () => {
  it('never in /api/events/ lists nor «Есть акции», but its page opens', async () => {
    const list = listOf(Event).parse(await (await t.call('GET', `/api/events/?by_blood_station=${mine}&by_date=future`)).json());
    expect(list.results.some((e) => e.category === 'visit')).toBe(false);
    const city = listOf(Event).parse(await (await t.call('GET', '/api/events/?city_id=1&by_date=future&page_size=100')).json());
    expect(city.results.some((e) => e.category === 'visit')).toBe(false);
    const stations = listOf(StationListItem).parse(await (await t.call('GET', '/api/blood_stations/?city_id=1&has_events=true&page_size=100')).json());
    expect(stations.results.some((s) => s.id === mine)).toBe(false); // its only future "event" is a visit day (the seed's are in the past by 2030)
    const [visit] = await t.handle.db.select({ id: events.id }).from(events).where(eq(events.category, 'visit'));
    expect(Event.parse(await (await t.call('GET', `/api/events/${visit!.id}/`)).json()).category).toBe('visit');
  });
});
