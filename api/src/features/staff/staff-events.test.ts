// Events and slots behind the counter (staff-events.ts; docs/booking.md «Акции сотрудников»):
// who may run which event, creating one (once), places never below the booked count, and a
// cancellation that tells every booked donor with an .ics that removes the visit (same UID,
// METHOD:CANCEL), takes the reminders back, leaves the public lists and refuses new bookings.
// Also the organization manager's page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, like } from 'drizzle-orm';
import { listOf } from '@donor/shared/contract/common';
import { Event } from '@donor/shared/contract/stations';
import { StaffEvent, StaffEvents, StaffOrganization, addDays, localDay } from '@donor/shared/contract/staff-stations';
import * as SM from '@donor/shared/staff-messages';
import * as SS from '@donor/shared/staff-stations-messages';
import { DEMO_ACCOUNTS } from '../../seed.ts';
import { makeTestApi, type TestApi } from '../../test-support.ts';
import { bloodStations, outbox, staffAudit } from '../../schema.ts';
import { STAFF_ACCOUNTS } from './seed.ts';

let t: TestApi;
let nurse = '';
let moderator = '';
let manager = '';
let donor = '';
let fresh = '';
let mine = 0;
let other = 0;
let day = ''; // the day after tomorrow, Moscow calendar

beforeAll(async () => {
  t = await makeTestApi();
  nurse = await t.login(STAFF_ACCOUNTS.nurse.email, STAFF_ACCOUNTS.nurse.password);
  moderator = await t.login(STAFF_ACCOUNTS.moderator.email, STAFF_ACCOUNTS.moderator.password);
  manager = await t.login(DEMO_ACCOUNTS.manager.email, DEMO_ACCOUNTS.manager.password);
  donor = await t.login(DEMO_ACCOUNTS.donor.email, DEMO_ACCOUNTS.donor.password);
  fresh = await t.login(DEMO_ACCOUNTS.fresh.email, DEMO_ACCOUNTS.fresh.password);
  const rows = await t.handle.db.select({ id: bloodStations.id, slug: bloodStations.slug }).from(bloodStations)
    .where(and(eq(bloodStations.cityId, 1), inArray(bloodStations.slug, ['moscow-1', 'moscow-3'])));
  mine = rows.find((r) => r.slug === 'moscow-1')!.id;
  other = rows.find((r) => r.slug === 'moscow-3')!.id;
  day = addDays(localDay(t.clock.now, 180), 2);
});
afterAll(async () => {
  await t?.handle.close();
});

async function parsed<T>(res: Response, schema: { parse(v: unknown): T }, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return schema.parse(await res.json());
}
const auditOf = (action: string, id: number) => t.handle.db.select().from(staffAudit).where(and(eq(staffAudit.action, action), eq(staffAudit.objectId, String(id))));
const newEvent = (over: Record<string, unknown> = {}) => ({
  station_id: mine, category: 'donor_day', title: 'День донора в субботу', description: 'Приходите!',
  slots: [{ date: day, start_time: '10:00', capacity: 2 }, { date: day, start_time: '11:00', capacity: 3 }], ...over,
});

describe('who may see and run events', () => {
  it('anonymous 401; a donor 403; staff of another station 403; a manager of another organization 403', async () => {
    expect((await t.call('GET', `/api/staff/events/?station_id=${mine}`)).status).toBe(401);
    expect((await t.call('GET', `/api/staff/events/?station_id=${mine}`, { token: donor })).status).toBe(403);
    const res = await t.call('GET', `/api/staff/events/?station_id=${other}`, { token: nurse });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: SM.otherStation });
    const org = await t.call('GET', '/api/staff/events/?organization_id=4', { token: manager });
    expect(org.status).toBe(403);
    expect(await org.json()).toEqual({ detail: SM.otherOrganization });
    expect((await t.call('GET', '/api/staff/organizations/4/', { token: manager })).status).toBe(403);
    expect((await t.call('GET', '/api/staff/organizations/1/', { token: nurse })).status).toBe(403);
    expect((await t.call('POST', '/api/staff/events/', { token: nurse, body: newEvent({ station_id: other }) })).status).toBe(403);
    const none = await t.call('GET', '/api/staff/events/', { token: nurse });
    expect(await none.json()).toEqual({ station_id: [SS.ownerNeeded] });
  });

  it('the station\'s staff list its events with booked counts; a moderator too', async () => {
    const list = await parsed(await t.call('GET', `/api/staff/events/?station_id=${mine}`, { token: nurse }), StaffEvents);
    expect(list.upcoming.every((e) => e.blood_station?.id === mine)).toBe(true);
    expect(list.upcoming.flatMap((e) => e.slots).every((s) => s.booked >= 0 && s.booked <= s.capacity)).toBe(true);
    await parsed(await t.call('GET', `/api/staff/events/?station_id=${mine}`, { token: moderator }), StaffEvents);
  });
});

let eventId = 0;
let firstSlot = 0;

describe('creating an event', () => {
  it('refuses a past slot, a slot twice, two owners, in Russian under the field', async () => {
    const past = await t.call('POST', '/api/staff/events/', { token: nurse, body: newEvent({ slots: [{ date: '2020-01-01', start_time: '10:00', capacity: 2 }, { date: day, start_time: '10:00', capacity: 2 }, { date: day, start_time: '10:00', capacity: 2 }] }) });
    expect(past.status).toBe(400);
    expect(await past.json()).toEqual({ slots_0: [SS.slotPast], slots_2: [SS.slotTwice] });
    const both = await t.call('POST', '/api/staff/events/', { token: moderator, body: newEvent({ organization_id: 1 }) });
    expect(await both.json()).toEqual({ non_field_errors: [SS.ownerOne] });
    const bad = await t.call('POST', '/api/staff/events/', { token: nurse, body: newEvent({ category: 'party', title: ' ', slots: [] }) });
    expect(Object.keys(await bad.json()).sort()).toEqual(['category', 'slots', 'title']);
  });

  it('creates it (201) and logs it; the same request again answers the same event (200); other slots → 409', async () => {
    const created = await parsed(await t.call('POST', '/api/staff/events/', { token: nurse, body: newEvent() }), StaffEvent, 201);
    eventId = created.id;
    firstSlot = created.slots[0]!.id;
    expect(created.slots.map((s) => [s.start_time, s.capacity, s.booked])).toEqual([['10:00', 2, 0], ['11:00', 3, 0]]);
    expect(created.address).not.toBe('');
    const again = await parsed(await t.call('POST', '/api/staff/events/', { token: nurse, body: newEvent() }), StaffEvent, 200);
    expect(again.id).toBe(eventId);
    const differs = await t.call('POST', '/api/staff/events/', { token: nurse, body: newEvent({ slots: [{ date: day, start_time: '10:00', capacity: 9 }] }) });
    expect(differs.status).toBe(409);
    expect(await differs.json()).toEqual({ detail: SS.eventDuplicate });
    expect(await auditOf('event.create', eventId)).toHaveLength(1);
    const list = listOf(Event).parse(await (await t.call('GET', `/api/events/?by_blood_station=${mine}&by_date=future&page_size=100`)).json());
    expect(list.results.some((e) => e.id === eventId)).toBe(true);
  });

  it('an organization\'s event needs an address and happens in its city', async () => {
    const noAddress = await t.call('POST', '/api/staff/events/', { token: manager, body: newEvent({ station_id: null, organization_id: 1 }) });
    expect(await noAddress.json()).toEqual({ address: [SS.orgAddress] });
    const created = await parsed(await t.call('POST', '/api/staff/events/', { token: manager, body: newEvent({ station_id: null, organization_id: 1, address: 'Казань, ул. Кремлёвская, 18' }) }), StaffEvent, 201);
    expect(created.organization?.id).toBe(1);
    expect(created.blood_station).toBeNull();
    expect((await auditOf('event.create', created.id))[0]?.actorRole).toBe('org_manager');
  });
});

describe('places and slots', () => {
  it('two donors book the first slot; its places cannot go below 2; up is fine', async () => {
    for (const token of [donor, fresh]) {
      expect((await t.call('POST', '/api/joined_users/', { token, body: { event_id: eventId, timeslot_id: firstSlot } })).status).toBe(201);
    }
    const below = await t.call('PATCH', `/api/staff/events/${eventId}/slots/${firstSlot}/`, { token: nurse, body: { capacity: 1 } });
    expect(below.status).toBe(400);
    expect(await below.json()).toEqual({ capacity: [SS.capacityBelowBooked(2)] });
    const up = await parsed(await t.call('PATCH', `/api/staff/events/${eventId}/slots/${firstSlot}/`, { token: nurse, body: { capacity: 4 } }), StaffEvent);
    expect(up.slots[0]).toMatchObject({ capacity: 4, booked: 2 });
    await parsed(await t.call('PATCH', `/api/staff/events/${eventId}/slots/${firstSlot}/`, { token: nurse, body: { capacity: 4 } }), StaffEvent);
    expect(await auditOf('event.slot_capacity', eventId)).toHaveLength(1);
    expect((await t.call('PATCH', `/api/staff/events/${eventId}/slots/999999/`, { token: nurse, body: { capacity: 4 } })).status).toBe(404);
  });

  it('a slot is added once (201, then 200) and widens the event', async () => {
    const body = { date: addDays(day, 1), start_time: '09:30', capacity: 5 };
    const added = await parsed(await t.call('POST', `/api/staff/events/${eventId}/slots/`, { token: nurse, body }), StaffEvent, 201);
    expect(added.slots.map((s) => `${s.date} ${s.start_time}`)).toContain(`${body.date} 09:30`);
    expect(Date.parse(added.end_date)).toBeGreaterThan(Date.parse(added.slots.at(-1)!.starts_at));
    await parsed(await t.call('POST', `/api/staff/events/${eventId}/slots/`, { token: nurse, body }), StaffEvent, 200);
    const clash = await t.call('POST', `/api/staff/events/${eventId}/slots/`, { token: nurse, body: { ...body, capacity: 6 } });
    expect(await clash.json()).toEqual({ start_time: [SS.slotTwice] });
    expect(await auditOf('event.slot_add', eventId)).toHaveLength(1);
  });
});

describe('cancelling an event', () => {
  it('tells each booked donor with an .ics that cancels the same UID, drops the reminders, logs it once', async () => {
    const bookings = (await t.handle.db.select().from(outbox).where(like(outbox.subject, 'Вы записаны%')))
      .filter((m) => m.attachments?.[0]?.content.includes(day.replace(/-/g, '')));
    expect(bookings.length).toBeGreaterThanOrEqual(2);
    const uids = bookings.map((m) => /UID:(\S+)/.exec(m.attachments![0]!.content)![1]!);
    const refs = uids.map((u) => u.replace(/^booking-(\d+)@.*$/, 'booking:$1'));
    expect((await t.handle.db.select().from(outbox).where(inArray(outbox.ref, refs))).length).toBe(2); // the day-before reminders

    const refused = await t.call('POST', `/api/staff/events/${eventId}/cancel/`, { token: nurse, body: { reason: ' ' } });
    expect(await refused.json()).toEqual({ reason: [SS.reasonNeeded] });
    const cancelled = await parsed(await t.call('POST', `/api/staff/events/${eventId}/cancel/`, { token: nurse, body: { reason: 'Отключение электричества' } }), StaffEvent);
    expect(cancelled.cancelled_at).toBe(t.clock.now.toISOString());
    expect(cancelled.cancel_reason).toBe('Отключение электричества');

    const told = await t.handle.db.select().from(outbox).where(like(outbox.subject, `${SS.cancelSubject}%`));
    expect(told.map((m) => m.target).sort()).toEqual([DEMO_ACCOUNTS.donor.email, DEMO_ACCOUNTS.fresh.email].sort());
    for (const m of told) {
      expect(m.body).toContain('Отключение электричества');
      const ics = m.attachments![0]!;
      expect(ics.content_type).toContain('method=CANCEL');
      expect(ics.content).toContain('METHOD:CANCEL');
      expect(ics.content).toContain('STATUS:CANCELLED');
      expect(uids).toContain(/UID:(\S+)/.exec(ics.content)![1]);
    }
    expect(await t.handle.db.select().from(outbox).where(inArray(outbox.ref, refs))).toEqual([]);

    await parsed(await t.call('POST', `/api/staff/events/${eventId}/cancel/`, { token: nurse, body: { reason: 'Ещё раз' } }), StaffEvent);
    expect(await t.handle.db.select().from(outbox).where(like(outbox.subject, `${SS.cancelSubject}%`))).toHaveLength(2);
    expect(await auditOf('event.cancel', eventId)).toHaveLength(1);
  });

  it('leaves the public lists, says so on its page, cannot be booked or changed; «Мои записи» drop it', async () => {
    const list = listOf(Event).parse(await (await t.call('GET', `/api/events/?by_blood_station=${mine}&by_date=future&page_size=100`)).json());
    expect(list.results.some((e) => e.id === eventId)).toBe(false);
    const page = Event.parse(await (await t.call('GET', `/api/events/${eventId}/`)).json());
    expect(page.cancelled_at).not.toBeNull();
    const join = await t.call('POST', '/api/joined_users/', { token: manager, body: { event_id: eventId, timeslot_id: firstSlot } });
    expect(join.status).toBe(400);
    expect(await join.json()).toEqual({ event_id: [SS.eventCancelled] });
    const mineList = (await (await t.call('GET', '/api/profile/bookings/', { token: donor })).json()) as { results: { event: { id: number } }[] };
    expect(mineList.results.some((b) => b.event.id === eventId)).toBe(false);
    const cap = await t.call('PATCH', `/api/staff/events/${eventId}/slots/${firstSlot}/`, { token: nurse, body: { capacity: 9 } });
    expect(cap.status).toBe(409);
    expect(await cap.json()).toEqual({ detail: SS.eventCancelled });
    // Staff still see it, marked.
    const staffList = await parsed(await t.call('GET', `/api/staff/events/?station_id=${mine}`, { token: nurse }), StaffEvents);
    expect(staffList.upcoming.find((e) => e.id === eventId)?.cancelled_at).not.toBeNull();
  });
});

describe('the organization manager\'s page', () => {
  it('members with names and dates, the organization\'s events and help-me requests', async () => {
    const org = await parsed(await t.call('GET', '/api/staff/organizations/1/', { token: manager }), StaffOrganization);
    expect(org.organization).toMatchObject({ id: 1, city: { id: 50 } });
    expect(org.members_count).toBeGreaterThan(0);
    expect(org.members.every((m) => m.name !== '' && !Number.isNaN(Date.parse(m.joined_at)))).toBe(true);
    expect(org.events.upcoming.length + org.events.past.length).toBeGreaterThan(0);
    expect(org.events.upcoming.every((e) => e.organization?.id === 1)).toBe(true);
    expect(org.needs.length).toBeGreaterThan(0);
    await parsed(await t.call('GET', '/api/staff/organizations/1/', { token: moderator }), StaffOrganization);
    expect((await t.call('GET', '/api/staff/organizations/999999/', { token: moderator })).status).toBe(404);
  });
});
