// Contract of the station console and the staff event tools (docs/booking.md «Пульт станции»,
// «Акции сотрудников»): what station staff, organization managers and moderators read and
// write about a station's needs, hours, closed days and notices, and about the events and slots
// of a station or an organization; and the organization manager's page. The API validates bodies
// with these schemas; mfe-staff imports only the types and staff-stations-rules.ts.
import { z } from 'zod';
import * as MSG from '../messages.ts';
import * as SS from '../staff-stations-messages.ts';
import { NO_CONTROL } from '../form-rules.ts';
import { BLOOD_NEED_KEYS, BloodNeed, BloodNeeds, IdTitle, idField, optText, reqText, typeError } from './common.ts';
import { DonationTypeSchema, EVENT_CATEGORIES, OpeningHours, OrganizationRef, StationRef } from './stations.ts';
import { DATE_RE, NEED_COMPONENTS, STAFF_LIMITS as L, TIME_RE, isCalendarDay } from './staff-stations-rules.ts';

export * from './staff-stations-rules.ts';

const choice = { error: MSG.choice };
const dayField = z.string({ error: typeError }).trim().regex(DATE_RE, MSG.date).refine(isCalendarDay, MSG.dateRange);
const timeField = z.string({ error: typeError }).trim().regex(TIME_RE, SS.time);
/** Free text a person types that donors read: trimmed, no control characters. */
const reqLong = (max: number, missing: string = MSG.required) =>
  z.string({ error: (iss) => (iss.input === undefined || iss.input === null ? missing : MSG.type) })
    .trim().min(1, missing).max(max, MSG.tooLong(max)).regex(NO_CONTROL, MSG.badChars);

// ---------------------------------------------------------------- the station console

export const ComponentNeeds = z.object({ component: z.enum(NEED_COMPONENTS), needs: BloodNeeds });
export type ComponentNeeds = z.infer<typeof ComponentNeeds>;

export const ClosedDay = z.object({ date: z.string(), note: z.string() });
export type ClosedDay = z.infer<typeof ClosedDay>;

export const StaffNotice = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
});
export type StaffNotice = z.infer<typeof StaffNotice>;

/**
 * GET /api/staff/stations/{id}/ and the answer of every console write (one tap, one request:
 * the page puts the answer in its cache). `needs`: whole blood, the station's public
 * `blood_needs`; `component_needs`: one row per component the station accepts. `today`: the
 * station's local calendar day (closed days start there). Notices: the current ones (not expired).
 */
export const StationConsole = z.object({
  station: z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    address: z.string(),
    city: IdTitle,
    utc_offset_min: z.number().int(),
    donation_types: z.array(DonationTypeSchema),
  }),
  needs: BloodNeeds,
  component_needs: z.array(ComponentNeeds),
  needs_updated_at: z.string().nullable(),
  hours: z.array(OpeningHours),
  closed_days: z.array(ClosedDay),
  notices: z.array(StaffNotice),
  today: z.string(),
});
export type StationConsole = z.infer<typeof StationConsole>;

/** PUT /api/staff/stations/{id}/needs/: one group's state (of a component, or whole blood when absent). */
export const SetNeedBody = z.object({
  group: z.enum(BLOOD_NEED_KEYS, choice),
  state: z.enum(BloodNeed.options, choice),
  component: z.enum(NEED_COMPONENTS, choice).nullish(),
});
export type SetNeedBody = z.input<typeof SetNeedBody>;

/**
 * PUT /api/staff/stations/{id}/hours/: the whole weekly table (days left out are days off). The
 * rows' own rules (order, twice, HH:MM) are hoursProblems(), answered per row as `hours_<weekday>`.
 */
export const HoursBody = z.object({
  hours: z.array(z.object({ weekday: z.number({ error: SS.weekday }).int(SS.weekday), opens: z.string({ error: SS.time }), closes: z.string({ error: SS.time }) }), { error: typeError }).max(7, SS.hoursTwice),
});
export type HoursBody = z.input<typeof HoursBody>;

/** POST /api/staff/stations/{id}/closed-days/: a day the station does not work (today or later). */
export const ClosedDayBody = z.object({ date: dayField, note: optText(L.noteMax) });
export type ClosedDayBody = z.input<typeof ClosedDayBody>;

/** POST /api/staff/stations/{id}/notices/; expires_at: an ISO instant in the future, or none. */
export const NoticeBody = z.object({
  title: reqText(L.noticeTitleMax),
  text: reqLong(L.noticeTextMax),
  expires_at: z.iso.datetime({ offset: true, error: MSG.dateRange }).nullish(),
});
export type NoticeBody = z.input<typeof NoticeBody>;
/** PATCH /api/staff/stations/{id}/notices/{noticeId}/: what changes. */
export const NoticePatchBody = NoticeBody.partial();
export type NoticePatchBody = z.input<typeof NoticePatchBody>;

// ---------------------------------------------------------------- events and slots

/** A slot as staff see it: its places and how many are booked. */
export const StaffSlot = z.object({
  id: z.number().int(),
  date: z.string(),
  start_time: z.string(),
  starts_at: z.string(),
  capacity: z.number().int(),
  booked: z.number().int(),
});
export type StaffSlot = z.infer<typeof StaffSlot>;

export const StaffEvent = z.object({
  id: z.number().int(),
  category: z.enum(EVENT_CATEGORIES),
  title: z.string(),
  description: z.string(),
  address: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  blood_station: StationRef.nullable(),
  organization: OrganizationRef.nullable(),
  slots: z.array(StaffSlot),
});
export type StaffEvent = z.infer<typeof StaffEvent>;

/** GET /api/staff/events/?station_id= | organization_id=: upcoming soonest first, past newest first (20). */
export const StaffEvents = z.object({ upcoming: z.array(StaffEvent), past: z.array(StaffEvent) });
export type StaffEvents = z.infer<typeof StaffEvents>;
export type StaffEventsQuery = { station_id?: number; organization_id?: number };

export const SlotBody = z.object({
  date: dayField,
  start_time: timeField,
  capacity: z.number({ error: SS.capacityRange(L.capacityMax) }).int(SS.capacityRange(L.capacityMax)).min(1, SS.capacityRange(L.capacityMax)).max(L.capacityMax, SS.capacityRange(L.capacityMax)),
});
export type SlotBody = z.input<typeof SlotBody>;

/**
 * POST /api/staff/events/: an event of ONE owner — a station (its address and city) or an
 * organization (address required, its city). Slots are the owner's local wall clock; each must
 * be in the future. A repeat (same owner, title and first start) answers the existing event.
 */
export const CreateEventBody = z.object({
  station_id: idField.nullish(),
  organization_id: idField.nullish(),
  category: z.enum(EVENT_CATEGORIES, choice),
  title: reqText(L.titleMax),
  description: optText(L.descriptionMax),
  address: optText(L.addressMax),
  slots: z.array(SlotBody, { error: SS.slotsNeeded }).min(1, SS.slotsNeeded).max(L.slotsMax, SS.slotsMany(L.slotsMax)),
});
export type CreateEventBody = z.input<typeof CreateEventBody>;

/** PATCH /api/staff/events/{id}/slots/{slotId}/: never below the places already booked. */
export const CapacityBody = z.object({ capacity: SlotBody.shape.capacity });
export type CapacityBody = z.input<typeof CapacityBody>;

/** POST /api/staff/events/{id}/cancel/: the reason goes to every booked donor. */
export const CancelEventBody = z.object({ reason: reqLong(L.reasonMax, SS.reasonNeeded) });
export type CancelEventBody = z.input<typeof CancelEventBody>;

// ---------------------------------------------------------------- the organization manager's page

export const OrgMember = z.object({ id: z.number().int(), name: z.string(), joined_at: z.string() });
export type OrgMember = z.infer<typeof OrgMember>;

/** A help-me request of the organization, with its moderation state (docs/helpme.md). */
export const OrgNeed = z.object({
  id: z.number().int(),
  title: z.string(),
  blood_class: z.string(),
  requested_blood_types: z.array(z.string()),
  required_donors_count: z.number().int(),
  joined_count: z.number().int(),
  status: z.string(),
  moderation: z.string(),
  last_date: z.string(),
});
export type OrgNeed = z.infer<typeof OrgNeed>;

/** GET /api/staff/organizations/{id}/ (its managers and moderators). Members: the newest 200. */
export const StaffOrganization = z.object({
  organization: z.object({ id: z.number().int(), name: z.string(), city: IdTitle.nullable() }),
  members_count: z.number().int(),
  members: z.array(OrgMember),
  events: StaffEvents,
  needs: z.array(OrgNeed),
});
export type StaffOrganization = z.infer<typeof StaffOrganization>;
