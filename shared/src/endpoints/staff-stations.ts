// Endpoint descriptors of the station console, the staff event tools and the organization
// manager's page (docs/booking.md «Пульт станции», «Акции сотрудников»; shared/src/endpoint.ts).
// Types from the contract with `import type` only.
import { endpoint } from '../endpoint.ts';
import type {
  CancelEventBody, CapacityBody, ClosedDayBody, CreateEventBody, HoursBody, NoticeBody, NoticePatchBody, SetNeedBody, SlotBody,
  StaffEvent, StaffEvents, StaffEventsQuery, StaffOrganization, StationConsole,
} from '../contract/staff-stations.ts';

/** GET: the console of one station (its staff or a moderator; another station's staff → 403). */
export const getStationConsole = /* @__PURE__ */ endpoint<StationConsole>()('GET', '/api/staff/stations/:id/');
/** PUT {group, state, component?}: one tap; idempotent; answers the console. */
export const setStationNeed = /* @__PURE__ */ endpoint<StationConsole, SetNeedBody>()('PUT', '/api/staff/stations/:id/needs/');
/** PUT {hours: [{weekday 1–7, opens, closes}]}: the whole weekly table. */
export const setStationHours = /* @__PURE__ */ endpoint<StationConsole, HoursBody>()('PUT', '/api/staff/stations/:id/hours/');
/** POST {date, note}: 201 when new, 200 when the day was already closed (its note updated). */
export const addClosedDay = /* @__PURE__ */ endpoint<StationConsole, ClosedDayBody>()('POST', '/api/staff/stations/:id/closed-days/');
/** DELETE: the day opens again; a day that was not closed changes nothing. */
export const removeClosedDay = /* @__PURE__ */ endpoint<StationConsole>()('DELETE', '/api/staff/stations/:id/closed-days/:date/');
/** POST {title, text, expires_at?}: 201; the same current notice sent again → 200, no second one. */
export const addNotice = /* @__PURE__ */ endpoint<StationConsole, NoticeBody>()('POST', '/api/staff/stations/:id/notices/');
export const updateNotice = /* @__PURE__ */ endpoint<StationConsole, NoticePatchBody>()('PATCH', '/api/staff/stations/:id/notices/:noticeId/');
/** DELETE: the notice leaves the station page; one already gone changes nothing. */
export const deleteNotice = /* @__PURE__ */ endpoint<StationConsole>()('DELETE', '/api/staff/stations/:id/notices/:noticeId/');

/** GET ?station_id= | organization_id=: the owner's events with booked counts per slot. */
export const listStaffEvents = /* @__PURE__ */ endpoint<StaffEvents, never, StaffEventsQuery>()('GET', '/api/staff/events/');
/** POST: 201 with the event; a repeat of the same event answers it with 200. */
export const createStaffEvent = /* @__PURE__ */ endpoint<StaffEvent, CreateEventBody>()('POST', '/api/staff/events/');
/** POST {date, start_time, capacity}: 201; the same time again → 200 when its places match. */
export const addEventSlot = /* @__PURE__ */ endpoint<StaffEvent, SlotBody>()('POST', '/api/staff/events/:id/slots/');
/** PATCH {capacity}: never below the booked count (400). */
export const setSlotCapacity = /* @__PURE__ */ endpoint<StaffEvent, CapacityBody>()('PATCH', '/api/staff/events/:id/slots/:slotId/');
/** POST {reason}: booked donors are told (the .ics cancels the visit); a repeat changes nothing. */
export const cancelStaffEvent = /* @__PURE__ */ endpoint<StaffEvent, CancelEventBody>()('POST', '/api/staff/events/:id/cancel/');

/** GET: members, events and help-me requests of an organization (its managers or a moderator). */
export const getStaffOrganization = /* @__PURE__ */ endpoint<StaffOrganization>()('GET', '/api/staff/organizations/:id/');
