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
import { rowsOf } from '../top/top-query.ts';

/** How many donors one backfill transaction recomputes. */
export const BACKFILL_BATCH = 500;

/** Recomputes and stores one donor's next dates; call it in the transaction that changed their facts. */
export async function refreshNextDates(tx: Tx, userId: number, now: Date): Promise<void> {
  await refreshMany(tx, [userId], now);
}

/** The engine for each donor of `ids` (deleted accounts skipped), one upsert for all. */
async function refreshMany(tx: Tx, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  const today = moscowToday(now);
  const people = await tx.select({ id: users.id, gender: users.gender, birthDate: users.birthDate }).from(users).where(and(inArray(users.id, [...ids]), isNull(users.deletedAt)));
  const facts = await donorFactsOf(tx, people);
  const rows = [...facts].map(([userId, f]) => {
    const next = nextPossibleDates(f, today);
    return {
      userId, blood: next.blood.date, plasma: next.plasma.date, platelets: next.platelets.date,
      erythrocytes: next.erythrocytes.date, granulocytes: next.granulocytes.date, computedAt: now,
    };
  });
  if (rows.length === 0) return;
  await tx.insert(donorNextDates).values(rows).onConflictDoUpdate({
    target: donorNextDates.userId,
    set: {
      blood: sql`excluded.blood`, plasma: sql`excluded.plasma`, platelets: sql`excluded.platelets`,
      erythrocytes: sql`excluded.erythrocytes`, granulocytes: sql`excluded.granulocytes`, computedAt: sql`excluded.computed_at`,
    },
  });
}

/** The Moscow day of a stored computed_at, in SQL (Moscow is UTC+3 all year). */
export const computedDaySql = (column: string) => sql.raw(`((${column} AT TIME ZONE 'UTC') + interval '3 hours')::date`);

/**
 * Donors whose row is missing though they have facts (a donation that counts, a deferral, an age
 * under 18 — a minor told at registration), or was computed before a deferral's first day that
 * has come since; ids above `after`, in order.
 */
async function staleDonors(db: Tx, today: string, after: number, limit: number): Promise<number[]> {
  const statuses = sql.join(RECORD_STATUSES.map((s) => sql`${s}`), sql`, `);
  const res = await db.execute(sql`
    SELECT u.id FROM users u
    WHERE u.id > ${after} AND u.deleted_at IS NULL AND u.id IN (
      SELECT x.user_id FROM donations x LEFT JOIN donor_next_dates d ON d.user_id = x.user_id
        WHERE d.user_id IS NULL AND x.status IN (${statuses})
      UNION
      SELECT f.user_id FROM deferrals f LEFT JOIN donor_next_dates d ON d.user_id = f.user_id
        WHERE d.user_id IS NULL OR (f.from_date > ${computedDaySql('d.computed_at')} AND f.from_date <= ${today}::date)
      UNION
      SELECT m.id FROM users m LEFT JOIN donor_next_dates d ON d.user_id = m.id
        WHERE d.user_id IS NULL AND m.birth_date > ${today}::date - interval '18 years'
    )
    ORDER BY u.id LIMIT ${limit}`);
  return rowsOf<{ id: number }>(res).map((r) => Number(r.id));
}

/**
 * Fills the missing and outdated rows, a batch per transaction; answers how many it recomputed.
 * Idempotent: a second run (or a second API process at the same time) finds nothing or rewrites
 * the same values. With nothing to do it costs one query.
 */
export async function backfillNextDates(db: Tx, now: Date, batch = BACKFILL_BATCH): Promise<number> {
  const today = moscowToday(now);
  let after = 0;
  let done = 0;
  for (;;) {
    const ids = await staleDonors(db, today, after, batch);
    if (ids.length === 0) return done;
    await db.transaction((tx) => refreshMany(tx, ids, now));
    done += ids.length;
    after = ids.at(-1)!;
    if (ids.length < batch) return done;
  }
}
