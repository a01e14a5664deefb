// Every booking write answers the booking's new state (contract/booking.ts, docs/booking.md
// «Ответ записи»), equal to what the event or request page would read again: an event's slots
// with their free places and the donor's status; a help-me request's count and the donor's
// status. A DELETE answers it only when asked (Prefer: return=representation), else 204 as in
// spec §7. A repeated join still never books twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventBookingAnswer, EventBookingState, NeedBookingAnswer, NeedBookingState } from '@donor/shared/contract/booking';
import { Event, JOIN_MSG } from '@donor/shared/contract/stations';
import { RecipientNeed } from '@donor/shared/contract/helpme';
import { RETURN_STATE } from '@donor/shared/endpoints/booking';
import * as MSG from '@donor/shared/messages';
import { rateEvents } from '../../schema.ts';
import { eventTimeSlots, events } from './schema.ts';
import { approveNeed, helpmeForm, makeHelpmeTest, type HelpmeTest } from '../helpme/helpme-fixtures.ts';

let t: HelpmeTest;
let donor: { id: number; token: string };
let author: { id: number; token: string };
beforeAll(async () => {
  t = await makeHelpmeTest();
  donor = await t.account();
  author = await t.account();
});
afterAll(async () => {
  await t?.handle.close();
});

const json = async (res: Response) => (await res.json()) as unknown;
const eventOf = async (id: number) => Event.parse(await json(await t.call('GET', `/api/events/${id}/`, { token: donor.token })));

/** A new event at a Moscow station with three slots of capacity 2, days 4…6 from now. */
async function freshEvent(): Promise<Event> {
  const day = (k: number) => new Date(Date.now() + k * 86_400_000).toISOString().slice(0, 10);
  const [ev] = await t.handle.db.insert(events).values({
    category: 'donor_day', title: 'Акция для ответа записи', cityId: 1, bloodStationId: t.moscowStation,
    startDate: new Date(`${day(3)}T00:00:00+03:00`), endDate: new Date(`${day(8)}T00:00:00+03:00`),
  }).returning();
  await t.handle.db.insert(eventTimeSlots).values([4, 5, 6].map((k) => ({ eventId: ev!.id, date: day(k), startTime: '10:00', startsAt: new Date(`${day(k)}T10:00:00+03:00`), capacity: 2 })));
  return eventOf(ev!.id);
}

describe('an event booking answers its new state', () => {
  it('join (201), change and cancel each answer what the event page reads again', async () => {
    const e = await freshEvent();
    const [a, b] = e.time_slots;
    const joined = await t.call('POST', '/api/joined_users/', { token: donor.token, body: { event_id: e.id, timeslot_id: a!.id } });
    expect(joined.status).toBe(201);
    const first = EventBookingAnswer.parse(await json(joined));
    let now = await eventOf(e.id);
    expect(first).toEqual({ id: now.user_status!.id, event_id: e.id, timeslot_id: a!.id, user_status: now.user_status, time_slots: now.time_slots });
    expect(first.time_slots.find((s) => s.id === a!.id)!.free).toBe(1);

    // Idempotent: a second join books nothing and says so (docs/booking.md).
    const twice = await t.call('POST', '/api/joined_users/', { token: donor.token, body: { event_id: e.id, timeslot_id: b!.id } });
    expect(await json(twice)).toEqual({ event_id: [JOIN_MSG.twice] });

    const moved = EventBookingAnswer.parse(await json(await t.call('PATCH', `/api/joined_users/${first.id}/`, { token: donor.token, body: { timeslot_id: b!.id } })));
    now = await eventOf(e.id);
    expect(moved).toEqual({ id: first.id, event_id: e.id, timeslot_id: b!.id, user_status: now.user_status, time_slots: now.time_slots });

    const left = await t.call('DELETE', `/api/joined_users/${first.id}/`, { token: donor.token, headers: { ...RETURN_STATE } });
    expect(left.status).toBe(200);
    expect(left.headers.get('preference-applied')).toBe('return=representation');
    now = await eventOf(e.id);
    expect(EventBookingState.parse(await json(left))).toEqual({ event_id: e.id, user_status: { joined: false, id: null, timeslot_id: null }, time_slots: now.time_slots });
    expect(now.time_slots.map((s) => s.free)).toEqual([2, 2, 2]);
  });

  it('a DELETE without the preference is spec §7’s 204 with no body', async () => {
    const e = await freshEvent();
    const joined = EventBookingAnswer.parse(await json(await t.call('POST', '/api/joined_users/', { token: donor.token, body: { event_id: e.id, timeslot_id: e.time_slots[0]!.id } })));
    const left = await t.call('DELETE', `/api/joined_users/${joined.id}/`, { token: donor.token });
    expect(left.status).toBe(204);
    expect(await left.text()).toBe('');
  });
});

describe('a help-me booking answers its new state', () => {
  it('join (201) and leave answer the count and the donor’s status the request page reads again', async () => {
    await t.handle.db.delete(rateEvents);
    const need = RecipientNeed.parse(await json(await t.postForm(helpmeForm(t, { required_donors_count: '3' }), author.token)));
    await approveNeed(t, need.id); // public, so joinable, once a moderator published it
    const day = need.time_slots.at(-1)!;
    const res = await t.call('POST', '/api/address_needs_joined_users/', { token: donor.token, body: { address_need_id: need.id, timeslot_id: day.id } });
    expect(res.status).toBe(201);
    const joined = NeedBookingAnswer.parse(await json(res));
    const seen = RecipientNeed.parse(await json(await t.call('GET', `/api/address_needs/${need.id}/`, { token: donor.token })));
    expect(joined).toEqual({
      id: seen.user_status!.id, address_need_id: need.id, timeslot_id: day.id,
      user_status: seen.user_status, joined_count: seen.joined_count, required_donors_count: 3,
    });
    expect(joined.joined_count).toBe(1);

    const twice = await t.call('POST', '/api/address_needs_joined_users/', { token: donor.token, body: { address_need_id: need.id, timeslot_id: day.id } });
    expect(await json(twice)).toEqual({ address_need_id: [MSG.helpmeJoinTwice] });

    const left = await t.call('DELETE', `/api/address_needs_joined_users/${joined.id}/`, { token: donor.token, headers: { ...RETURN_STATE } });
    expect(left.status).toBe(200);
    expect(NeedBookingState.parse(await json(left))).toEqual({
      address_need_id: need.id, user_status: { joined: false, id: null, timeslot: null }, joined_count: 0, required_donors_count: 3,
    });
  });
});
