// What the recognition rules read about a donor (docs/recognition.md «Что засчитывается»; the
// one rule: shared/src/contract/donation-trust.ts): the donations dated up to today that count
// for rewards (confirmed by a station or a moderator), and the same with the donations still
// waiting for confirmation added — what the donor will have once they are confirmed, shown as
// «засчитаем после подтверждения». Bonuses and gifts read the first; advice, which only needs
// the donor's own word that they have donated (spec §4 Advice form), reads the second.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { RECORD_STATUSES, REWARD_STATUSES } from '@donor/shared/contract/donation-trust';
import type { Tx } from '../../db.ts';
import { donations } from '../../schema.ts';
import { latestRussianToday } from '../cabinet/checks.ts';

export interface DonationTally {
  /** Donations dated up to today. */
  count: number;
  /** The latest of them (YYYY-MM-DD), or null. */
  latest: string | null;
}

export interface DonorFacts extends DonationTally {
  /** The donor's own record: the confirmed donations plus those waiting for confirmation. */
  withPending: DonationTally;
}

const rewarded = sql`${donations.status} in (${sql.join(REWARD_STATUSES.map((s) => sql`${s}`), sql`, `)})`;

export async function donorFacts(db: Tx, userId: number, now: Date): Promise<DonorFacts> {
  const [row] = await db
    .select({
      n: sql<number>`(count(*) filter (where ${rewarded}))::int`,
      latest: sql<string | null>`(max(${donations.donateAt}) filter (where ${rewarded}))::text`,
      all: sql<number>`count(*)::int`,
      allLatest: sql<string | null>`max(${donations.donateAt})::text`,
    })
    .from(donations)
    .where(and(eq(donations.userId, userId), inArray(donations.status, [...RECORD_STATUSES]), lte(donations.donateAt, latestRussianToday(now))));
  return {
    count: Number(row?.n ?? 0),
    latest: row?.latest ?? null,
    withPending: { count: Number(row?.all ?? 0), latest: row?.allLatest ?? null },
  };
}

/** `day` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
