// Precomputed next possible dates (docs/eligibility.md «Предрасчитанные даты и «Можно снова
// сдавать»»): donor_next_dates keeps, per donor, what the engine's nextPossibleDates answered for
// their facts (cabinet/facts.ts) on the Moscow day it was computed — the day the cabinet's own
// eligibility page counts from. Set queries over many donors (the need matcher, «Можно снова
// сдавать») read it instead of running the engine per donor.
//
// The row stays true while the facts stay the same, so every write that changes them calls
// refreshNextDates in its own transaction: a donation added, edited, deleted, accepted or
// rejected, a deferral recorded or deleted, a sex or birth date changed. Facts that change with
// time alone are a deferral dated ahead (a planned operation): the engine skips it until its first
// day, so backfillNextDates also recomputes rows computed before such a day that has now come.
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { RECORD_STATUSES } from '@donor/shared/contract/donation-trust';
import { nextPossibleDates } from '@donor/shared/eligibility/engine';
import { donorNextDates, users } from '../../schema.ts';
import type { Tx } from '../../db.ts';
import { moscowToday } from '../cabinet/checks.ts';
import { donorFactsOf } from '../cabinet/facts.ts';
import { rowsOf } from '../../lib/raw-rows.ts';

/** How many donors' rows one backfill transaction writes. */
export const BACKFILL_BATCH = 500;

/**
 * How many donors' facts the backfill reads at once. Their donations lie all over the table, so
 * one read of a few hundred donors already visits most of its pages: reading many at a time keeps
 * the number of such passes small (100,000 donors: 10 instead of 200).
 */
export const BACKFILL_READ = 10_000;

type NextRow = typeof donorNextDates.$inferInsert;

/** Recomputes and stores one donor's next dates; call it in the transaction that changed their facts. */
export async function refreshNextDates(tx: Tx, userId: number, now: Date): Promise<void> {
  await upsertRows(tx, await computeRows(tx, [userId], now), false);
}

/** The engine for each donor of `ids` (deleted accounts skipped). */
async function computeRows(db: Tx, ids: readonly number[], now: Date): Promise<NextRow[]> {
  if (ids.length === 0) return [];
  const today = moscowToday(now);
  const people = await db.select({ id: users.id, gender: users.gender, birthDate: users.birthDate }).from(users).where(and(inArray(users.id, [...ids]), isNull(users.deletedAt)));
  const facts = await donorFactsOf(db, people);
  return [...facts].map(([userId, f]) => {
    const next = nextPossibleDates(f, today);
    return {
      userId, blood: next.blood.date, plasma: next.plasma.date, platelets: next.platelets.date,
      erythrocytes: next.erythrocytes.date, granulocytes: next.granulocytes.date, computedAt: now,
    };
  });
}

/**
 * One upsert for all `rows`. `keepNewer`: a row written since (a write that changed the donor's
 * facts while the backfill was computing, with a later clock) is left as it is.
 */
async function upsertRows(tx: Tx, rows: readonly NextRow[], keepNewer: boolean): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(donorNextDates).values([...rows]).onConflictDoUpdate({
    target: donorNextDates.userId,
    set: {
      blood: sql`excluded.blood`, plasma: sql`excluded.plasma`, platelets: sql`excluded.platelets`,
      erythrocytes: sql`excluded.erythrocytes`, granulocytes: sql`excluded.granulocytes`, computedAt: sql`excluded.computed_at`,
    },
    ...(keepNewer ? { setWhere: sql`${donorNextDates.computedAt} <= excluded.computed_at` } : {}),
  });
}

/** The Moscow day of a stored computed_at, in SQL (Moscow is UTC+3 all year). */
export const computedDaySql = (column: string) => sql.raw(`((${column} AT TIME ZONE 'UTC') + interval '3 hours')::date`);

/**
 * Donors whose row is missing though they have facts (a donation that counts, a deferral, an age
 * under 18 — a minor told at registration), or was computed before a deferral's first day that
 * has come since; all of them, in id order, from one look over the tables.
 */
async function staleDonors(db: Tx, today: string): Promise<number[]> {
  const statuses = sql.join(RECORD_STATUSES.map((s) => sql`${s}`), sql`, `);
  // From the donors' side: one pass over users and donor_next_dates, and for those without a row
  // a look into their own donations and deferrals by index — not an anti-join over every donation.
  const res = await db.execute(sql`
    SELECT u.id FROM users u LEFT JOIN donor_next_dates d ON d.user_id = u.id
    WHERE u.deleted_at IS NULL AND (
      (d.user_id IS NULL AND (
        u.birth_date > ${today}::date - interval '18 years'
        OR EXISTS (SELECT 1 FROM donations x WHERE x.user_id = u.id AND x.status IN (${statuses}))
        OR EXISTS (SELECT 1 FROM deferrals f WHERE f.user_id = u.id)))
      OR (d.user_id IS NOT NULL AND EXISTS (
        SELECT 1 FROM deferrals f WHERE f.user_id = u.id AND f.from_date > ${computedDaySql('d.computed_at')} AND f.from_date <= ${today}::date)))
    ORDER BY u.id`);
  return rowsOf<{ id: number }>(res).map((r) => Number(r.id));
}

/**
 * Fills the missing and outdated rows; answers how many it recomputed. Which donors need it is
 * found once, in one set query, and only they are recomputed: their facts read `read` donors at a
 * time, the rows written `batch` per transaction (docs/eligibility.md «Предрасчитанные даты»).
 * Looking again before each batch of 500, as this once did, made a start with 100,000 rows
 * missing take minutes. Idempotent: a second run (or a second API process at the same time) finds
 * nothing or rewrites the same values; a row a donor's own write has refreshed meanwhile is kept.
 * With nothing to do it costs one query.
 */
export async function backfillNextDates(db: Tx, now: Date, batch = BACKFILL_BATCH, read = BACKFILL_READ): Promise<number> {
  const ids = await staleDonors(db, moscowToday(now));
  for (let i = 0; i < ids.length; i += read) {
    const rows = await computeRows(db, ids.slice(i, i + read), now);
    for (let j = 0; j < rows.length; j += batch) {
      const part = rows.slice(j, j + batch);
      await db.transaction((tx) => upsertRows(tx, part, true));
    }
  }
  return ids.length;
}
