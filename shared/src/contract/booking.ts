// What a booking write answers (docs/booking.md «Ответ записи»): the booking's NEW STATE — the
// donor's status and the free places, exactly the parts of the event or request page that a
// join, a slot change or a leave changes. The page puts it into its cached event or request
// instead of asking for it again, so one click is one request. The answers of POST and PATCH
// keep their spec §7 fields (`id`, `event_id`, `timeslot_id`) and add the state; a DELETE
// answers the state when asked (`Prefer: return=representation`, shared/src/endpoints/booking.ts),
// else 204 as in spec §7. The API builds them (api/src/features/booking/), tests check them here.
import { z } from 'zod';
import { Booking, EventUserStatus, JoinedUser, TimeSlot } from './stations.ts';
import { NeedJoinedUser, NeedUserStatus } from './helpme.ts';

/** An event's booking state: the donor's status and every slot with its free places. */
export const EventBookingState = z.object({
  event_id: z.number().int(),
  user_status: EventUserStatus,
  time_slots: z.array(TimeSlot),
});
export type EventBookingState = z.infer<typeof EventBookingState>;

/** POST /api/joined_users/ (201) and PATCH /api/joined_users/{id}/: the booking and the new state. */
export const EventBookingAnswer = JoinedUser.extend(EventBookingState.shape);
export type EventBookingAnswer = z.infer<typeof EventBookingAnswer>;

/**
 * The check-in code of an event booking (docs/booking.md «Отметка в станции»): short, drawn by
 * the database for every booking (0021_checkin.sql), shown at the station's desk typed or as its
 * QR code (GET /api/booking-codes/{code}/qr.svg). Added to the spec §7 shapes, not mixed into
 * them: a client that reads only the spec's fields reads them as before.
 */
export const BookingCode = z.object({ code: z.string() });
export type BookingCode = z.infer<typeof BookingCode>;

/** What POST and PATCH /api/joined_users/ answer: the booking, its new state and its code. */
export const BookedEventAnswer = EventBookingAnswer.extend(BookingCode.shape);
export type BookedEventAnswer = z.infer<typeof BookedEventAnswer>;

/** A row of GET /api/profile/bookings/ («Мои записи»): the booking with its code. */
export const MyBooking = Booking.extend(BookingCode.shape);
export type MyBooking = z.infer<typeof MyBooking>;

/**
 * A help-me request's booking state: the donor's status and how many signed up of how many are
 * needed (a day has no limit of places, docs/helpme.md «Дни»).
 */
export const NeedBookingState = z.object({
  address_need_id: z.number().int(),
  user_status: NeedUserStatus,
  joined_count: z.number().int(),
  required_donors_count: z.number().int(),
});
export type NeedBookingState = z.infer<typeof NeedBookingState>;

/** POST /api/address_needs_joined_users/ (201): the booking and the new state. */
export const NeedBookingAnswer = NeedJoinedUser.extend(NeedBookingState.shape);
export type NeedBookingAnswer = z.infer<typeof NeedBookingAnswer>;
