// The check-in page's pure rules (docs/booking.md «Отметка в станции»): what a scanned QR code
// says, where a booking stands, the roster with a mark written in, and the day switcher's steps.
import type { CheckinBooking, Roster } from '@donor/shared/contract/staff-checkin';
import { CODE_SHAPE, normalizeCode } from '@donor/shared/booking-code';

/** The code in a scanned QR value, or null when the picture is not a booking code. */
export function scannedCode(raw: string): string | null {
  const code = normalizeCode(raw);
  return CODE_SHAPE.test(code) ? code : null;
}

export type BookingStage = 'expected' | 'arrived' | 'donated';

export const stageOf = (b: Pick<CheckinBooking, 'arrived_at' | 'donated_at'>): BookingStage =>
  b.donated_at ? 'donated' : b.arrived_at ? 'arrived' : 'expected';

/** The roster with a write's answer in place of its row (a booking of another day leaves it as it was). */
export function withBooking(roster: Roster, booking: CheckinBooking): Roster {
  if (!roster.bookings.some((b) => b.id === booking.id)) return roster;
  return { ...roster, bookings: roster.bookings.map((b) => (b.id === booking.id ? booking : b)) };
}

/** 'YYYY-MM-DD' moved by `days` calendar days (UTC arithmetic: a calendar day has no time zone). */
export function shiftDay(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** How many of the day's bookings arrived and donated (the roster's summary line). */
export function tally(bookings: readonly CheckinBooking[]): { total: number; arrived: number; donated: number } {
  return {
    total: bookings.length,
    arrived: bookings.filter((b) => b.arrived_at !== null).length,
    donated: bookings.filter((b) => b.donated_at !== null).length,
  };
}
