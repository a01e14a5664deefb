// A /top/ filter as a ranking source (spec §3 Top-donors filter; api/src/features/top/README.md):
// which rows are ranked — the summary (top_stats) or a scope's rows (top_scoped), the conditions on
// the donor, and the pre-counted cells the count can come from. top-query.ts turns a source into SQL.
import { sql, type SQL } from 'drizzle-orm';
import { TOP_COMPONENTS, type TopComponent, type TopFilter } from '@donor/shared/contract/top';

/**
 * What is counted: whole periods from the summary, or some donations from the table. `cells`:
 * the donor conditions on top_cells / top_totals (0034_top_cells.sql) when the filter has only
 * their columns (one place, gender, blood groups, Kell); absent when it asks more (age, members).
 */
export type Source = (
  | { kind: 'stats'; period: number; components: TopComponent[]; donor: SQL[]; cells?: Cells; scope?: Scope }
  | { kind: 'donations'; where: SQL[]; donor: SQL[] }
) & {
  /**
   * What the source was made from (the filter and the day): the same key, the same statements,
   * each built and written out once an hour (shared-statements.ts). A source derived from this
   * one with other conditions is not the same source and must not carry it.
   */
  key?: string;
};
/**
 * One organisation's members (kind 4) or one station's donations (kind 5): the rows of top_scoped
 * (0038_top_scoped.sql) instead of top_stats, same columns.
 */
export interface Scope {
  kind: 4 | 5;
  id: number;
}
export interface Cells {
  /** On top_cells / top_totals / top_scope_cells `c`: the place or scope (place_kind 4 / 5). */
  place: SQL;
  /** A scope's cells (top_scope_cells: no mask, no births). */
  scoped?: boolean;
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


/**
 * Conditions on the donor, on the summary row `s` (its copies of the donor's fields). Age in
 * whole years on `today` (Moscow): age ≥ a ⇔ born on or before today − a years; age ≤ b ⇔ born
 * after today − (b + 1) years (PostgreSQL moves 29 February to the 28th).
 */
export function donorConditions(f: TopFilter, today: string, members = true): SQL[] {
  const out: SQL[] = [];
  if (f.city !== null) out.push(sql`s.city_id = ${f.city}`);
  if (f.region !== null) out.push(sql`s.region_id = ${f.region}`);
  if (f.country !== null) out.push(sql`s.country_id = ${f.country}`);
  if (f.blood_group.length > 0) out.push(sql`s.blood_group IN (${sql.join(f.blood_group.map((g) => sql`${g}`), sql`, `)})`);
  if (f.kell !== 'any') out.push(sql`s.kell = ${f.kell}`);
  if (f.gender !== 'any') out.push(sql`s.gender = ${f.gender}`);
  if (f.age_start !== null) out.push(sql`s.birth_date <= (${today}::date - make_interval(years => ${f.age_start}::int))::date`);
  if (f.age_end !== null) out.push(sql`s.birth_date > (${today}::date - make_interval(years => ${f.age_end + 1}::int))::date`);
  if (f.organization_id !== null && members) {
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
  const places = [f.country, f.region, f.city, f.organization_id, f.blood_station_id].map((id, kind) => ({ kind: kind + 1, id })).filter((p) => p.id !== null);
  // Two places at once (a city and its region, a station and an organisation) are rare: the rows
  // answer those (a scope's rows are thousands at most).
  if (places.length > 1) return undefined;
  const [kind, id] = places.length === 1 ? [places[0]!.kind, places[0]!.id!] : [0, 0];
  const fields: SQL[] = [];
  if (f.blood_group.length > 0) fields.push(sql`c.blood_group IN (${sql.join(f.blood_group.map((g) => sql`${g}`), sql`, `)})`);
  if (f.kell !== 'any') fields.push(sql`c.kell = ${f.kell}`);
  if (f.gender !== 'any') fields.push(sql`c.gender = ${f.gender}`);
  const age = ageRangeOf(f, today);
  return { place: sql`c.place_kind = ${kind} AND c.place_id = ${id}`, fields, ...(age ? { age } : {}), ...(kind >= 4 ? { scoped: true } : {}) };
}


/**
 * The source of a /top/ filter: the summary, or its scoped rows (0038_top_scoped.sql) when a station
 * (its donations only) or an organisation (its members) is asked. A station and an organisation at
 * once: the station's rows of the members.
 */
export function sourceOf(f: TopFilter, today: string): Source {
  const period = f.by_year ? Number(today.slice(0, 4)) : 0;
  const scope: Scope | undefined = f.blood_station_id !== null ? { kind: 5, id: f.blood_station_id }
    : f.organization_id !== null ? { kind: 4, id: f.organization_id } : undefined;
  const donor = donorConditions(f, today, scope?.kind !== 4);
  return { kind: 'stats', period, components: chosenComponents(f.components), donor, cells: cellsOf(f, today), ...(scope ? { scope } : {}), key: `${today}|${JSON.stringify(f)}` };
}

/**
 * The components a ranking sums, each once. All five are the whole total (every donation is one of
 * them, and every ranked donor has one), which the ranking index orders: no candidate lists.
 */
function chosenComponents(components: TopComponent[]): TopComponent[] {
  const chosen = [...new Set(components)];
  return chosen.length === TOP_COMPONENTS.length ? [] : chosen;
}

/** The home page block: this month's donations (spec §7 users_top_main_page). */
export function monthSource(today: string): Source {
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { kind: 'donations', where: [sql`d.donate_at >= ${`${today.slice(0, 7)}-01`}::date AND d.donate_at < ${next}::date`], donor: [] };
}
