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

/** What is counted: whole periods from the summary, or some donations from the table. */
export type Source =
  | { kind: 'stats'; period: number; components: TopComponent[]; donor: SQL[] }
  | { kind: 'donations'; where: SQL[]; donor: SQL[] };

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
  if (f.region !== null) out.push(sql`s.city_id IN (SELECT id FROM cities WHERE region_id = ${f.region})`);
  if (f.country !== null) out.push(sql`s.city_id IN (SELECT id FROM cities WHERE country_id = ${f.country})`);
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

/** The source of a /top/ filter: the station's donations when one is asked, else the summary. */
export function sourceOf(f: TopFilter, today: string): Source {
  const year = Number(today.slice(0, 4));
  const donor = donorConditions(f, today);
  if (f.blood_station_id === null) return { kind: 'stats', period: f.by_year ? year : 0, components: f.components, donor };
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

/** SELECT user_id, total, <components>, reached_at — one row per ranked donor of the source. */
function sourceSql(src: Source): SQL {
  if (src.kind === 'stats') {
    const chosen = src.components.length > 0 ? src.components : null;
    const col = (c: TopComponent) => (chosen && !chosen.includes(c) ? sql`0` : sql.raw(`s.${c}`));
    const total = chosen ? sql.raw(chosen.map((c) => `s.${c}`).join(' + ')) : sql`s.total`;
    const reached = chosen ? sql.raw(`greatest(${chosen.map((c) => `s.${c}_at`).join(', ')})`) : sql`s.reached_at`;
    const some = chosen ? [sql`(${total}) > 0`] : [];
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
  type Named = Raw & { first_name: string; last_name: string; hide_name: boolean; photo_small: string | null; city_id: number | null; city_title: string | null };
  return rowsOf<Named>(res).map((r) => ({
    ...ranked(r),
    firstName: r.first_name,
    lastName: r.last_name,
    hidden: r.hide_name === true,
    photo: r.photo_small,
    city: r.city_id !== null && r.city_title !== null ? { id: Number(r.city_id), title: r.city_title } : null,
  }));
}

/** How many donors the source ranks; the unfiltered summary's count is kept by the triggers. */
export async function rankCount(db: Tx, src: Source): Promise<number> {
  if (src.kind === 'stats' && src.components.length === 0 && src.donor.length === 0) {
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`SELECT coalesce((SELECT donors FROM top_counts WHERE period = ${src.period}), 0) AS n`));
    return Number(row?.n ?? 0);
  }
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM (${sourceSql(src)}) r`));
  return Number(row?.n ?? 0);
}

/** The donor's own row and 1-based place under the source, or null when it does not rank them. */
export async function rankOf(db: Tx, src: Source, userId: number): Promise<(NamedRow & { position: number }) | null> {
  const [mine] = rowsOf<Raw>(await db.execute(sql`SELECT r.user_id, r.total, r.blood, r.plasma, r.platelets, r.erythrocytes, r.granulocytes,
    r.reached_at::text AS reached_at FROM (${sourceSql(src)}) r WHERE r.user_id = ${userId}`));
  if (!mine) return null;
  const me = ranked(mine);
  // `total >= mine` first: on the summary that is a range of the ranking index.
  const [ahead] = rowsOf<{ n: number }>(await db.execute(sql`
    SELECT count(*)::int AS n FROM (${sourceSql(src)}) r
    WHERE r.total >= ${me.counts.total} AND (r.total > ${me.counts.total} OR r.reached_at < ${me.reachedAt}::date
      OR (r.reached_at = ${me.reachedAt}::date AND r.user_id < ${userId}))`));
  const [who] = await namesOf(db, userId);
  if (!who) return null;
  return { ...me, ...who, position: Number(ahead?.n ?? 0) + 1 };
}

/** Name, photo and city of one donor (the own row of user_info). */
async function namesOf(db: Tx, userId: number): Promise<Omit<NamedRow, keyof RankedRow>[]> {
  const res = await db.execute(sql`SELECT u.first_name, u.last_name, u.hide_name, u.photo_small, c.id AS city_id, c.title AS city_title
    FROM users u LEFT JOIN cities c ON c.id = u.city_id WHERE u.id = ${userId}`);
  type Who = { first_name: string; last_name: string; hide_name: boolean; photo_small: string | null; city_id: number | null; city_title: string | null };
  return rowsOf<Who>(res).map((r) => ({
    firstName: r.first_name,
    lastName: r.last_name,
    hidden: r.hide_name === true,
    photo: r.photo_small,
    city: r.city_id !== null && r.city_title !== null ? { id: Number(r.city_id), title: r.city_title } : null,
  }));
}
