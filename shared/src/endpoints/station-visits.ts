// Endpoint descriptors of station visits (docs/booking.md «Визит в любой день работы»;
// shared/src/endpoint.ts). Types from the contract with `import type` only.
import { endpoint } from '../endpoint.ts';
import type { StationVisits, VisitCapacity, VisitCapacityBody, VisitDay, VisitDayBody } from '../contract/station-visits.ts';

/** GET ?from=YYYY-MM-DD: the station's open days ahead with free places per hour (no login). */
export const listStationVisits = /* @__PURE__ */ endpoint<StationVisits, never, { from?: string }>()('GET', '/api/blood_stations/:id/visits/');
/** POST {date}: the day made bookable — its event id and slot ids; 201 when made now, 200 after. */
export const openVisitDay = /* @__PURE__ */ endpoint<VisitDay, VisitDayBody>()('POST', '/api/blood_stations/:id/visits/');
/** GET: the station's visits per hour (its staff or a moderator). */
export const getVisitCapacity = /* @__PURE__ */ endpoint<VisitCapacity>()('GET', '/api/staff/stations/:id/visits/');
/** PUT {capacity_per_hour}: 0–50; future visit slots follow (never below the booked). */
export const setVisitCapacity = /* @__PURE__ */ endpoint<VisitCapacity, VisitCapacityBody>()('PUT', '/api/staff/stations/:id/visits/');
