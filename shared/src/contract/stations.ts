// Contract of the stations section: stations beyond the base row, map points, notices,
// events with time slots, joining, favourites and organizations. spec §3 Blood station, Event,
// Organization, generic list record; §7 "Donations, stations, notices", "Events, recipients,
// organizations". The API validates bodies and its tests validate responses with these schemas;
// the section imports only the types (keeps zod out of its first-load chunks).
import { z } from 'zod';
import { BLOOD_NEED_KEYS, BloodNeed, BloodNeeds, BloodStation, IdTitle, idField, listOf, type BloodNeedKey } from './common.ts';
import { DONATION_TYPES, type DonationType } from '../station-donation-types.ts';
import { NEED_COMPONENTS } from './staff-stations-rules.ts';

/** Donation types a station accepts (the list's "donation type" filter): zod-free in station-donation-types.ts. */
export { DONATION_TYPES, type DonationType };
export const DonationTypeSchema = z.enum(DONATION_TYPES);

/** Blood types in the order the need table ("светофор") shows them; Kell last. */
export const NEED_ORDER: readonly BloodNeedKey[] = ['o_plus', 'o_minus', 'a_plus', 'a_minus', 'b_plus', 'b_minus', 'ab_plus', 'ab_minus', 'kell'];
/** Short, language-neutral labels of the types (O+ … AB−, Kell). */
export const NEED_LABEL: Record<BloodNeedKey, string> = {
  o_plus: 'O(I) Rh+', o_minus: 'O(I) Rh−', a_plus: 'A(II) Rh+', a_minus: 'A(II) Rh−',
  b_plus: 'B(III) Rh+', b_minus: 'B(III) Rh−', ab_plus: 'AB(IV) Rh+', ab_minus: 'AB(IV) Rh−', kell: 'Kell',
};
export const isNeedKey = (v: string): v is BloodNeedKey => (BLOOD_NEED_KEYS as readonly string[]).includes(v);

/**
 * The spec §3 "generic list record" fields as a station row carries them. `state` is the
 * station's own (shared by everyone); the rest are the donor's own part, null for an anonymous
 * visitor or a donor who has not told their blood group / Kell status in the profile:
 * - `blood_group`: this station's need for the donor's own group (a value of blood_needs);
 * - `kell`: this station's Kell need, for a Kell-positive donor only;
 * - `cant_donate`: true when the station marks the donor's group as enough (not wanted now);
 * - `favorite_id`: the donor's favourite of this station (spec §3 Blood station favourites).
 */
export const StationPersonal = z.object({
  blood_group: BloodNeed.nullable().optional(),
  kell: BloodNeed.nullable().optional(),
  cant_donate: z.boolean().nullable().optional(),
  favorite_id: z.number().int().nullable().optional(),
});
export type StationPersonal = z.infer<typeof StationPersonal>;
/** spec §3 generic list record `state` of a station: closed stations are kept but not served. */
export const StationState = z.enum(['open', 'closed']);

/**
 * A row of GET /api/blood_stations/ and search/, by_location/ (distance only there). The list
 * envelope's `has_user_city` (spec §3 list response) is true when the donor has a city in the
 * profile, false otherwise (anonymous included).
 */
export const StationListItem = BloodStation.extend({
  open_now: z.boolean(),
  has_events: z.boolean(),
  distance_km: z.number().nullable().optional(),
  state: StationState.optional(),
}).extend(StationPersonal.shape);
export type StationListItem = z.infer<typeof StationListItem>;

/**
 * GET /api/blood_stations/by_location/: nearest first within the asked city; when the point is
 * more than 100 km from every station of that city, the list is of the nearest station's city
 * instead and `switched_city` names it (spec §7 by_location; the page says so).
 */
export const ByLocationList = listOf(StationListItem).extend({ switched_city: IdTitle.nullable() });
export type ByLocationList = z.infer<typeof ByLocationList>;

export const OpeningHours = z.object({ weekday: z.number().int().min(1).max(7), opens: z.string(), closes: z.string() });
export type OpeningHours = z.infer<typeof OpeningHours>;

/** GET /api/blood_stations/{id|slug}/: the station page. favorite_id only for the visitor's own. */
export const StationDetail = StationListItem.extend({
  donation_types: z.array(DonationTypeSchema),
  how_to_get: z.string(),
  email: z.string().nullable(),
  hours: z.array(OpeningHours),
  favorite_id: z.number().int().nullable(),
  /** The station's local time as minutes east of UTC (hours are local; 180 = Moscow). */
  utc_offset_min: z.number().int().optional(),
  /** Days it does not work from today on (its staff set them), with the note donors read. The API always sends it. */
  closed_days: z.array(z.object({ date: z.string(), note: z.string() })).optional(),
  /**
   * Needs per component it accepts besides whole blood (`blood_needs`), set by its staff
   * (docs/booking.md «Пульт станции»). The API always sends it.
   */
  component_needs: z.array(z.object({ component: z.enum(NEED_COMPONENTS), needs: BloodNeeds })).optional(),
});
export type StationDetail = z.infer<typeof StationDetail>;

/**
 * GET /api/blood_stations/map/: only what a marker and its popup need — the popup shows
 * open-now and the need for the donor's group (spec §2 blood stations screen, map).
 */
export const MapPoint = z.object({
  id: z.number().int(), slug: z.string(), title: z.string(), address: z.string(), lat: z.number(), lng: z.number(),
  open_now: z.boolean(),
  blood_needs: BloodNeeds,
}).extend(StationPersonal.shape);
export type MapPoint = z.infer<typeof MapPoint>;
/** `has_user_city` as on the lists (spec §3 list response). */
export const MapResponse = z.object({ count: z.number().int(), truncated: z.boolean(), results: z.array(MapPoint), has_user_city: z.boolean().optional() });
export type MapResponse = z.infer<typeof MapResponse>;

/** GET /api/notice/?bs_id= */
export const Notice = z.object({ id: z.number().int(), title: z.string(), text: z.string(), created_at: z.string() });
export type Notice = z.infer<typeof Notice>;

/**
 * {url}{id}/top/, top_halfyear/: donors of the station by donation count. `position` is the
 * 1-based place in the list; no user id, which would let anyone follow one donor across stations
 * (docs/SECURITY.md "Публичные списки доноров").
 */
export const StationDonor = z.object({ position: z.number().int(), name: z.string(), donations: z.number().int() });
export type StationDonor = z.infer<typeof StationDonor>;
/** {url}{id}/planned/: donors signed up for the station's upcoming slots (`position`: as above). */
export const PlannedDonor = z.object({ position: z.number().int(), name: z.string(), date: z.string() });
export type PlannedDonor = z.infer<typeof PlannedDonor>;

export const Favorite = z.object({ id: z.number().int(), blood_station: z.number().int() });
export type Favorite = z.infer<typeof Favorite>;
/** POST /api/favorite_blood_stations/ */
export const FavoriteBody = z.object({ blood_station: idField });
export type FavoriteBody = z.input<typeof FavoriteBody>;

// ---------------------------------------------------------------- events (spec §3 Event)

export const EVENT_CATEGORIES = ['donor_day', 'blood_drive', 'open_day', 'lecture'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
/** What an event page may show: staff categories, and 'visit' — a station's visit day (docs/booking.md «Визит в любой день работы»), never in lists. */
export const EVENT_KINDS = [...EVENT_CATEGORIES, 'visit'] as const;

/** date: the local day; start_time: local 'HH:MM'; starts_at: the instant (ISO). */
export const TimeSlot = z.object({
  id: z.number().int(),
  date: z.string(),
  start_time: z.string(),
  starts_at: z.string(),
  capacity: z.number().int(),
  free: z.number().int(),
});
export type TimeSlot = z.infer<typeof TimeSlot>;

/** spec §3 Event user_status: joined, with the joined_users id (and the slot, to pre-select it). */
export const EventUserStatus = z.object({
  joined: z.boolean(),
  id: z.number().int().nullable(),
  timeslot_id: z.number().int().nullable(),
});
export type EventUserStatus = z.infer<typeof EventUserStatus>;

export const StationRef = z.object({ id: z.number().int(), slug: z.string(), title: z.string(), address: z.string() });
/** An organization named in an event, and a row of GET /api/organizations/all_names/. */
export const OrganizationRef = z.object({ id: z.number().int(), name: z.string() });
export type OrganizationRef = z.infer<typeof OrganizationRef>;

export const Event = z.object({
  id: z.number().int(),
  category: z.enum(EVENT_KINDS),
  title: z.string(),
  description: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  author: z.object({ id: z.number().int().nullable(), name: z.string() }),
  individual_partners: z.array(z.string()),
  address: z.string(),
  city: IdTitle,
  blood_station: StationRef.nullable(),
  organization: OrganizationRef.nullable(),
  time_slots: z.array(TimeSlot),
  /** null for anonymous visitors. */
  user_status: EventUserStatus.nullable(),
  /**
   * When its station or organization cancelled it, and why (docs/booking.md «Акции сотрудников»):
   * the page says «Акция отменена», the lists leave it out, a join is refused. The API always sends them.
   */
  cancelled_at: z.string().nullable().optional(),
  cancel_reason: z.string().nullable().optional(),
});
export type Event = z.infer<typeof Event>;

/** POST /api/joined_users/ (spec §7). */
export const JoinBody = z.object({ event_id: idField, timeslot_id: idField });
export type JoinBody = z.input<typeof JoinBody>;
export const JoinedUser = z.object({ id: z.number().int(), event_id: z.number().int(), timeslot_id: z.number().int() });
export type JoinedUser = z.infer<typeof JoinedUser>;

/** Russian field messages of the join rules (the API sends them; tests assert them). */
export const JOIN_MSG = {
  noEvent: 'Акция не найдена',
  eventEnded: 'Акция уже закончилась',
  slotNotInEvent: 'Это время не относится к выбранной акции',
  slotPast: 'Это время уже прошло',
  slotFull: 'На это время уже нет свободных мест',
  twice: 'Вы уже записаны на эту акцию. Чтобы выбрать другое время, сначала отмените запись',
  leavePast: 'Нельзя отменить запись на прошедшее время',
} as const;

// ---------------------------------------------------------------- organizations

export const OrganizationUserStatus = z.object({ joined: z.boolean(), is_manager: z.boolean() });
export type OrganizationUserStatus = z.infer<typeof OrganizationUserStatus>;

/** GET /api/organizations/{id}/ and the answer of join/ and left/ (spec §4: it replaces the data). */
export const Organization = z.object({
  id: z.number().int(),
  name: z.string(),
  city: IdTitle.nullable(),
  members_count: z.number().int(),
  /** null for anonymous visitors. */
  user_status: OrganizationUserStatus.nullable(),
});
export type Organization = z.infer<typeof Organization>;

/** spec §3 Organization: events and address_needs each have actual and past lists. */
export const OrganizationEvents = z.object({ actual: z.array(Event), past: z.array(Event) });
export type OrganizationEvents = z.infer<typeof OrganizationEvents>;

export const AddressNeed = z.object({
  id: z.number().int(),
  title: z.string(),
  blood_class: z.string(),
  requested_blood_types: z.array(z.string()),
  required_donors_count: z.number().int(),
  status: z.string(),
  last_date: z.string(),
  blood_station: StationRef.nullable(),
});
export type AddressNeed = z.infer<typeof AddressNeed>;
export const OrganizationNeeds = z.object({ actual: z.array(AddressNeed), past: z.array(AddressNeed) });
export type OrganizationNeeds = z.infer<typeof OrganizationNeeds>;

// ---------------------------------------------------------------- bookings (spec §4 Joining, §7)

/**
 * PATCH /api/joined_users/{id}/: move a booking to another slot of the same event in ONE
 * transaction — the old place is kept when the new slot is full (api/src/features/booking/bookings.ts).
 */
export const ChangeSlotBody = z.object({ timeslot_id: idField });
export type ChangeSlotBody = z.input<typeof ChangeSlotBody>;

/** Russian messages of a slot change ({old}: «25 ноября 2026, 09:00»). */
export const BOOKING_MSG = {
  fullKeepOld: 'На это время мест больше нет — ваша запись на {old} сохранена',
  sameSlot: 'Вы уже записаны на это время',
  changePast: 'Прошедшую запись изменить нельзя',
} as const;

/** A row of GET /api/profile/bookings/: the donor's upcoming booking, soonest first. */
export const Booking = z.object({
  /** The joined_users id (PATCH/DELETE /api/joined_users/{id}/). */
  id: z.number().int(),
  event: z.object({ id: z.number().int(), title: z.string(), address: z.string() }),
  blood_station: StationRef.nullable(),
  slot: z.object({ id: z.number().int(), date: z.string(), start_time: z.string(), starts_at: z.string() }),
});
export type Booking = z.infer<typeof Booking>;
