// The help-me rules without zod (spec §3 Blood request, Recipient data; §5 help-me; §9): the
// constants and the field → "not chosen" message table the form and the API share.
// contract/helpme.ts re-exports all of it next to the zod schemas; the help-me section imports
// this file (or `import type` from helpme.ts) so it ships no zod runtime (ARCHITECTURE §6).
import * as MSG from '../messages.ts';

/** spec §3 Recipient need: the eight ABO/Rh types a request can ask for (Kell is not asked). */
export const BLOOD_TYPES = ['o_plus', 'o_minus', 'a_plus', 'a_minus', 'b_plus', 'b_minus', 'ab_plus', 'ab_minus'] as const;
export type BloodType = (typeof BLOOD_TYPES)[number];

/** spec §3 Blood request blood_class: the component asked for (the keys of donations.blood_class). */
export const HELPME_BLOOD_CLASSES = ['blood', 'plasma', 'platelets', 'erythrocytes', 'granulocytes'] as const;
export type HelpmeBloodClass = (typeof HELPME_BLOOD_CLASSES)[number];

/**
 * Statuses (spec §4 Recipient status; the others are ours, docs/helpme.md):
 * search_in_progress — active; found — closed by the author or staff, donors found;
 * cancelled — closed by the author or staff without it; expired — computed, the last date passed
 * while still searching (never stored).
 */
export const NEED_STATUSES = ['search_in_progress', 'found', 'cancelled', 'expired'] as const;
export type NeedStatus = (typeof NEED_STATUSES)[number];
/** What PATCH /api/address_needs/{id}/ may set. */
export const CLOSE_STATUSES = ['found', 'cancelled'] as const;
export type CloseStatus = (typeof CLOSE_STATUSES)[number];

export const HELPME_LIMITS = {
  /** spec §9 Required donors count default. */
  donorsDefault: 10,
  donorsMin: 1,
  /** More than a hundred donors for one patient is a station's drive, not a family's request. */
  donorsMax: 100,
  /** last_date: from today up to this many days ahead (one slot per day in between). */
  lastDateMaxDays: 366,
  nameMax: 60,
  /** Plain text, never auto-linked (docs/helpme.md «Что видно всем»). */
  searchReasonMax: 1000,
  /** Recipient's age at most (birth_date not before today minus this many years). */
  ageMax: 120,
} as const;

/** spec §5 help-me: each required field's own message (the form and the API say the same). */
export const HELPME_REQUIRED: Record<string, string> = {
  blood_class: MSG.helpmeBloodClass,
  requested_blood_type: MSG.helpmeBloodType,
  required_donors_count: MSG.helpmeDonorsCount,
  city_id: MSG.helpmeCity,
  blood_station_id: MSG.helpmeStation,
  last_date: MSG.helpmeLastDate,
  last_name: MSG.helpmeLastName,
  first_name: MSG.helpmeFirstName,
  birth_date: MSG.helpmeBirthDate,
  search_reason: MSG.helpmeSearchReason,
  publish_consent: MSG.helpmeConsent,
};

/** spec §4 Help-me form: the fields of each step, in order (the first error field is focused). */
export const HELPME_STEP_FIELDS = [
  ['blood_class', 'requested_blood_type', 'required_donors_count', 'city_id', 'blood_station_id', 'last_date'],
  ['last_name', 'first_name', 'middle_name', 'birth_date', 'search_reason', '_image', 'publish_consent'],
] as const;

/** The multipart field of the photo (spec §3 Recipient data _image). */
export const HELPME_IMAGE_FIELD = '_image';

// ---------------------------------------------------------------- date rules (today = the caller's clock)

/** `YYYY-MM-DD` plus n days (UTC arithmetic on calendar days). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** last_date: today … today + lastDateMaxDays; the message, or null when fine. */
export function lastDateProblem(value: string, today: string): string | null {
  return value < today || value > addDays(today, HELPME_LIMITS.lastDateMaxDays) ? MSG.helpmeLastDateRange : null;
}

/** birth_date: not in the future and not more than ageMax years ago. */
export function birthDateProblem(value: string, today: string): string | null {
  if (value > today) return MSG.dateFuture;
  const oldest = `${Number(today.slice(0, 4)) - HELPME_LIMITS.ageMax}${today.slice(4)}`;
  return value < oldest ? MSG.dateRange : null;
}

/** Full years between a birth date and today (both `YYYY-MM-DD`). */
export function ageOn(birth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birth.slice(0, 4));
  return today.slice(5) < birth.slice(5) ? years - 1 : years;
}
