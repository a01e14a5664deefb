// A signed-in donor's own row and place in a ranking (spec §3 Top-donors filter, user_info;
// api/src/features/top/README.md «Own place among equals», «Own place under components or an age»).
// The page and the count are top-query.ts's; this reads the same sources.
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db.ts';
import { rowsOfJson } from '../../lib/raw-rows.ts';
import { and, fromOf, jsonRows, keyOf, ranked, shared, shown, sourceSql, type NamedRow, type Raw, type Who } from './top-query.ts';
import type { Source } from './top-source.ts';

/**
 * The donor's own row and 1-based place under the source, or null when it does not rank them. One
 * statement (their row, the donors ahead, their name): on the embedded PGlite every round trip is
 * CPU on the one JS thread.
 */
export async function rankOf(db: Tx, src: Source, userId: number): Promise<(NamedRow & { position: number }) | null> {
  // The whole summary, one place or one scope of it: the donors with more come from top_totals, the
  // equals ahead from top_reached and the index. Otherwise `total >= mine` first: a range of it too.
  const byTotals = src.kind === 'stats' && src.components.length === 0 && src.cells && src.cells.fields.length === 0 && !src.cells.age;
  // Among equals (thousands share a total): the months before the donor's from top_reached, then a
  // range of the ranking index inside their month.
  const ahead = () => (byTotals ? sql`
    (SELECT coalesce(sum(c.donors), 0) FROM top_totals c WHERE c.period = ${src.period} AND ${src.cells!.place} AND c.total > me.total)
      + (SELECT coalesce(sum(c.donors), 0) FROM top_reached c WHERE c.period = ${src.period} AND ${src.cells!.place} AND c.total = me.total
        AND c.month < date_trunc('month', me.reached_at)::date)
      + (SELECT count(*) FROM ${fromOf(src as Extract<Source, { kind: 'stats' }>)} s.period = ${src.period} AND s.total = me.total AND ${and(src.donor)}
        AND s.reached_at >= date_trunc('month', me.reached_at)::date AND (s.reached_at, s.user_id) < (me.reached_at, me.user_id))` : sql`
    ${aheadByRows(src)}`);
  // The mix written in, the donor a parameter: one text per mix, planned once (shared-statements.ts).
  const res = await db.execute(shared.shape(() => jsonRows(sql`WITH me AS (SELECT r.* FROM (${sourceSql(src)}) r WHERE r.user_id = ${sql.placeholder('me')})
    SELECT me.user_id, me.total, me.blood, me.plasma, me.platelets, me.erythrocytes, me.granulocytes, me.reached_at::text AS reached_at,
      (${ahead()})::int AS ahead, u.first_name, u.last_name, u.hide_name, u.photo_small, c.id AS city_id, c.title AS city_title
    FROM me JOIN users u ON u.id = me.user_id LEFT JOIN cities c ON c.id = u.city_id`), { me: userId }, keyOf(src, 'own')));
  const [mine] = rowsOfJson<Raw & Who & { ahead: number }>(res);
  if (!mine) return null;
  return { ...ranked(mine), ...shown(mine), position: Number(mine.ahead) + 1 };
}

/**
 * The donors ahead of `me` counted from the source's rows. With components or an age the source's
 * total is not the summary's, yet never more (the chosen components are part of the total), so
 * the donors ahead are also among those with `s.total >= me.total`: a range of the ranking index,
 * which carries every filter column (0040_top_rank_cover.sql). That range is the smaller one when
 * few donors of the period reached the donor's total (at 100 000 donors: 1 703 rows for the demo
 * donor's 4 this year, against 27 200 for the ages 25–45); for the many with a total of 1 or 2
 * it is most of the period, and the source's own ranges (an age's birth dates, a component's
 * index) are read instead. top_totals says which, from counts kept on write.
 */
function aheadByRows(src: Source): SQL {
  const count = (s: Source) => sql`(SELECT count(*) FROM (${sourceSql(s)}) r
      WHERE r.total >= me.total AND (r.total > me.total OR r.reached_at < me.reached_at OR (r.reached_at = me.reached_at AND r.user_id < me.user_id)))`;
  if (src.kind !== 'stats' || src.scope) return count(src);
  const byTotal = count({ ...src, donor: [...src.donor, sql`s.total >= me.total`] });
  return sql`CASE WHEN (SELECT coalesce(sum(c.donors), 0) FROM top_totals c WHERE c.period = ${src.period} AND c.place_kind = 0 AND c.place_id = 0 AND c.total >= me.total)
      <= (SELECT coalesce(max(n.donors), 0) FROM top_counts n WHERE n.period = ${src.period}) / ${sql.raw(String(OWN_PLACE_SHARE))} THEN ${byTotal} ELSE ${count(src)} END`;
}
/** The total's range is read when at most 1/OWN_PLACE_SHARE of the period's donors are in it. */
const OWN_PLACE_SHARE = 4;
