// API of events, joining and organizations (mfe-stations): lists by station and city, join rules
// (wrong slot, past slot, full slot, twice) as 400 field errors in Russian, leave, organizations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { listOf } from '@donor/shared/contract/common';
import { Event, JOIN_MSG, JoinedUser, Organization, OrganizationEvents, OrganizationNeeds } from '@donor/shared/contract/stations';
import { eventTimeSlots, joinedUsers } from './schema.ts';
import { users } from '../../schema.ts';
import { makeDonorTestApi, type TestApi } from '../../test-support.ts';

let t: TestApi;
let token: string;
let other: string;
beforeAll(async () => {
  ({ t, demo: token, fresh: other } = await makeDonorTestApi());
});
afterAll(async () => {
  await t.handle.close();
});

const Events = listOf(Event);
const get = async (path: string, tok?: string) => {
  const res = await t.call('GET', path, tok ? { token: tok } : {});
  return { status: res.status, body: (await res.json()) as unknown };
};
const join = async (body: unknown, tok = token) => {
  const res = await t.call('POST', '/api/joined_users/', { token: tok, body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
/** An upcoming event of a station with a free future slot, and one of its past slots if any. */
async function upcoming(): Promise<Event> {
  const list = Events.parse((await get('/api/events/?by_blood_station=1', token)).body);
  const e = list.results.find((x) => x.time_slots.some((s) => Date.parse(s.starts_at) > Date.now() && s.free > 0) && !x.user_status?.joined);
  if (!e) throw new Error('seed has no upcoming event at station 1');
  return e;
}

describe('events lists', () => {
  it('by station: not ended, soonest first; user_status only with a token', async () => {
    const anon = Events.parse((await get('/api/events/?by_blood_station=1')).body);
    expect(anon.count).toBeGreaterThan(0);
    expect(anon.results.every((e) => Date.parse(e.end_date) > Date.now() && e.user_status === null)).toBe(true);
    const starts = anon.results.map((e) => Date.parse(e.start_date));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const mine = Events.parse((await get('/api/events/?by_blood_station=1', token)).body);
    expect(mine.results[0]!.user_status).toEqual({ joined: false, id: null, timeslot_id: null });
  });

  it('by city for the main page, and past ones', async () => {
    const main = Events.parse((await get('/api/events/?city_id=1&main_page=true&by_date=main_future')).body);
    expect(main.results.every((e) => e.city.id === 1 && Date.parse(e.end_date) > Date.now())).toBe(true);
    const past = Events.parse((await get('/api/events/?by_date=past')).body);
    expect(past.results.every((e) => Date.parse(e.end_date) <= Date.now())).toBe(true);
    expect((await get('/api/events/?by_date=yesterday')).status).toBe(400);
    expect((await get('/api/events/99999/')).status).toBe(404);
    expect((await get('/api/events/abc/')).status).toBe(404);
  });
});

describe('joining', () => {
  it('needs a user and a body with both ids', async () => {
    expect((await t.call('POST', '/api/joined_users/', { body: { event_id: 1, timeslot_id: 1 } })).status).toBe(401);
    const { status, body } = await join({});
    expect(status).toBe(400);
    expect(body).toEqual({ event_id: ['Поле не может быть пустым'], timeslot_id: ['Поле не может быть пустым'] });
  });

  it('rejects a slot of another event, a past slot and an unknown event', async () => {
    const e = await upcoming();
    const foreign = await t.handle.db.select().from(eventTimeSlots).where(and(gt(eventTimeSlots.startsAt, new Date()))).limit(400);
    const notMine = foreign.find((s) => s.eventId !== e.id)!;
    expect(await join({ event_id: e.id, timeslot_id: notMine.id })).toEqual({ status: 400, body: { timeslot_id: [JOIN_MSG.slotNotInEvent] } });
    expect(await join({ event_id: 999999, timeslot_id: notMine.id })).toEqual({ status: 400, body: { event_id: [JOIN_MSG.noEvent] } });
    // A running event (started yesterday) has past slots: joining one is refused.
    const running = Events.parse((await get('/api/events/?page_size=100', token)).body).results
      .find((x) => x.time_slots.some((s) => Date.parse(s.starts_at) < Date.now()) && x.time_slots.some((s) => Date.parse(s.starts_at) > Date.now()));
    expect(running).toBeDefined();
    const past = running!.time_slots.find((s) => Date.parse(s.starts_at) < Date.now())!;
    expect(await join({ event_id: running!.id, timeslot_id: past.id })).toEqual({ status: 400, body: { timeslot_id: [JOIN_MSG.slotPast] } });
  });

  it('joins once, refuses twice, leaves, then can join another slot', async () => {
    const e = await upcoming();
    const [first, second] = e.time_slots.filter((s) => Date.parse(s.starts_at) > Date.now() && s.free > 0);
    const ok = await join({ event_id: e.id, timeslot_id: first!.id });
    expect(ok.status).toBe(201);
    const joined = JoinedUser.parse(ok.body);
    expect(await join({ event_id: e.id, timeslot_id: (second ?? first)!.id })).toEqual({ status: 400, body: { event_id: [JOIN_MSG.twice] } });
    const after = Event.parse((await get(`/api/events/${e.id}/`, token)).body);
    expect(after.user_status).toEqual({ joined: true, id: joined.id, timeslot_id: first!.id });
    expect(after.time_slots.find((s) => s.id === first!.id)!.free).toBe(first!.free - 1);
    // Someone else cannot cancel it.
    expect((await t.call('DELETE', `/api/joined_users/${joined.id}/`, { token: other })).status).toBe(404);
    expect((await t.call('DELETE', `/api/joined_users/${joined.id}/`, { token })).status).toBe(204);
    expect(Event.parse((await get(`/api/events/${e.id}/`, token)).body).user_status?.joined).toBe(false);
    if (second) expect((await join({ event_id: e.id, timeslot_id: second.id })).status).toBe(201);
  });

  it('refuses a full slot', async () => {
    const e = await upcoming();
    const slot = e.time_slots.find((s) => Date.parse(s.starts_at) > Date.now() && s.free > 0)!;
    // Fill it up with the demo donor's neighbours (direct rows, the rule under test is the API's).
    const busy = new Set((await t.handle.db.select().from(joinedUsers).where(eq(joinedUsers.eventId, e.id))).map((j) => j.userId));
    const free = (await t.handle.db.select({ id: users.id }).from(users)).map((u) => u.id).filter((id) => !busy.has(id) && id > 3);
    await t.handle.db.insert(joinedUsers).values(free.slice(0, slot.free).map((userId) => ({ eventId: e.id, timeslotId: slot.id, userId, createdAt: new Date() })));
    const full = Event.parse((await get(`/api/events/${e.id}/`)).body).time_slots.find((s) => s.id === slot.id)!;
    expect(full.free).toBe(0);
    expect(await join({ event_id: e.id, timeslot_id: slot.id }, other)).toEqual({ status: 400, body: { timeslot_id: [JOIN_MSG.slotFull] } });
  });
});

describe('organizations', () => {
  it('shows events and needs split into actual and past', async () => {
    const org = Organization.parse((await get('/api/organizations/1/')).body);
    expect(org.user_status).toBeNull();
    const ev = OrganizationEvents.parse((await get('/api/organizations/1/events/')).body);
    expect(ev.actual.length).toBeGreaterThan(0);
    expect(ev.actual.every((e) => e.organization?.id === 1 && Date.parse(e.end_date) > Date.now())).toBe(true);
    const needs = OrganizationNeeds.parse((await get('/api/organizations/1/address_needs/')).body);
    expect(needs.actual.length).toBeGreaterThan(0);
    expect(needs.past.length).toBeGreaterThan(0);
    expect((await get('/api/organizations/9999/')).status).toBe(404);
  });

  it('join and left need a user and answer with the organization', async () => {
    expect((await t.call('POST', '/api/organizations/2/join/')).status).toBe(401);
    const before = Organization.parse((await get('/api/organizations/2/', token)).body);
    const joined = Organization.parse(await (await t.call('POST', '/api/organizations/2/join/', { token })).json());
    expect(joined.user_status).toEqual({ joined: true, is_manager: false });
    expect(joined.members_count).toBe(before.members_count + 1);
    const again = Organization.parse(await (await t.call('POST', '/api/organizations/2/join/', { token })).json());
    expect(again.members_count).toBe(joined.members_count);
    const left = Organization.parse(await (await t.call('POST', '/api/organizations/2/left/', { token })).json());
    expect(left.user_status).toEqual({ joined: false, is_manager: false });
    expect(left.members_count).toBe(before.members_count);
    const names = (await get('/api/organizations/all_names/?city_id=50')).body as { results: { id: number; name: string }[] };
    expect(names.results.length).toBe(3);
  });

  it('logged no server errors', () => {
    expect(t.logged).toEqual([]);
  });
});
