// Endpoint descriptors of booking (spec §4 Joining; §7 joined_users, address_needs_joined_users;
// docs/booking.md; shared/src/endpoint.ts): the event a donor books on, and the writes of both
// bookings — an event's slot and a help-me request's day. Every write answers the booking's new
// state (contract/booking.ts), which the page puts into its cache (shared/src/booking/).
// Types from the contract with `import type` only, so no zod reaches a browser.
import { endpoint, type PageQuery } from '../endpoint.ts';
import type { List } from '../contract/common.ts';
import type { ChangeSlotBody, Event, JoinBody } from '../contract/stations.ts';
import type { NeedJoinBody } from '../contract/helpme.ts';
import type { BookedEventAnswer, EventBookingState, MyBooking, NeedBookingAnswer, NeedBookingState } from '../contract/booking.ts';

/**
 * The header a DELETE is sent with to get the new state back (RFC 7240 `return=representation`).
 * Without it the API answers 204 with no body, as spec §7 has it: other clients see no change.
 */
export const RETURN_STATE = { prefer: 'return=representation' } as const;

/** What the events list reads (spec §7 events): a station's, a city's (0 = all regions), an organization's. */
export type EventsQuery = {
  by_blood_station?: number;
  city_id?: number | null;
  organization?: number;
  main_page?: boolean;
  by_date?: 'main_future' | 'future' | 'actual' | 'past';
  page?: number | null;
  page_size?: number;
};
/** GET /api/events/: events, soonest first (ended ones last first with by_date=past). */
export const listEvents = /* @__PURE__ */ endpoint<List<Event>, never, EventsQuery>()('GET', '/api/events/');
/** GET /api/profile/bookings/: the donor's upcoming bookings with their check-in codes, «Мои записи» (docs/booking.md). */
export const listMyBookings = /* @__PURE__ */ endpoint<List<MyBooking>, never, PageQuery>()('GET', '/api/profile/bookings/');

/** GET /api/events/{id}/: the event page (route 'event'; its first-screen request, first-screen.ts). */
export const getEvent = /* @__PURE__ */ endpoint<Event>()('GET', '/api/events/:id/');

/** POST /api/joined_users/: book a slot; 201 with the booking, its check-in code and the event's new state. */
export const joinEvent = /* @__PURE__ */ endpoint<BookedEventAnswer, JoinBody>()('POST', '/api/joined_users/');
/** PATCH /api/joined_users/{id}/: move the booking to another slot in one request (docs/booking.md «Перенос»). */
export const changeEventSlot = /* @__PURE__ */ endpoint<BookedEventAnswer, ChangeSlotBody>()('PATCH', '/api/joined_users/:id/');
/** DELETE /api/joined_users/{id}/: cancel; the new state with RETURN_STATE, else 204 (void). */
export const leaveEvent = /* @__PURE__ */ endpoint<EventBookingState | void>()('DELETE', '/api/joined_users/:id/');

/** POST /api/address_needs_joined_users/: sign up for a day; 201 with the booking and the request's new state. */
export const joinNeed = /* @__PURE__ */ endpoint<NeedBookingAnswer, NeedJoinBody>()('POST', '/api/address_needs_joined_users/');
/** DELETE /api/address_needs_joined_users/{id}/: leave; the new state with RETURN_STATE, else 204 (void). */
export const leaveNeed = /* @__PURE__ */ endpoint<NeedBookingState | void>()('DELETE', '/api/address_needs_joined_users/:id/');
