// Contract of the help-me form and recipient needs (spec §2 /helpme/, /recipient/{id}; §3 Recipient
// need, Blood request, Recipient data; §4 Help-me form, Recipient status, Joining; §5 help-me;
// §7 "Events, recipients, organizations"). The API validates with these schemas and its tests
// validate answers with them; the section takes the types only (`import type`) and the
// zod-free rules from helpme-rules.ts. Privacy decisions (what of the patient is public):
// docs/helpme.md. Browser-safe: zod only, no node imports.
import { z } from 'zod';
import * as MSG from '../messages.ts';
import { NO_CONTROL } from '../form-rules.ts';
import { IdTitle, hasNoBidiControl, hasVisibleChar, idField, listOf } from './common.ts';
import { BLOOD_TYPES, CLOSE_STATUSES, HELPME_BLOOD_CLASSES, HELPME_LIMITS, NEED_STATUSES } from './helpme-rules.ts';
import { MODERATION_STATES } from '../staff-helpme-messages.ts';

export * from './helpme-rules.ts';

// ---------------------------------------------------------------- the help-me body (multipart)

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
/** Missing or blank → the field's own message (spec §5), anything else of the wrong type → MSG.type. */
const own = (msg: string) => (iss: { input?: unknown }) => (blank(iss.input) ? msg : MSG.type);

/** A required id the form sends as a string (city_id, blood_station_id): every problem says `msg`. */
const chosenId = (msg: string) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d{1,10}$/, msg)], { error: own(msg) })
    .transform(Number)
    .pipe(z.number().int(msg).min(1, msg).max(2_147_483_647, msg));

/** Letters (any script), spaces, hyphens, apostrophes and dots: a name carries no links or digits. */
const NAME_CHARS = /^[\p{L}\p{M}\s.'’-]*$/u;
const name = (msg: string) =>
  z
    .string({ error: own(msg) })
    .trim()
    .min(1, msg)
    .max(HELPME_LIMITS.nameMax, MSG.tooLong(HELPME_LIMITS.nameMax))
    .regex(NAME_CHARS, MSG.badChars)
    .refine(hasNoBidiControl, MSG.badChars)
    .refine(hasVisibleChar, msg);

/** `YYYY-MM-DD` of a real calendar day; how far from today is the API's check (its clock). */
const day = (msg: string) =>
  z
    .string({ error: own(msg) })
    .trim()
    .min(1, msg)
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: MSG.date, abort: true })
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, MSG.dateRange);

/**
 * POST /api/address_needs/ as the API reads it: multipart text fields, the arrays already joined
 * from indexed fields (`requested_blood_type[0]=o_plus`, spec §5). The photo (`_image`) is a file
 * part checked by the uploads module, not here. The form sends everything as strings.
 */
export const HelpmeBody = z.object({
  blood_class: z.enum(HELPME_BLOOD_CLASSES, { error: (iss) => (blank(iss.input) ? MSG.helpmeBloodClass : MSG.choice) }),
  requested_blood_type: z
    .array(z.enum(BLOOD_TYPES, { error: MSG.choice }), { error: own(MSG.helpmeBloodType) })
    .min(1, MSG.helpmeBloodType)
    .max(BLOOD_TYPES.length, MSG.choice)
    .transform((v) => BLOOD_TYPES.filter((t) => v.includes(t))),
  required_donors_count: z
    .union([z.number(), z.string().trim().regex(/^\d{1,4}$/, MSG.helpmeDonorsCount)], { error: own(MSG.helpmeDonorsCount) })
    .transform(Number)
    .pipe(z.number().int(MSG.helpmeDonorsCount).min(HELPME_LIMITS.donorsMin, MSG.helpmeDonorsCount).max(HELPME_LIMITS.donorsMax, MSG.helpmeDonorsCount)),
  city_id: chosenId(MSG.helpmeCity),
  blood_station_id: chosenId(MSG.helpmeStation),
  last_date: day(MSG.helpmeLastDate),
  last_name: name(MSG.helpmeLastName),
  first_name: name(MSG.helpmeFirstName),
  middle_name: z
    .union([z.literal(''), name(MSG.required)], { error: MSG.type })
    .nullish()
    .transform((v) => (v ? v : null)),
  birth_date: day(MSG.helpmeBirthDate),
  search_reason: z
    .string({ error: own(MSG.helpmeSearchReason) })
    .trim()
    .min(1, MSG.helpmeSearchReason)
    .max(HELPME_LIMITS.searchReasonMax, MSG.tooLong(HELPME_LIMITS.searchReasonMax))
    .regex(NO_CONTROL, MSG.badChars)
    .refine(hasNoBidiControl, MSG.badChars),
  /** The submitter confirms they may publish the patient's data (a checkbox: true/'true'/'on'). */
  publish_consent: z.union([z.literal(true), z.literal('true'), z.literal('on'), z.literal('1')], { error: MSG.helpmeConsent }).transform(() => true as const),
});
export type HelpmeBody = z.input<typeof HelpmeBody>;
export type HelpmeValues = z.output<typeof HelpmeBody>;

// ---------------------------------------------------------------- answers

/**
 * One day a donor can come (spec §3 Recipient need time_slots: date). Valid until 23:59:59 that day.
 * Beyond the spec, the station's hours that day (docs/helpme.md «Дни»): `closed` — it does not work
 * (a day off or a closed day, with the staff's `note`); `opens`/`closes` 'HH:MM' local, null when
 * unknown. The API always sends them.
 */
export const NeedSlot = z.object({
  id: z.number().int(),
  date: z.string(),
  closed: z.boolean().optional(),
  opens: z.string().nullable().optional(),
  closes: z.string().nullable().optional(),
  note: z.string().optional(),
});
export type NeedSlot = z.infer<typeof NeedSlot>;

/** spec §3 Recipient need user_status: joined, with the joined id and the slot (to pre-select it). */
export const NeedUserStatus = z.object({ joined: z.boolean(), id: z.number().int().nullable(), timeslot: z.number().int().nullable() });
export type NeedUserStatus = z.infer<typeof NeedUserStatus>;

export const NeedStation = z.object({ id: z.number().int(), slug: z.string(), title: z.string(), address: z.string(), lat: z.number(), lng: z.number() });
export type NeedStation = z.infer<typeof NeedStation>;

/** spec §3: per blood type 'need' when asked for, null otherwise. */
const typeNeeds = Object.fromEntries(BLOOD_TYPES.map((k) => [k, z.literal('need').nullable()])) as Record<(typeof BLOOD_TYPES)[number], z.ZodNullable<z.ZodLiteral<'need'>>>;

/**
 * A row of GET /api/address_needs/ (home page, station page). Organization needs (no patient)
 * come in the same shape with the patient fields null. `title`: the headline for both — for a
 * patient «Имя О.» (last name as an initial only, docs/helpme.md).
 */
export const RecipientNeedItem = z.object({
  id: z.number().int(),
  status: z.enum(NEED_STATUSES),
  title: z.string(),
  first_name: z.string().nullable(),
  middle_name: z.string().nullable(),
  /** Public: the initial with a dot («С.»); the author and staff get the whole last name. */
  last_name: z.string().nullable(),
  /** Relative URL of the photo (`/api/picture/{id}/`), null without one. */
  image: z.string().nullable(),
  /** Full years on today; the birth date itself is public only to the author and staff. */
  age: z.number().int().nullable(),
  blood_class: z.string(),
  requested_blood_type: z.array(z.enum(BLOOD_TYPES)),
  ...typeNeeds,
  blood_station: NeedStation.nullable(),
  city: IdTitle.nullable(),
  organization: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  last_date: z.string(),
  required_donors_count: z.number().int(),
  joined_count: z.number().int(),
  created_at: z.string(),
});
export type RecipientNeedItem = z.infer<typeof RecipientNeedItem>;
export const RecipientNeedList = listOf(RecipientNeedItem);
export type RecipientNeedList = z.infer<typeof RecipientNeedList>;

/**
 * Where the request is in moderation (docs/helpme.md «Модерация»), for its author and moderators
 * only (null for everyone else, who see published requests alone). `reason` is the code of the
 * moderator's reason (staff-helpme-messages.ts), `reason_text` its words; `can_edit`: the author
 * may change it and send it again (it was returned or rejected).
 */
export const NeedModeration = z.object({
  state: z.enum(MODERATION_STATES),
  reason: z.string().nullable(),
  reason_text: z.string().nullable(),
  comment: z.string().nullable(),
  submitted_at: z.string().nullable(),
  moderated_at: z.string().nullable(),
  can_edit: z.boolean(),
});
export type NeedModeration = z.infer<typeof NeedModeration>;

/** GET /api/address_needs/{id}/, and the answer of POST (201) and PATCH. */
export const RecipientNeed = RecipientNeedItem.extend({
  search_reason: z.string().nullable(),
  /** Only for the author and staff (null for everyone else). */
  birth_date: z.string().nullable(),
  /** Days from the day of creation to last_date, sorted; past days included (the page filters). */
  time_slots: z.array(NeedSlot),
  /** null for anonymous visitors. */
  user_status: NeedUserStatus.nullable(),
  is_author: z.boolean(),
  /** The viewer may close it (author or staff) and it is still searching. */
  can_close: z.boolean(),
  closed_at: z.string().nullable(),
  /** The author's and moderators' view of its review; null for everyone else. */
  moderation: NeedModeration.nullable(),
});
export type RecipientNeed = z.infer<typeof RecipientNeed>;

/** GET /api/address_needs/ query: main_page=true&city_id= (home) or blood_station= (station page). */
export const NEED_LIST_FILTERS = ['main_page', 'city_id', 'blood_station', 'organization', 'page', 'page_size'] as const;

// ---------------------------------------------------------------- writes

/** PATCH /api/address_needs/{id}/ (author or staff). */
export const NeedCloseBody = z.object({ status: z.enum(CLOSE_STATUSES, { error: MSG.helpmeStatus }) });
export type NeedCloseBody = z.input<typeof NeedCloseBody>;

/** POST /api/address_needs_joined_users/ (spec §7). */
export const NeedJoinBody = z.object({ address_need_id: idField, timeslot_id: idField });
export type NeedJoinBody = z.input<typeof NeedJoinBody>;
export const NeedJoinedUser = z.object({ id: z.number().int(), address_need_id: z.number().int(), timeslot_id: z.number().int() });
export type NeedJoinedUser = z.infer<typeof NeedJoinedUser>;
