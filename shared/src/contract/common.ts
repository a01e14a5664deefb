// THE contract between the API (api/) and the front-end apps (ARCHITECTURE §1, §3): zod schemas
// of the entities of spec §3 and the bodies of spec §7. The API validates what it accepts with
// these schemas, and so do the tests; the apps take only the inferred types (`import type`) and
// check forms with the zod-free form-rules.ts, so no section ships zod. The field messages
// (spec §5) are the one table in messages.ts, which those form rules read too.
// Browser-safe: zod only, no node imports.
import { z } from 'zod';
import * as MSG from '../messages.ts';
import { NO_CONTROL, PHONE_RE, normalizePhone } from '../form-rules.ts';
import { SECTION_APPS } from '../routes.ts';

/** The plain phone helpers live with the clients' form rules (zod-free); the API reads them here. */
export { PHONE_RE, isPhoneLogin, normalizePhone } from '../form-rules.ts';

/** Missing/null → the required message, anything else of the wrong type → the type message. */
export const typeError = (iss: { input?: unknown }) => (iss.input === undefined || iss.input === null ? MSG.required : MSG.type);

/** A blank query or form value (null, empty or only spaces) counts as absent: `z.preprocess(blank, …optional())`. */
export const blank = (v: unknown): unknown => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** A required, trimmed, non-blank string (spec §5 "only spaces" fails). */
export const reqText = (max = 150) =>
  z.string({ error: typeError }).trim().min(1, MSG.required).max(max, MSG.tooLong(max)).regex(NO_CONTROL, MSG.badChars);
/** An optional trimmed string; blank and null become null. */
export const optText = (max = 150) =>
  z
    .string({ error: typeError })
    .trim()
    .max(max, MSG.tooLong(max))
    .regex(NO_CONTROL, MSG.badChars)
    .nullish()
    .transform((v) => (v ? v : null));

/** A positive 32-bit id; numeric strings are accepted (form posts). */
export const idField = z
  .union([z.number({ error: typeError }), z.string({ error: typeError }).trim().regex(/^\d{1,10}$/, MSG.id)], { error: typeError })
  .transform(Number)
  .pipe(z.number({ error: MSG.id }).int(MSG.id).min(1, MSG.id).max(2_147_483_647, MSG.id));

export const phoneField = z
  .string({ error: typeError })
  .trim()
  .min(1, MSG.required)
  .max(32, MSG.phone)
  .transform(normalizePhone)
  .pipe(z.string().regex(PHONE_RE, MSG.phone));
export const emailField = z
  .string({ error: typeError })
  .trim()
  .min(1, MSG.required)
  .max(254, MSG.email)
  .toLowerCase()
  .pipe(z.email({ error: MSG.email }));
export const passwordField = z
  .string({ error: typeError })
  .min(8, MSG.passwordShort)
  .max(128, MSG.passwordLong)
  .regex(NO_CONTROL, MSG.badChars);
/** ISO date (YYYY-MM-DD) of a real calendar day between 1900 and today (birth dates). */
export const birthDateField = z
  .string({ error: typeError })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, MSG.date)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && v >= '1900-01-01' && d.getTime() <= Date.now();
  }, MSG.dateRange);
/**
 * People's names are shown to everyone (station tops, planned donors): no bidi controls, which
 * reorder the text around them (U+200E/F, U+202A–U+202E, U+2066–U+2069), and not only invisible
 * characters (U+200B–U+200D, U+2060, U+FEFF, spaces), which make a name that looks empty.
 * docs/SECURITY.md "Имена".
 */
const BIDI_CONTROL = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const INVISIBLE = /[\s\u200B-\u200D\u2060\uFEFF]/gu;
export const hasNoBidiControl = (v: string): boolean => !BIDI_CONTROL.test(v);
export const hasVisibleChar = (v: string): boolean => v.replace(INVISIBLE, '') !== '';
/** A required name: reqText plus the rules above. */
export const reqName = (max = 150) =>
  reqText(max).refine(hasNoBidiControl, MSG.badChars).refine(hasVisibleChar, MSG.required);
/** An optional name (blank and null become null): optText plus the rules above. */
export const optName = (max = 150) =>
  z
    .string({ error: typeError })
    .trim()
    .max(max, MSG.tooLong(max))
    .regex(NO_CONTROL, MSG.badChars)
    .refine(hasNoBidiControl, MSG.badChars)
    .refine((v) => v === '' || hasVisibleChar(v), MSG.required)
    .nullish()
    .transform((v) => (v ? v : null));

export const codeField = z.string({ error: typeError }).trim().regex(/^\d{6}$/, MSG.code);

// ---------------------------------------------------------------- entities (spec §3)

export const IdTitle = z.object({ id: z.number().int(), title: z.string() });
export type IdTitle = z.infer<typeof IdTitle>;

export const Country = z.object({ id: z.number().int(), title: z.string() });
export type Country = z.infer<typeof Country>;
export const Region = z.object({ id: z.number().int(), title: z.string(), country_id: z.number().int() });
export type Region = z.infer<typeof Region>;

/** spec §3 City; region/country are the "address data" a picker label needs. */
export const City = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  region_id: z.number().int().nullable(),
  country_id: z.number().int(),
  lat: z.number(),
  lng: z.number(),
  region: IdTitle.nullable(),
  country: IdTitle,
});
export type City = z.infer<typeof City>;

/** spec §9 constants used on both sides (they live in constants.ts, free of zod). */
export { MOSCOW_CITY_ID, TATAR_CITY_ID, TATARSTAN_REGION_ID, ALL_REGIONS_VALUE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';

/** spec §3 City picker option: value = id, label = title, data = the raw city. */
export const CityOption = z.object({ value: z.number().int(), label: z.string(), data: City.nullable() });
export type CityOption = z.infer<typeof CityOption>;
export const cityOption = (city: City): CityOption => ({ value: city.id, label: city.title, data: city });

export const DonationAgg = z.object({
  count: z.number().int().nonnegative(),
  last_donate_at: z.string().nullable().optional(),
});
export const ManagedOrganization = z.object({ id: z.number().int(), name: z.string() });
export const Photo = z.object({ small: z.string().nullable().optional() });

// ---------------------------------------------------------------- pictures (spec §5 "Image")

/**
 * An uploaded picture (POST /api/picture/, multipart `file`; api/src/features/uploads/): `url`
 * serves the re-encoded WebP. Common to every use: a profile photo, a help-me photo, a donation's
 * or the honor certificate's image.
 */
export const Picture = z.object({ id: z.number().int(), url: z.string(), width: z.number().int(), height: z.number().int() });
export type Picture = z.infer<typeof Picture>;
/** A picture attached to something (a donation's certificate): its id and where it is served. */
export const PictureRef = z.object({ id: z.number().int(), url: z.string() });
export type PictureRef = z.infer<typeof PictureRef>;

/** spec §3 Top-donors filter "gender"; null = not told. */
export const GENDERS = ['male', 'female'] as const;
export const Gender = z.enum(GENDERS, { error: MSG.gender });
export type Gender = z.infer<typeof Gender>;
/** spec §3 User blood_group: the donor's own type (O+ … AB−); highlights and sorts station needs. */
export const DonorBloodGroup = z.enum(['o_plus', 'o_minus', 'a_plus', 'a_minus', 'b_plus', 'b_minus', 'ab_plus', 'ab_minus'], { error: MSG.choice });
export type DonorBloodGroup = z.infer<typeof DonorBloodGroup>;
/** spec §3 User kell: optional, most donors do not know it. */
export const DonorKell = z.enum(['positive', 'negative'], { error: MSG.choice });
export type DonorKell = z.infer<typeof DonorKell>;
/** PATCH /api/auth/{id}/metadata/: a free JSON object the front end keeps per user (≤ 4 KB). */
export const METADATA_MAX_BYTES = 4096;
export const UserMetadata = z.record(z.string(), z.unknown());
export type UserMetadata = z.infer<typeof UserMetadata>;

/** spec §3 User (what /api/auth/me/ and login return). */
export const User = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  birth_date: z.string().nullable(),
  tag: z.string().nullable(),
  donation_agg: DonationAgg,
  city: IdTitle.nullable(),
  managed_organizations: z.array(ManagedOrganization),
  photo: Photo.nullable(),
  /** The donor's name is hidden from the public station lists (shown as «Донор»). */
  hide_name: z.boolean().optional(),
  gender: Gender.nullable().optional(),
  /** The donor's own blood group and Kell (null = not told); PATCH /api/auth/me/ sets them. */
  blood_group: DonorBloodGroup.nullable().optional(),
  kell: DonorKell.nullable().optional(),
  /** The object kept by PATCH /api/auth/{id}/metadata/ ({} when nothing was stored). */
  metadata: UserMetadata.optional(),
  /**
   * Staff roles besides `managed_organizations` (docs/staff.md «Роли»): moderator and the
   * stations the user works at. Absent or empty for donors. `sections`: the section apps whose
   * team the user is in (may deploy them, docs/staff.md «Реестр разделов»); optional, additive.
   */
  staff: z
    .object({ moderator: z.boolean(), stations: z.array(IdTitle), sections: z.array(z.enum(SECTION_APPS)).optional() })
    .optional(),
});
export type User = z.infer<typeof User>;

/** GET /api/profile/: the user plus what the cabinet shows. */
export const Profile = User.extend({ referral_code: z.string(), date_joined: z.string() });
export type Profile = z.infer<typeof Profile>;

/** DRF list envelope (ARCHITECTURE §3, spec §3 "List response"). */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().nonnegative(),
    num_pages: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
    has_user_city: z.boolean().optional(),
  });
}
export interface List<T> {
  count: number;
  num_pages: number;
  next: string | null;
  previous: string | null;
  results: T[];
  has_user_city?: boolean;
}

/** spec §3 Generic list record; fields beyond these pass through. */
export const GenericListRecord = z
  .object({
    id: z.number().int(),
    lat: z.number().nullable().optional(),
    lng: z.number().nullable().optional(),
    slug: z.string().nullable().optional(),
    title: z.string().nullable().optional(),
    state: z.string().nullable().optional(),
    blood_group: z.string().nullable().optional(),
    kell: z.union([z.boolean(), z.string()]).nullable().optional(),
    cant_donate: z.boolean().nullable().optional(),
    address: z.string().nullable().optional(),
    city: IdTitle.nullable().optional(),
  })
  .loose();
export type GenericListRecord = z.infer<typeof GenericListRecord>;

/**
 * spec §3 Blood station: need per type — needed, enough (the station has a stock), or no data.
 * `needs_updated_at` on the station dates the last update.
 */
export const BloodNeed = z.enum(['need', 'enough', 'unknown']);
export type BloodNeed = z.infer<typeof BloodNeed>;
export const BLOOD_NEED_KEYS = ['o_plus', 'o_minus', 'a_plus', 'a_minus', 'b_plus', 'b_minus', 'ab_plus', 'ab_minus', 'kell'] as const;
export type BloodNeedKey = (typeof BLOOD_NEED_KEYS)[number];
export const BloodNeeds = z.object(Object.fromEntries(BLOOD_NEED_KEYS.map((k) => [k, BloodNeed])) as Record<BloodNeedKey, typeof BloodNeed>);
export type BloodNeeds = z.infer<typeof BloodNeeds>;

export const BloodStation = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  address: z.string(),
  city: IdTitle,
  lat: z.number(),
  lng: z.number(),
  phone: z.string().nullable(),
  site: z.string().nullable(),
  working_hours: z.string(),
  closed: z.boolean(),
  blood_needs: BloodNeeds,
  /** When the station last updated blood_needs (ISO); null = never told. The API always sends it. */
  needs_updated_at: z.string().nullable().optional(),
  /** The station's own booking page, if any («Записаться» without an event). The API always sends it. */
  booking_url: z.string().nullable().optional(),
});
export type BloodStation = z.infer<typeof BloodStation>;

// ---------------------------------------------------------------- errors (ARCHITECTURE §3)

/** 400: `{field: ["сообщение"]}`, whole-body problems under `non_field_errors`. */
export const FieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrors>;
/** 401/403/404/413/429: `{detail: "…"}`. */
export const DetailError = z.object({ detail: z.string() });
export type DetailError = z.infer<typeof DetailError>;
export const ErrorBody = z.union([DetailError, FieldErrors]);
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Turns zod issues into DRF-style field errors (first path segment = field). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'non_field_errors';
    const message = issue.code === 'invalid_type' && issue.path.length === 0 ? MSG.type : issue.message;
    const list = (out[key] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return out;
}
