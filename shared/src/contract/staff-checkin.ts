// Contract of check-in at the station (docs/booking.md «Отметка в станции»; issue «Behind the
// counter» §6): the day's roster of a station's bookings, finding a booking by the code the donor
// shows (typed or read from its QR code), «Пришёл(а)» and «Сдал(а)» — the last writes an accepted
// donation into the donor's history. Same idiom as common.ts: the API validates with these
// schemas, the apps take the inferred types (`import type`), the texts are
// staff-checkin-messages.ts.
import { z } from 'zod';
import * as MSG from '../messages.ts';
import * as CM from '../staff-checkin-messages.ts';
import { BloodClass } from './cabinet.ts';
import { CODE_MAX, normalizeCode } from '../booking-code.ts';

/** POST /api/staff/stations/{id}/checkin/ (and the ?code= of …/bookings/find/): the code the donor shows. */
export const CheckinBody = z.object({
  code: z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? MSG.required : MSG.type) })
    .transform(normalizeCode)
    .pipe(z.string().min(1, MSG.required).max(CODE_MAX, CM.codeUnknown)),
});
export type CheckinBody = z.input<typeof CheckinBody>;

/** POST /api/staff/stations/{id}/bookings/{bookingId}/donated/: what the donor gave. */
export const DonatedBody = z.object({ blood_class: BloodClass });
export type DonatedBody = z.input<typeof DonatedBody>;

/** One booking at the desk: the roster's row and every check-in write's answer. */
export const CheckinBooking = z.object({
  /** The joined_users id. */
  id: z.number().int(),
  code: z.string(),
  donor: z.object({ id: z.number().int(), name: z.string() }),
  event: z.object({ id: z.number().int(), title: z.string() }),
  /** The slot's local day and 'HH:MM' (the event's wall clock, docs/booking.md «Часовой пояс»). */
  slot: z.object({ id: z.number().int(), date: z.string(), start_time: z.string() }),
  /** «Пришёл(а)»: when staff marked the arrival (ISO), or null. */
  arrived_at: z.string().nullable(),
  /** «Сдал(а)»: when staff marked the donation (ISO), or null. */
  donated_at: z.string().nullable(),
  /** The accepted donation the mark wrote. */
  donation: z.object({ id: z.number().int(), blood_class: BloodClass, donate_at: z.string() }).nullable(),
});
export type CheckinBooking = z.infer<typeof CheckinBooking>;

/** GET /api/staff/stations/{id}/roster/?date=: the station's bookings of one day, by slot time. */
export const Roster = z.object({
  station: z.object({ id: z.number().int(), title: z.string() }),
  /** The day shown (YYYY-MM-DD). */
  date: z.string(),
  /** Today at the station (its time zone): the default day, and the day a donation is dated. */
  today: z.string(),
  bookings: z.array(CheckinBooking),
});
export type Roster = z.infer<typeof Roster>;
export type RosterQuery = { date?: string };
