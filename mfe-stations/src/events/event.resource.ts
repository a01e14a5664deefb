// The event page's requests (spec §3 Event; §4 Joining; §7 joined_users; §8): the event — keyed
// as the host's first-screen request, so the answer embedded in the page is used without asking —
// and join / change slot / leave through the kit's booking model (shared/src/booking/,
// docs/booking.md «Модель записи»): each write answers the event's new slots and the donor's
// status, which go into the cached event, so a click is one request.
// Changing a slot is ONE request (PATCH /api/joined_users/{id}/, api/src/features/booking/bookings.ts): the
// joined slot stays booked and on screen until the new one is confirmed — a departure from spec
// §4's leave-then-join, which could lose both places. Cancelling asks first (the page's
// ConfirmDialog) and then says so in a polite live region ($status).
import type { Api } from '@donor/shared/api';
import type { QueryContext } from '@donor/shared/query';
import type { AuthStore } from '@donor/shared/stores/types';
import { createDraft, type Draft } from '@donor/shared/stores/draft';
import type { Event } from '@donor/shared/contract/stations';
import type { EventBookingState } from '@donor/shared/contract/booking';
import { pathOf } from '@donor/shared/endpoint';
import { changeEventSlot, joinEvent, leaveEvent, listEvents, listMyBookings } from '@donor/shared/endpoints/booking';
import { eventKey } from '@donor/shared/first-screen';
import { createBooking } from '@donor/shared/booking/booking.store';
import { bookingErrorText } from '@donor/shared/booking/booking-errors';
import { s } from '../stations.strings.ts';
import { b } from './booking.strings.ts';
import { preselectedSlot } from './event-timing.ts';
import { choose, EMPTY_SLOT_DRAFT, type SlotDraft } from './event.store.ts';

/**
 * What a write changes besides the event: the event lists that show the visitor's joined badge
 * and «Мои записи» (marked stale: asked when next shown, not now).
 */
const touchesBookings = (key: string): boolean => key.startsWith(pathOf(listEvents)) || key.startsWith(pathOf(listMyBookings));

/** The message of a refused write (the kit's booking mapping), else `fallback`. */
export const joinErrorText = (error: unknown, fallback: string): string => bookingErrorText(error, fallback);

/** The event with a write's answer: its slots' free places and the donor's status. */
const withState = (event: Event, state: EventBookingState): Event => ({ ...event, user_status: state.user_status, time_slots: state.time_slots });

export interface EventPageDeps {
  /** Anonymous join → /login/?next=<current path>. */
  goLogin: () => void;
  now?: () => Date;
  /** The chosen slot's session draft (tests pass their own). */
  draft?: Draft<SlotDraft>;
}

export function createEventPage(props: { query: QueryContext; api: Api; auth: AuthStore }, id: number, deps: EventPageDeps) {
  const booking = createBooking(props, {
    key: eventKey(id),
    bookingOf: (e: Event) => e.user_status?.id ?? null,
    bookedSlot: preselectedSlot,
    choose,
    apply: withState,
    join: { endpoint: joinEvent, body: (e, slotId) => ({ event_id: e.id, timeslot_id: slotId }) },
    leave: leaveEvent,
    change: { endpoint: changeEventSlot, body: (slotId) => ({ timeslot_id: slotId }) },
    stale: touchesBookings,
    texts: {
      slotRequired: s.event.slotRequired, joinError: s.event.joinError, leaveError: s.event.leaveError,
      chooseNew: b.chooseNew, changeError: b.changeError, booked: b.booked, changed: b.changed, cancelled: b.cancelled,
    },
    goLogin: deps.goLogin,
    ...(deps.now ? { now: deps.now } : {}),
    draft: deps.draft ?? createDraft<SlotDraft>(`event-slot-${id}`, EMPTY_SLOT_DRAFT),
  });
  return { ...booking, $event: booking.$item, leave: () => booking.leave() };
}
export type EventPageModel = ReturnType<typeof createEventPage>;
