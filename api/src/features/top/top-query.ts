// The ranking as SQL (spec §3 Top-donors filter; api/src/features/top/README.md). Every filter becomes a
// "source": one row per ranked donor with the counted donations — total, by component, and
// reached_at (the day the donor reached that total). Two kinds:
// - the summary (top_stats, 0010_top.sql) when only whole periods are counted: all time or this
//   year, all components or a choice of them. The unfiltered first page is 25 entries of
//   top_stats_rank_idx, a city's of top_stats_city_idx;
// - the donations themselves when only some of them count: those of one station
//   (blood_station_id) or of one month (the home page). A station has a few thousand.
// A ranked donor is one whose account is not deleted and who has an accepted donation: exactly
// the donors with a top_stats row of period 0, so the donations source joins that row too.
// Order everywhere: total desc, reached_at asc (who got there first), user id asc (stable; the
// id never leaves the API, docs/SECURITY.md "Публичные списки доноров").
import { sql, type SQL } from 'drizzle-orm';
import { TOP_COMPONENTS, type TopComponent, type TopCounts, type TopFilter } from '@donor/shared/contract/top';
import type { Tx } from '../../db.ts';

/** One ranked row as the queries return it (the id stays inside the API). */
export interface RankedRow {
  userId: number;
  counts: TopCounts;
  reachedAt: string;
}
export interface NamedRow extends RankedRow {
  firstName: string;
  lastName: string;
  hidden: boolean;
  photo: string | null;
  city: { id: number; title: string } | null;
}

/**
 * What is counted: whole periods from the summary, or some donations from the table. `cells`:
 * the donor conditions on top_cells / top_totals (0034_top_cells.sql) when the filter has only
 * their columns (one place, gender, blood groups, Kell); absent when it asks more (age, members).
 */
export type Source =
  | { kind: 'stats'; period: number; components: TopComponent[]; donor: SQL[]; cells?: Cells }
  | { kind: 'donations'; where: SQL[]; donor: SQL[] };
export interface Cells {
  place: SQL;
  /** On top_cells `c`: gender, blood groups, Kell. */
  fields: SQL[];
  /** An age range as birth dates (0036_top_births.sql); absent without an age filter. */
  age?: AgeRange;
}
/** Born after `after` (exclusive) and on or before `until` (inclusive); null = open end. */
export interface AgeRange {
  after: string | null;
  until: string | null;
}

/** Rows of a raw query: PGlite answers `{ rows }`, postgres.js an array. */
export function rowsOf<T>(res: unknown): T[] {
  return (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];
}

const yearBounds = (year: number) => ({ from: `${year}-01-01`, to: `${year + 1}-01-01` });

/**
 * Conditions on the donor, on the summary row `s` (its copies of the donor's fields). Age in
 * whole years on `today` (Moscow): age ≥ a ⇔ born on or before today − a years; age ≤ b ⇔ born
 * after today − (b + 1) years (PostgreSQL moves 29 February to the 28th).
 */
export function donorConditions(f: TopFilter, today: string): SQL[] {
  const out: SQL[] = [];
  if (f.city !== null) out.push(sql`s.city_id = ${f.city}`);
  if (f.region !== null) out.push(sql`s.region_id = ${f.region}`);
  if (f.country !== null) out.push(sql`s.country_id = ${f.country}`);
  if (f.blood_group.length > 0) out.push(sql`s.blood_group IN (${sql.join(f.blood_group.map((g) => sql`${g}`), sql`, `)})`);
  if (f.kell !== 'any') out.push(sql`s.kell = ${f.kell}`);
  if (f.gender !== 'any') out.push(sql`s.gender = ${f.gender}`);
  if (f.age_start !== null) out.push(sql`s.birth_date <= (${today}::date - make_interval(years => ${f.age_start}::int))::date`);
  if (f.age_end !== null) out.push(sql`s.birth_date > (${today}::date - make_interval(years => ${f.age_end + 1}::int))::date`);
  if (f.organization_id !== null) {
    out.push(sql`EXISTS (SELECT 1 FROM organization_members m WHERE m.organization_id = ${f.organization_id} AND m.user_id = s.user_id)`);
  }
  return out;
}

/** `today` minus `years`, as PostgreSQL does it (29 February → the 28th). */
function yearsBefore(today: string, years: number): string {
  const y = Number(today.slice(0, 4)) - years;
  const md = today.slice(5);
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return `${String(y).padStart(4, '0')}-${md === '02-29' && !leap ? '02-28' : md}`;
}

/** The age filter as birth dates (the same bounds as donorConditions). */
export function ageRangeOf(f: TopFilter, today: string): AgeRange | undefined {
  if (f.age_start === null && f.age_end === null) return undefined;
  return { until: f.age_start !== null ? yearsBefore(today, f.age_start) : null, after: f.age_end !== null ? yearsBefore(today, f.age_end + 1) : null };
}

/** The filter on the pre-counted tables, or undefined when they do not hold what it asks. */
export function cellsOf(f: TopFilter, today: string): Cells | undefined {
  if (f.organization_id !== null) return undefined;
  const places = [f.country, f.region, f.city].map((id, kind) => ({ kind: kind + 1, id })).filter((p) => p.id !== null);
  // Two places at once (a city and its region) are rare: the rows answer those.
  if (places.length > 1) return undefined;
  const [kind, id] = places.length === 1 ? [places[0]!.kind, places[0]!.id!] : [0, 0];
  const fields: SQL[] = [];
  if (f.blood_group.length > 0) fields.push(sql`c.blood_group IN (${sql.join(f.blood_group.map((g) => sql`${g}`), sql`, `)})`);
  if (f.kell !== 'any') fields.push(sql`c.kell = ${f.kell}`);
  if (f.gender !== 'any') fields.push(sql`c.gender = ${f.gender}`);
  return { place: sql`c.place_kind = ${kind} AND c.place_id = ${id}`, fields, age: ageRangeOf(f, today) };
}

/** top_cells.mask bits (0034_top_cells.sql). */
const MASK: Record<TopComponent, number> = { blood: 1, plasma: 2, platelets: 4, erythrocytes: 8, granulocytes: 16 };

/** The source of a /top/ filter: the station's donations when one is asked, else the summary. */
export function sourceOf(f: TopFilter, today: string): Source {
  const year = Number(today.slice(0, 4));
  const donor = donorConditions(f, today);
  if (f.blood_station_id === null) return { kind: 'stats', period: f.by_year ? year : 0, components: f.components, donor, cells: cellsOf(f, today) };
  const where: SQL[] = [sql`d.blood_station_id = ${f.blood_station_id}`];
  if (f.by_year) where.push(sql`d.donate_at >= ${yearBounds(year).from}::date AND d.donate_at < ${yearBounds(year).to}::date`);
  if (f.components.length > 0) where.push(sql`d.blood_class IN (${sql.join(f.components.map((c) => sql`${c}`), sql`, `)})`);
  return { kind: 'donations', where, donor };
}

/** The home page block: this month's donations (spec §7 users_top_main_page). */
export function monthSource(today: string): Source {
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { kind: 'donations', where: [sql`d.donate_at >= ${`${today.slice(0, 7)}-01`}::date AND d.donate_at < ${next}::date`], donor: [] };
}

const and = (conds: SQL[]) => (conds.length > 0 ? sql.join(conds, sql` AND `) : sql`true`);

/** The summary's total of the chosen components (all: `total`). */
const totalOf = (components: TopComponent[]): SQL => (components.length > 0 ? sql.raw(components.map((c) => `s.${c}`).join(' + ')) : sql`s.total`);
/** A summary row counts under the components filter when it has one of them. */
function someOf(components: TopComponent[]): SQL[] {
  if (components.length === 0) return [];
  return [components.length === 1 ? sql.raw(`s.${components[0]} > 0`) : sql`(${totalOf(components)}) > 0`];
}

/** SELECT user_id, total, <components>, reached_at — one row per ranked donor of the source. */
function sourceSql(src: Source): SQL {
  if (src.kind === 'stats') {
    const chosen = src.components.length > 0 ? src.components : null;
    const col = (c: TopComponent) => (chosen && !chosen.includes(c) ? sql`0` : sql.raw(`s.${c}`));
    const total = totalOf(src.components);
    // One component: plain columns, so its partial index (0034_top_cells.sql) gives the order.
    const reached = chosen ? sql.raw(chosen.length === 1 ? `s.${chosen[0]}_at` : `greatest(${chosen.map((c) => `s.${c}_at`).join(', ')})`) : sql`s.reached_at`;
    const some = someOf(src.components);
    return sql`SELECT s.user_id, ${total} AS total, ${sql.join(TOP_COMPONENTS.map((c) => sql`${col(c)} AS ${sql.raw(c)}`), sql`, `)}, ${reached} AS reached_at
      FROM top_stats s WHERE s.period = ${src.period} AND ${and([...some, ...src.donor])}`;
  }
  const byClass = TOP_COMPONENTS.map((c) => sql`count(*) FILTER (WHERE d.blood_class = ${c})::int AS ${sql.raw(c)}`);
  // Aggregate first, then look each donor up by primary key: a plain join would hash all
  // 100 000 summary rows to keep a station's few thousand donors.
  return sql`SELECT a.* FROM (
      SELECT d.user_id, count(*)::int AS total, ${sql.join(byClass, sql`, `)}, max(d.donate_at) AS reached_at
      FROM donations d WHERE d.status = 'accepted' AND ${and(src.where)} GROUP BY d.user_id
    ) a CROSS JOIN LATERAL (SELECT 1 FROM top_stats s WHERE s.user_id = a.user_id AND s.period = 0 AND ${and(src.donor)} LIMIT 1) s`;
}

const ORDER = sql`r.total DESC, r.reached_at, r.user_id`;

type Raw = { user_id: number; total: number; reached_at: string } & Record<TopComponent, number>;
const ranked = (r: Raw): RankedRow => ({
  userId: Number(r.user_id),
  reachedAt: String(r.reached_at),
  counts: {
    total: Number(r.total),
    blood: Number(r.blood), plasma: Number(r.plasma), platelets: Number(r.platelets),
    erythrocytes: Number(r.erythrocytes), granulocytes: Number(r.granulocytes),
  },
});

/** The page query (exported for the EXPLAIN checks of the tests). */
export const pageSql = (src: Source, limit: number, offset: number): SQL => sql`
    SELECT r.user_id, r.total, r.blood, r.plasma, r.platelets, r.erythrocytes, r.granulocytes, r.reached_at::text AS reached_at,
      u.first_name, u.last_name, u.hide_name, u.photo_small, c.id AS city_id, c.title AS city_title
    FROM (SELECT * FROM (${sourceSql(src)}) r ORDER BY ${ORDER} LIMIT ${limit} OFFSET ${offset}) r
    JOIN users u ON u.id = r.user_id
    LEFT JOIN cities c ON c.id = u.city_id
    ORDER BY ${ORDER}`;

/** One page of the ranking with the names and cities to show. */
export async function rankPage(db: Tx, src: Source, limit: number, offset: number): Promise<NamedRow[]> {
  const res = await db.execute(pageSql(src, limit, offset));
  return rowsOf<Raw & Who>(res).map((r) => ({ ...ranked(r), ...shown(r) }));
}

/**
 * How many donors the source ranks. Kept by the triggers: the unfiltered count (top_counts) and
 * every mix of one place, gender, blood groups, Kell and components (top_cells, a few hundred
 * rows at most); other filters count their rows.
 */
export async function rankCount(db: Tx, src: Source): Promise<number> {
  if (src.kind === 'stats' && src.components.length === 0 && src.donor.length === 0) {
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`SELECT coalesce((SELECT donors FROM top_counts WHERE period = ${src.period}), 0) AS n`));
    return Number(row?.n ?? 0);
  }
  if (src.kind === 'stats' && src.cells) {
    const mask = src.components.reduce((m, c) => m | MASK[c], 0);
    const conds = [src.cells.place, ...src.cells.fields, ...(mask > 0 ? [sql`(c.mask & ${mask}) <> 0`] : [])];
    const age = src.cells.age;
    const [row] = rowsOf<{ n: number }>(await db.execute(age
      ? sql`SELECT (${bornSum(age, conds, src.period)}) + (${edgeCount(age, src)}) AS n`
      : sql`SELECT coalesce(sum(c.donors), 0)::int AS n FROM top_cells c WHERE c.period = ${src.period} AND ${and(conds)}`));
    return Number(row?.n ?? 0);
  }
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM (${sourceSql(src)}) r`));
  return Number(row?.n ?? 0);
}

/** born[] slot of a birth year (0036_top_births.sql): 1 = 1900 or earlier … 131 = 2030 or later; 0 = none. */
const slot = (year: number) => Math.min(131, Math.max(0, year - 1899));
const yearOf = (day: string) => Number(day.slice(0, 4));

/**
 * The cells' donors born in the whole years strictly inside the age range (born[] is cumulated:
 * a difference of two slots per cell). The partial years at its ends are edgeCount's.
 */
function bornSum(age: AgeRange, conds: SQL[], period: number): SQL {
  const hi = age.until === null ? 131 : slot(yearOf(age.until) - 1);
  const lo = age.after === null ? 0 : slot(yearOf(age.after));
  if (hi <= lo) return sql`0`;
  const at = (i: number) => (i === 0 ? sql`0` : sql`coalesce(c.born[${i}], 0)`);
  return sql`SELECT coalesce(sum(${at(hi)} - ${at(lo)}), 0)::int FROM top_cells c WHERE c.period = ${period} AND ${and(conds)}`;
}

/** The source's donors born in the range's first and last birth years (top_stats_birth_idx ranges). */
function edgeCount(age: AgeRange, src: Extract<Source, { kind: 'stats' }>): SQL {
  const ranges: SQL[] = [];
  const { after, until } = age;
  if (after !== null && until !== null && yearOf(after) === yearOf(until)) ranges.push(sql`s.birth_date > ${after}::date AND s.birth_date <= ${until}::date`);
  else {
    if (after !== null) ranges.push(sql`s.birth_date > ${after}::date AND s.birth_date < ${`${yearOf(after) + 1}-01-01`}::date`);
    if (until !== null) ranges.push(sql`s.birth_date >= ${`${yearOf(until)}-01-01`}::date AND s.birth_date <= ${until}::date`);
  }
  if (ranges.length === 0) return sql`0`;
  const conds = and([...someOf(src.components), ...src.donor]);
  return sql.join(ranges.map((r) => sql`(SELECT count(*)::int FROM top_stats s WHERE s.period = ${src.period} AND ${r} AND ${conds})`), sql` + `);
}

/**
 * The donor's own row and 1-based place under the source, or null when it does not rank them. One
 * statement (their row, the donors ahead, their name): on the embedded PGlite every round trip is
 * CPU on the one JS thread.
 */
export async function rankOf(db: Tx, src: Source, userId: number): Promise<(NamedRow & { position: number }) | null> {
  // The whole summary or one place of it: the donors with more come from top_totals, the equals
  // ahead are a range of the ranking index. Otherwise `total >= mine` first: a range of it too.
  const byTotals = src.kind === 'stats' && src.components.length === 0 && src.cells && src.cells.fields.length === 0 && !src.cells.age;
  const ahead = byTotals ? sql`
    (SELECT coalesce(sum(c.donors), 0) FROM top_totals c WHERE c.period = ${src.period} AND ${src.cells!.place} AND c.total > me.total)
      + (SELECT count(*) FROM top_stats s WHERE s.period = ${src.period} AND s.total = me.total AND ${and(src.donor)}
        AND (s.reached_at, s.user_id) < (me.reached_at, me.user_id))` : sql`
    (SELECT count(*) FROM (${sourceSql(src)}) r
      WHERE r.total >= me.total AND (r.total > me.total OR r.reached_at < me.reached_at OR (r.reached_at = me.reached_at AND r.user_id < me.user_id)))`;
  const res = await db.execute(sql`WITH me AS (SELECT r.* FROM (${sourceSql(src)}) r WHERE r.user_id = ${userId})
    SELECT me.user_id, me.total, me.blood, me.plasma, me.platelets, me.erythrocytes, me.granulocytes, me.reached_at::text AS reached_at,
      (${ahead})::int AS ahead, u.first_name, u.last_name, u.hide_name, u.photo_small, c.id AS city_id, c.title AS city_title
    FROM me JOIN users u ON u.id = me.user_id LEFT JOIN cities c ON c.id = u.city_id`);
  const [mine] = rowsOf<Raw & Who & { ahead: number }>(res);
  if (!mine) return null;
  return { ...ranked(mine), ...shown(mine), position: Number(mine.ahead) + 1 };
}

type Who = { first_name: string; last_name: string; hide_name: boolean; photo_small: string | null; city_id: number | null; city_title: string | null };
/** Name, photo and city of a row as the page shows them. */
const shown = (r: Who): Omit<NamedRow, keyof RankedRow> => ({
  firstName: r.first_name,
  lastName: r.last_name,
  hidden: r.hide_name === true,
  photo: r.photo_small,
  city: r.city_id !== null && r.city_title !== null ? { id: Number(r.city_id), title: r.city_title } : null,
});
