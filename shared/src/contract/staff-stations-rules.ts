// The station console's and staff events' rules without zod (docs/booking.md «Пульт станции»):
// the constants and the checks the API and mfe-staff's forms share, so a row of the hours table
// is refused with the same words in the browser and by the server. contract/staff-stations.ts
// re-exports it next to the zod schemas; mfe-staff imports this file (no zod in the browser,
// ARCHITECTURE §6).
import * as SS from '../staff-stations-messages.ts';

/**
 * Components a station may keep needs for besides whole blood (whose needs are the station's
 * `blood_needs`, what the public list shows): a row per component the station accepts
 * (blood_station_info.donation_types), the same nine groups and three states.
 */
export const NEED_COMPONENTS = ['plasma', 'platelets', 'erythrocytes', 'granulocytes'] as const;
export type NeedComponent = (typeof NEED_COMPONENTS)[number];

export const STAFF_LIMITS = {
  /** Slots one event may have (a week of half-hour slots is about 100). */
  slotsMax: 100,
  capacityMax: 500,
  /** How far ahead an event, a slot or a closed day may be set. */
  daysAhead: 366,
  titleMax: 150,
  descriptionMax: 4000,
  addressMax: 300,
  noticeTitleMax: 150,
  noticeTextMax: 2000,
  noteMax: 200,
  reasonMax: 1000,
} as const;

/** 'HH:MM', 00:00–23:59 (the hours table and slots are the station's local wall clock). */
export const TIME_RE = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export interface HoursRow {
  /** ISO weekday, as blood_station_hours stores it: 1 = Monday … 7 = Sunday. */
  weekday: number;
  opens: string;
  closes: string;
}

/** The API's and the form's field key of a weekday's row: `hours_1` … `hours_7`. */
export const hoursField = (weekday: number): string => `hours_${weekday}`;

/**
 * What is wrong with a weekly table, per weekday row (`hours_<weekday>`): a time not HH:MM, a day
 * that does not close after it opens, a day given twice. {} when it may be saved.
 */
export function hoursProblems(rows: readonly HoursRow[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const seen = new Set<number>();
  for (const row of rows) {
    const key = Number.isInteger(row.weekday) && row.weekday >= 1 && row.weekday <= 7 ? hoursField(row.weekday) : 'hours';
    const problem = key === 'hours' ? SS.weekday
      : seen.has(row.weekday) ? SS.hoursTwice
        : !TIME_RE.test(row.opens) || !TIME_RE.test(row.closes) ? SS.time
          : row.closes <= row.opens ? SS.hoursOrder
            : null;
    seen.add(row.weekday);
    if (problem) (out[key] ??= []).push(problem);
  }
  return out;
}

/** A real calendar day 'YYYY-MM-DD'. */
export function isCalendarDay(v: string): boolean {
  if (!DATE_RE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** The instant a local wall-clock date and time happen at a place `offsetMin` minutes east of UTC. */
export function localInstant(date: string, time: string, offsetMin: number): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, d, hh, mm) - offsetMin * 60_000);
}

/** The local calendar day at `now` for a place `offsetMin` minutes east of UTC. */
export const localDay = (now: Date, offsetMin: number): string => new Date(now.getTime() + offsetMin * 60_000).toISOString().slice(0, 10);

/** `day` plus `n` calendar days. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
