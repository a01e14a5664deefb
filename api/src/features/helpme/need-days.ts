// A request's days as a donor can use them (docs/helpme.md «Дни»): the station's opening hours of
// that weekday (blood_station_hours, local time) and its closed days (blood_station_closed_days,
// set by its staff). A weekday with no row in a station's table is a day off, as the staff
// console writes the week (docs/booking.md «Пульт станции»); a station with no table at all has
// unknown hours — every day stays open, without hours.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db.ts';
import { bloodStationClosedDays, bloodStationHours } from '../../schema.ts';

export interface DayHours {
  /** The station does not work that day (a day off of its week, or a closed day). */
  closed: boolean;
  /** 'HH:MM' local time; null when closed or unknown. */
  opens: string | null;
  closes: string | null;
  /** What the staff wrote about a closed day ('' otherwise). */
  note: string;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar day. */
export const isoWeekday = (date: string): number => ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

const hhmm = (t: string): string => t.slice(0, 5);

/** Each of `dates` at the station; a request without a station has every day open, hours unknown. */
export async function stationDays(db: Tx, stationId: number | null, dates: readonly string[]): Promise<Map<string, DayHours>> {
  const out = new Map<string, DayHours>();
  if (stationId === null || dates.length === 0) {
    for (const d of dates) out.set(d, { closed: false, opens: null, closes: null, note: '' });
    return out;
  }
  const week = await db.select().from(bloodStationHours).where(eq(bloodStationHours.bloodStationId, stationId));
  const off = await db.select({ day: bloodStationClosedDays.day, note: bloodStationClosedDays.note }).from(bloodStationClosedDays)
    .where(and(eq(bloodStationClosedDays.bloodStationId, stationId), inArray(bloodStationClosedDays.day, [...new Set(dates)])));
  const byWeekday = new Map(week.map((r) => [r.weekday, r]));
  const closedOn = new Map(off.map((r) => [r.day, r.note]));
  for (const d of dates) {
    const row = byWeekday.get(isoWeekday(d));
    if (closedOn.has(d)) out.set(d, { closed: true, opens: null, closes: null, note: closedOn.get(d)! });
    else if (week.length === 0) out.set(d, { closed: false, opens: null, closes: null, note: '' });
    else if (!row) out.set(d, { closed: true, opens: null, closes: null, note: '' });
    else out.set(d, { closed: false, opens: hhmm(row.opens), closes: hhmm(row.closes), note: '' });
  }
  return out;
}
