// What the recognition rules read about a donor (docs/recognition.md «Какие донации считаются»):
// every donation the donor has recorded up to today, confirmed by a station or not — a donor who
// has just added a donation in the cabinet may take a bonus for it and write advice (spec §4
// Advice form: "after a donation"); the rankings, not these rewards, wait for confirmation.
import { and, count, eq, lte, max } from 'drizzle-orm';
import type { Tx } from '../../db.ts';
import { donations } from '../../schema.ts';
import { latestRussianToday } from '../cabinet/checks.ts';

export interface DonorFacts {
  /** Donations dated up to today. */
  count: number;
  /** The latest of them (YYYY-MM-DD), or null. */
  latest: string | null;
}

export async function donorFacts(db: Tx, userId: number, now: Date): Promise<DonorFacts> {
  const [row] = await db
    .select({ n: count(), latest: max(donations.donateAt) })
    .from(donations)
    .where(and(eq(donations.userId, userId), lte(donations.donateAt, latestRussianToday(now))));
  return { count: row?.n ?? 0, latest: row?.latest ?? null };
}

/** `day` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
