// Contract of a visit to a station on any open day (docs/booking.md «Визит в любой день работы»):
// the days with hourly slots a donor may book, a day made bookable (an events row of category
// 'visit' with one slot per opening hour, booked with POST /api/joined_users/ like any event), and
// the capacity per hour station staff set. The API validates bodies with these schemas; pages
// import only the types.
import { z } from 'zod';
import * as MSG from '../messages.ts';
import * as SV from '../station-visits-messages.ts';
import { DATE_RE, isCalendarDay } from './staff-stations-rules.ts';

/** One opening hour of a visit day; `id` is null until the day is made bookable. */
export const VisitSlot = z.object({
  id: z.number().int().nullable(),
  start_time: z.string(),
  starts_at: z.string(),
  capacity: z.number().int(),
  free: z.number().int(),
});
export type VisitSlot = z.infer<typeof VisitSlot>;

/** A station's open day ahead; `event_id` is null until the day is made bookable. */
export const VisitDay = z.object({
  date: z.string(),
  event_id: z.number().int().nullable(),
  slots: z.array(VisitSlot),
});
export type VisitDay = z.infer<typeof VisitDay>;

/** GET /api/blood_stations/{id}/visits/?from=: the open days ahead with slots still to come. */
export const StationVisits = z.object({
  blood_station_id: z.number().int(),
  capacity_per_hour: z.number().int(),
  utc_offset_min: z.number().int(),
  days: z.array(VisitDay),
});
export type StationVisits = z.infer<typeof StationVisits>;

/** POST /api/blood_stations/{id}/visits/ {date}: the day made bookable (idempotent). */
export const VisitDayBody = z.object({
  date: z.string({ error: (iss) => (iss.input === undefined || iss.input === null ? MSG.required : MSG.type) })
    .trim().regex(DATE_RE, MSG.date).refine(isCalendarDay, MSG.dateRange),
});
export type VisitDayBody = z.input<typeof VisitDayBody>;

/** GET/PUT /api/staff/stations/{id}/visits/: visits per opening hour; 0 = no visits. */
export const VisitCapacity = z.object({ capacity_per_hour: z.number().int() });
export type VisitCapacity = z.infer<typeof VisitCapacity>;
export const VisitCapacityBody = z.object({
  capacity_per_hour: z.number({ error: (iss) => (iss.input === undefined || iss.input === null ? MSG.required : SV.capacityRange) })
    .int(SV.capacityRange).min(0, SV.capacityRange).max(SV.VISIT_CAPACITY_MAX, SV.capacityRange),
});
export type VisitCapacityBody = z.input<typeof VisitCapacityBody>;
