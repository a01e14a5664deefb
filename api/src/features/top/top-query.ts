// The ranking as SQL (spec §3 Top-donors filter; api/src/features/top/README.md). Every filter becomes a
// "source": one row per ranked donor with the counted donations — total, by component, and
// reached_at (the day the donor reached that total). Two kinds:
// - the summary (top_stats, 0010_top.sql): all time or this year, all components or a choice of
//   them. The unfiltered first page is 25 entries of top_stats_rank_idx, a city's of
//   top_stats_city_idx; one organisation's or one station's ranking reads the same rows kept per
//   scope (top_scoped, 0038_top_scoped.sql: a station's rows count only its donations);
// - the donations themselves for the home page's month (a month's donations).
// A ranked donor is one whose account is not deleted and who has an accepted donation: exactly
// the donors with a top_stats row of period 0, so the donations source joins that row too.
// Order everywhere: total desc, reached_at asc (who got there first), user id asc (stable; the
// id never leaves the API, docs/SECURITY.md "Публичные списки доноров").
import { sql, type SQL } from 'drizzle-orm';
import { TOP_COMPONENTS, type TopComponent, type TopCounts, type TopFilter } from '@donor/shared/contract/top';
import type { Tx } from '../../db.ts';
import { rowsOf, rowsOfJson } from '../../lib/raw-rows.ts';
import type { AgeRange, Cells, Source } from './top-source.ts';
import { SharedStatements } from './shared-statements.ts';

/** The ranking's statements, written out with their values (shared-statements.ts); the own place's too. */
export const shared = new SharedStatements();

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
 * A statement's rows as one json value, in the ranking's order. PGlite reads a result field by
 * field in JS, a buffer copy and a decode for each value, and a page's rows × columns made that the
 * largest single cost of a ranking request there (README «PGlite reads the page as one value»);
 * one json field is one JSON.parse, on postgres.js too. Read by rowsOfJson (lib/raw-rows.ts).
 */
export const jsonRows = (statement: SQL): SQL =>
  sql`SELECT coalesce(json_agg(j ORDER BY ${JSON_ORDER}), '[]'::json) AS rows FROM (${statement}) j`;

/** top_cells.mask bits (0034_top_cells.sql). */
const MASK: Record<TopComponent, number> = { blood: 1, plasma: 2, platelets: 4, erythrocytes: 8, granulocytes: 16 };


export const and = (conds: SQL[]) => (conds.length > 0 ? sql.join(conds, sql` AND `) : sql`true`);

/** The summary's total of the chosen components (all: `total`). */
const totalOf = (components: TopComponent[]): SQL => (components.length > 0 ? sql.raw(components.map((c) => `s.${c}`).join(' + ')) : sql`s.total`);
/** A summary row counts under the components filter when it has one of them. */
function someOf(components: TopComponent[]): SQL[] {
  if (components.length === 0) return [];
  return [components.length === 1 ? sql.raw(`s.${components[0]} > 0`) : sql`(${totalOf(components)}) > 0`];
}

/** The source row of a summary row `s`: user_id, total, <components>, reached_at. */
function statsColumns(src: Extract<Source, { kind: 'stats' }>): SQL {
  const chosen = src.components.length > 0 ? src.components : null;
  const col = (c: TopComponent) => (chosen && !chosen.includes(c) ? sql`0` : sql.raw(`s.${c}`));
  // One component: plain columns, so its partial index (0034_top_cells.sql) gives the order.
  const reached = chosen ? sql.raw(chosen.length === 1 ? `s.${chosen[0]}_at` : `greatest(${chosen.map((c) => `s.${c}_at`).join(', ')})`) : sql`s.reached_at`;
  return sql`s.user_id, ${totalOf(src.components)} AS total, ${sql.join(TOP_COMPONENTS.map((c) => sql`${col(c)} AS ${sql.raw(c)}`), sql`, `)}, ${reached} AS reached_at`;
}

/** SELECT user_id, total, <components>, reached_at — one row per ranked donor of the source. */
export function sourceSql(src: Source): SQL {
  if (src.kind === 'stats') {
    return sql`SELECT ${statsColumns(src)}
      FROM ${fromOf(src)} s.period = ${src.period} AND ${and([...someOf(src.components), ...src.donor])}`;
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
// NULLS LAST: a count beside an empty page is one row of nulls, and a json row is never dropped.
const JSON_ORDER = sql`j.total DESC NULLS LAST, j.reached_at, j.user_id`;
const ROW_COLUMNS = sql.raw(`user_id, total, ${TOP_COMPONENTS.join(', ')}, reached_at`);

/** `<table> s WHERE [scope AND]`: the summary, or a scope's rows of it. */
export const fromOf = (src: Extract<Source, { kind: 'stats' }>): SQL =>
  src.scope ? sql`top_scoped s WHERE s.scope = ${src.scope.kind} AND s.scope_id = ${src.scope.id} AND` : sql`top_stats s WHERE`;

export type Raw = { user_id: number; total: number; reached_at: string } & Record<TopComponent, number>;
export const ranked = (r: Raw): RankedRow => ({
  userId: Number(r.user_id),
  reachedAt: String(r.reached_at),
  counts: {
    total: Number(r.total),
    blood: Number(r.blood), plasma: Number(r.plasma), platelets: Number(r.platelets),
    erythrocytes: Number(r.erythrocytes), granulocytes: Number(r.granulocytes),
  },
});

/** The page query (exported for the EXPLAIN checks of the tests). */
export const pageSql = (src: Source, limit: number, offset: number, among = false): SQL => sql`
    SELECT r.user_id, r.total, r.blood, r.plasma, r.platelets, r.erythrocytes, r.granulocytes, r.reached_at::text AS reached_at,
      u.first_name, u.last_name, u.hide_name, u.photo_small, c.id AS city_id, c.title AS city_title
    FROM (SELECT * FROM ${among ? sql`top_rows` : sql`(${sourceSql(src)})`} r ORDER BY ${ORDER} LIMIT ${limit} OFFSET ${offset}) r
    JOIN users u ON u.id = r.user_id
    LEFT JOIN cities c ON c.id = u.city_id
    ORDER BY ${ORDER}`;

/** One page of the ranking with the names and cities to show. */
export async function rankPage(db: Tx, src: Source, limit: number, offset: number): Promise<NamedRow[]> {
  const res = await db.execute(shared.shape(jsonRows(pageSql(src, limit, offset))));
  return rowsOfJson<Raw & Who>(res).map((r) => ({ ...ranked(r), ...shown(r) }));
}

/**
 * How many donors the source ranks. Kept by the triggers: the unfiltered count (top_counts) and
 * every mix of one place, gender, blood groups, Kell, components and age (top_cells, a few hundred
 * rows at most), one scope with gender, blood groups and Kell (top_scope_cells); other filters
 * count their rows (inside the scope when there is one).
 */
export async function rankCount(db: Tx, src: Source): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(shared.shape(countSql(src))));
  return Number(row?.n ?? 0);
}

/** The count as one row `n` (rankCount; rankList puts it beside the page). */
function countSql(src: Source): SQL {
  if (src.kind === 'stats' && src.components.length === 0 && src.donor.length === 0 && !src.scope) {
    return sql`SELECT coalesce((SELECT donors FROM top_counts WHERE period = ${src.period}), 0) AS n`;
  }
  if (src.kind === 'stats' && src.cells?.scoped) {
    if (src.components.length === 0 && !src.cells.age) {
      return sql`SELECT coalesce(sum(c.donors), 0)::int AS n FROM top_scope_cells c WHERE c.period = ${src.period} AND ${and([src.cells.place, ...src.cells.fields])}`;
    }
  } else if (src.kind === 'stats' && src.cells) {
    const mask = src.components.reduce((m, c) => m | MASK[c], 0);
    const conds = [src.cells.place, ...src.cells.fields, ...(mask > 0 ? [sql`(c.mask & ${mask}) <> 0`] : [])];
    const age = src.cells.age;
    const table = cellsTable(src.cells);
    return age
      ? sql`SELECT (${bornSum(age, conds, src.period, table)}) + (${edgeCount(age, src)}) AS n`
      : sql`SELECT coalesce(sum(c.donors), 0)::int AS n FROM ${table} c WHERE c.period = ${src.period} AND ${and(conds)}`;
  }
  return sql`SELECT count(*)::int AS n FROM (${sourceSql(src)}) r`;
}

/**
 * The count and one page in one statement (on PGlite every round trip is CPU on the one JS thread).
 * Several components of the whole summary (no index orders their sum): the page comes from
 * candidates — the first `depth` donors of each chosen component's own index (0034_top_cells.sql),
 * under the same donor filter — when a bound proves it exact. The bound: a donor in none of the
 * lists has, in each component c, at most v_c (the value of list c's last entry; 0 when the list
 * ran out), so a sum of at most τ = Σ v_c; when it reaches τ it equals v_c in each, and so
 * reached the sum no earlier than the latest of those last entries' days (ρ). The K-th candidate
 * (K = offset + limit) ahead of (τ, ρ) — more, or as many but earlier — means no donor outside
 * the lists can be on the page. When the bound fails, the K-th candidate's sum S is still a floor
 * of the page (the real K-th is no lower), and a donor's sum is part of their total: the page is
 * among the donors with a total ≥ S, a range of the ranking index (which carries every filter
 * column, 0040), read by a second statement — planned with S known, and only when top_totals
 * says the range holds at most RANGE_MAX donors (asked inside the first statement, the range
 * made every statement dearer to start: 2–3 ms more at bind). A year's small sums tie often, so
 * the bound fails there (at 100 000 donors, «this year, plasma + platelets» needed 800 entries a
 * list, 9 ms; the range of a total ≥ 4 is 1 703 entries, 3 ms for both statements). Only past
 * that do the lists go 4× deeper (past MAX_DEPTH: every row is sorted).
 */
export async function rankList(db: Tx, src: Source, limit: number, offset: number, firstDepth = firstDepthOf(src, offset + limit), rangeMax = RANGE_MAX): Promise<{ count: number; rows: NamedRow[] }> {
  const lists = src.kind === 'stats' && !src.scope && src.components.length > 1;
  const named = (rows: (Raw & Who)[]) => rows.filter((r) => r.user_id !== null).map((r) => ({ ...ranked(r), ...shown(r) }));
  for (let depth = firstDepth; ; depth *= 4) {
    const deep = !lists || depth > MAX_DEPTH;
    const list = () => jsonRows(listSql(src, limit, offset, deep ? null : depth));
    const rows = rowsOfJson<Raw & Who & { n: number; exact: boolean; floor: number }>(await db.execute(shared.shape(list, {}, keyOf(src, 'list', limit, offset, deep ? null : depth))));
    const first = rows[0];
    if (deep || first?.exact === true) return { count: Number(first?.n ?? 0), rows: named(rows) };
    const floor = Number(first?.floor ?? 1);
    const ranged = () => jsonRows(rangeSql(src as Extract<Source, { kind: 'stats' }>, limit, offset, floor, rangeMax));
    const range = rowsOfJson<Raw & Who & { ranged: number }>(await db.execute(shared.shape(ranged, {}, keyOf(src, 'range', limit, offset, floor, rangeMax))));
    if (Number(range[0]?.ranged ?? Infinity) <= rangeMax) return { count: Number(first?.n ?? 0), rows: named(range) };
  }
}

/** A statement's key under its source's (undefined when the source has none: built each time). */
export const keyOf = (src: Source, ...parts: (string | number | null)[]) => (src.key === undefined ? undefined : [src.key, ...parts].join('|'));

/**
 * rankList's statement: `depth` null = every row sorted (exported for the EXPLAIN checks). With
 * lists, also `floor`: the K-th candidate's sum (1 when there are fewer than K).
 */
export const listSql = (src: Source, limit: number, offset: number, depth: number | null): SQL => (depth === null
  ? sql`SELECT n.n, true AS exact, p.* FROM (${countSql(src)}) n LEFT JOIN LATERAL (${pageSql(src, limit, offset)}) p ON true ORDER BY ${PAGE_ORDER}`
  : sql`WITH ${topLists(src as Extract<Source, { kind: 'stats' }>, depth, offset + limit)}
    SELECT n.n, v.exact, v.floor, p.* FROM (${countSql(src)}) n CROSS JOIN top_verdict v
    LEFT JOIN LATERAL (${pageSql(src, limit, offset, true)}) p ON true ORDER BY ${PAGE_ORDER}`);

/**
 * The page among the donors with a total ≥ `floor` (a range of the ranking index, with the floor
 * known when the statement is planned), read only when top_totals says the period has at most
 * `rangeMax` of them; `ranged` is that number either way.
 */
const rangeSql = (src: Extract<Source, { kind: 'stats' }>, limit: number, offset: number, floor: number, rangeMax: number): SQL => sql`
    SELECT t.ranged, p.* FROM (SELECT coalesce(sum(c.donors), 0)::int AS ranged FROM top_totals c
      WHERE c.period = ${src.period} AND c.place_kind = 0 AND c.place_id = 0 AND c.total >= ${floor}) t
    LEFT JOIN LATERAL (SELECT * FROM (${pageSql({ ...src, donor: [...src.donor, sql`s.total >= ${floor}`] }, limit, offset)}) x WHERE t.ranged <= ${rangeMax}) p ON true
    ORDER BY ${PAGE_ORDER}`;

/**
 * A first guess only (the bound decides): a year's counts are small and tie often, so its lists
 * need to go deeper before the bound holds (at 100 000 donors: 4·K all time, 8·K a year).
 */
const firstDepthOf = (src: Source, k: number) => (src.kind === 'stats' && src.period !== 0 ? Math.max(200, 8 * k) : Math.max(100, 4 * k));

/** Beyond this many entries per component list the page sorts every matching row instead. */
const MAX_DEPTH = 20_000;
/** The most donors the range of a total ≥ the floor may hold to be read instead of deeper lists. */
const RANGE_MAX = 10_000;
const PAGE_ORDER = sql`p.total DESC, p.reached_at, p.user_id`;

/**
 * top_l<i>: the first `depth` donors of component i's index with their source rows; top_bound: τ
 * and ρ; top_rows: the candidates' source rows, each once (read by the page and the bound check);
 * top_kth: the K-th candidate; top_verdict: whether the bound holds, and the floor.
 */
function topLists(src: Extract<Source, { kind: 'stats' }>, depth: number, k: number): SQL {
  // Each entry carries its source row (it passes the same filter, and c > 0 makes the sum > 0), so
  // top_rows is the lists' union — not a second read of every candidate's summary row.
  const lists = src.components.map((c, i) => sql`${sql.raw(`top_l${i}`)} AS (SELECT ${statsColumns(src)}, s.${sql.raw(c)} AS v, s.${sql.raw(`${c}_at`)} AS at FROM top_stats s
      WHERE s.period = ${src.period} AND s.${sql.raw(c)} > 0 AND ${and(src.donor)} ORDER BY s.${sql.raw(c)} DESC, s.${sql.raw(`${c}_at`)}, s.user_id LIMIT ${depth})`);
  const names = src.components.map((_, i) => sql.raw(`top_l${i}`));
  // Per list, one row: v_c, the last entry's value when the list is full, else 0 (every donor with
  // c > 0 is in it), and the latest day among the entries with that value. Joins, not a subquery
  // per use: each subquery is planned on its own, and planning was most of the statement's cost.
  const ends = names.map((l, i) => sql`${sql.raw(`top_e${i}`)} AS (SELECT CASE WHEN c.n = ${depth} THEN g.v ELSE 0 END AS v, g.at
      FROM (SELECT count(*) AS n FROM ${l}) c LEFT JOIN (SELECT v, max(at) AS at FROM ${l} GROUP BY v ORDER BY v LIMIT 1) g ON true)`);
  const e = names.map((_, i) => sql.raw(`e${i}`));
  return sql`${sql.join(lists, sql`, `)}, ${sql.join(ends, sql`, `)},
    top_bound AS (SELECT ${sql.join(e.map((x) => sql`${x}.v`), sql` + `)} AS tau, greatest(${sql.join(e.map((x) => sql`CASE WHEN ${x}.v > 0 THEN ${x}.at END`), sql`, `)}) AS rho
      FROM ${sql.join(names.map((_, i) => sql.raw(`top_e${i} e${i}`)), sql`, `)}),
    top_rows AS MATERIALIZED (${sql.join(names.map((l) => sql`SELECT ${ROW_COLUMNS} FROM ${l}`), sql` UNION `)}),
    top_kth AS (SELECT r.total, r.reached_at FROM top_rows r ORDER BY ${ORDER} OFFSET ${k - 1} LIMIT 1),
    top_verdict AS (SELECT b.tau = 0 OR coalesce(x.total > b.tau OR (x.total = b.tau AND x.reached_at < b.rho), false) AS exact,
      coalesce(x.total, 1) AS floor FROM top_bound b LEFT JOIN top_kth x ON true)`;
}

/** born[] slot of a birth year (0036_top_births.sql): 1 = 1900 or earlier … 131 = 2030 or later; 0 = none. */
const slot = (year: number) => Math.min(131, Math.max(0, year - 1899));
const yearOf = (day: string) => Number(day.slice(0, 4));

/**
 * The cells' donors born in the whole years strictly inside the age range (born[] is cumulated:
 * a difference of two slots per cell). The partial years at its ends are edgeCount's.
 */
function bornSum(age: AgeRange, conds: SQL[], period: number, table: SQL): SQL {
  const hi = age.until === null ? 131 : slot(yearOf(age.until) - 1);
  const lo = age.after === null ? 0 : slot(yearOf(age.after));
  if (hi <= lo) return sql`0`;
  const at = (i: number) => (i === 0 ? sql`0` : sql`coalesce(c.born[${i}], 0)`);
  return sql`SELECT coalesce(sum(${at(hi)} - ${at(lo)}), 0)::int FROM ${table} c WHERE c.period = ${period} AND ${and(conds)}`;
}

/**
 * Where a count of the cells' columns reads: without gender, blood groups or Kell, the cells
 * summed over them (top_masks, 0041: at most 31 rows a place, same columns), else each cell.
 */
const cellsTable = (cells: Cells): SQL => (cells.fields.length === 0 ? sql`top_masks` : sql`top_cells`);

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

export type Who = { first_name: string; last_name: string; hide_name: boolean; photo_small: string | null; city_id: number | null; city_title: string | null };
/** Name, photo and city of a row as the page shows them. */
export const shown = (r: Who): Omit<NamedRow, keyof RankedRow> => ({
  firstName: r.first_name,
  lastName: r.last_name,
  hidden: r.hide_name === true,
  photo: r.photo_small,
  city: r.city_id !== null && r.city_title !== null ? { id: Number(r.city_id), title: r.city_title } : null,
});
