// Contract of the rankings (spec §3 Top-donors filter, Option items; §4 Top-donors filters; §7
// "Rankings and option lists", users_top_main_page, users_count): the query of GET
// /api/users_top/ as the API reads it, and the answers. The API validates with these schemas;
// mfe-top and the home page take the types only and build queries with top-rules.ts (no zod).
// Public rows carry a `position`, never a user id (docs/SECURITY.md "Публичные списки доноров").
import { z } from 'zod';
import * as MSG from '../messages.ts';
import { blank, IdTitle, idField, listOf } from './common.ts';
import { TOP_AGE, TOP_BLOOD_GROUPS, TOP_COMPONENTS, TOP_GENDER, TOP_KELL, type TopFilter } from './top-rules.ts';

export * from './top-rules.ts';

// ---------------------------------------------------------------- the query (strings from the URL)

/** spec §9: 'All regions' is value 0 — the same as no place filter. */
const noPlace = (v: unknown): unknown => (blank(v) === undefined || v === 0 || (typeof v === 'string' && v.trim() === '0') ? undefined : v);

const optId = z.preprocess(blank, idField.optional());
const placeId = z.preprocess(noPlace, idField.optional());
const yesNo = z.preprocess(
  (v) => (typeof v === 'string' ? blank(v.trim().toLowerCase()) : v),
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: MSG.topYesNo })
    .transform((v) => v === true || v === 'true' || v === '1')
    .optional(),
);
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (typeof v === 'string' ? blank(v.trim().toLowerCase()) : v), z.enum(values, { error: MSG.choice }).optional());
/** spec §3: lists come from comma-separated values; the answer keeps the table's order, no repeats. */
const listOfValues = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    blank,
    z
      .string({ error: MSG.type })
      .max(200, MSG.tooLong(200))
      .transform((s) => s.split(',').map((x) => x.trim().toLowerCase()).filter(Boolean))
      .pipe(z.array(z.enum(values, { error: MSG.choice })))
      .transform((v) => values.filter((x) => v.includes(x)) as T[number][])
      .optional(),
  );
const ageMsg = MSG.topAgeRange(TOP_AGE.min, TOP_AGE.max);
const age = z.preprocess(
  blank,
  z
    .union([z.number(), z.string().trim().regex(/^\d{1,3}$/, ageMsg)], { error: ageMsg })
    .transform(Number)
    .pipe(z.number().int(ageMsg).min(TOP_AGE.min, ageMsg).max(TOP_AGE.max, ageMsg))
    .optional(),
);

/**
 * GET /api/users_top/ query (spec §3 Top-donors filter). Absent, empty and default values mean
 * "no filter"; unknown keys are ignored (DRF filters). `page`/`page_size` are read by the list
 * paging (api lib/http.ts readPage), not here. Output: the full TopFilter.
 */
export const UsersTopQuery = z
  .object({
    by_year: yesNo,
    country: placeId,
    region: placeId,
    city: placeId,
    blood_station_id: optId,
    blood_group: listOfValues(TOP_BLOOD_GROUPS),
    kell: oneOf(TOP_KELL),
    age_start: age,
    age_end: age,
    gender: oneOf(TOP_GENDER),
    organization_id: optId,
    components: listOfValues(TOP_COMPONENTS),
  })
  .refine((q) => q.age_start === undefined || q.age_end === undefined || q.age_start <= q.age_end, { path: ['age_end'], message: MSG.topAgeOrder })
  .transform(
    (q): TopFilter => ({
      by_year: q.by_year ?? false,
      country: q.country ?? null,
      region: q.region ?? null,
      city: q.city ?? null,
      blood_station_id: q.blood_station_id ?? null,
      blood_group: q.blood_group ?? [],
      kell: q.kell ?? 'any',
      age_start: q.age_start ?? null,
      age_end: q.age_end ?? null,
      gender: q.gender ?? 'any',
      organization_id: q.organization_id ?? null,
      components: q.components ?? [],
    }),
  );
export type UsersTopQuery = z.input<typeof UsersTopQuery>;

// ---------------------------------------------------------------- the answers

/** Donations counted, in total and by component (only the donations the filter counts). */
export const TopCounts = z.object({
  total: z.number().int().nonnegative(),
  blood: z.number().int().nonnegative(),
  plasma: z.number().int().nonnegative(),
  platelets: z.number().int().nonnegative(),
  erythrocytes: z.number().int().nonnegative(),
  granulocytes: z.number().int().nonnegative(),
});
export type TopCounts = z.infer<typeof TopCounts>;

/**
 * A ranked donor. `position`: the 1-based place under the filter (count desc, then who reached
 * that count first, then a stable order). `name`: «Имя Ф.», or «Донор» with `photo` null when
 * the donor hid their name. `reached_at`: the day of the donation that brought the count to
 * `counts.total` (YYYY-MM-DD). No user id (docs/SECURITY.md "Публичные списки доноров").
 */
export const TopItem = z.object({
  position: z.number().int().positive(),
  name: z.string(),
  photo: z.string().nullable(),
  city: IdTitle.nullable(),
  counts: TopCounts,
  reached_at: z.string(),
});
export type TopItem = z.infer<typeof TopItem>;

/** The signed-in donor's own row under the same filter, and the page (of the asked page_size) it is on. */
export const TopUserInfo = TopItem.extend({ page: z.number().int().positive() });
export type TopUserInfo = z.infer<typeof TopUserInfo>;

/**
 * GET /api/users_top/: `items` is the list envelope; `user_info` is null for a visitor, for a
 * donor without counted donations and for one the filter leaves out.
 */
export const UsersTop = z.object({ items: listOf(TopItem), user_info: TopUserInfo.nullable() });
export type UsersTop = z.infer<typeof UsersTop>;

/** GET /api/users_top_main_page/: the donors of the current month (Moscow time), at most TOP_MAIN_PAGE_SIZE. */
export const UsersTopMainPage = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), results: z.array(TopItem) });
export type UsersTopMainPage = z.infer<typeof UsersTopMainPage>;

/** GET /api/users_count/: donors with at least one confirmed donation (the unfiltered ranking's count). */
export const UsersCount = z.object({ count: z.number().int().nonnegative() });
export type UsersCount = z.infer<typeof UsersCount>;
