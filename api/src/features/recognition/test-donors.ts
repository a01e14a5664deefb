// Test helpers of the recognition tests: a fresh active donor with a session token and, when
// asked, donations a given number of days back from the test clock (inserted directly, accepted,
// as a station's confirmation would be); a moderator's acceptance of a donor-added donation.
import { eq } from 'drizzle-orm';
import { donations, users } from '../../schema.ts';
import { recomputeAfterDonation } from '../achievements/achievements-store.ts';
import { issueToken } from '../../lib/tokens.ts';
import type { TestApi } from '../../test-support.ts';
import { addDays } from './donor-facts.ts';

let n = 0;

export async function newDonor(t: TestApi, daysAgo: number[] = [], firstName = 'Мария', lastName = 'Смирнова'): Promise<{ id: number; token: string }> {
  const db = t.handle.db;
  const now = t.clock.now;
  const [u] = await db
    .insert(users)
    .values({ email: `donor${++n}-${process.pid}@example.com`, passwordHash: 'x', firstName, lastName, referralCode: `RT${process.pid}X${n}`, isActive: true, dateJoined: now })
    .returning({ id: users.id });
  const today = now.toISOString().slice(0, 10);
  if (daysAgo.length > 0) {
    await db.transaction(async (tx) => {
      await tx.insert(donations).values(daysAgo.map((d) => ({ userId: u!.id, donateAt: addDays(today, -d), status: 'accepted' as const, bloodClass: 'blood', createdAt: now })));
      await recomputeAfterDonation(tx, u!.id, now); // what a station's confirmation stores (achievements-store.ts)
    });
  }
  return { id: u!.id, token: await issueToken(db, now, u!.id) };
}

/**
 * A moderator's «accept» as the database sees it: the status and the achievements it reaches, in
 * one transaction (features/achievements/achievements-store.ts). Reward tests use it where the donation
 * review itself is not what they test.
 */
export async function acceptDonation(t: TestApi, donationId: number): Promise<void> {
  await t.handle.db.transaction(async (tx) => {
    const [d] = await tx.update(donations).set({ status: 'accepted', reviewedAt: t.clock.now }).where(eq(donations.id, donationId)).returning({ userId: donations.userId });
    if (!d) throw new Error(`no donation ${donationId}`);
    await recomputeAfterDonation(tx, d.userId, t.clock.now);
  });
}

/** A moderator's «reject» as the database sees it: the status and the stored achievements, in one transaction. */
export async function rejectDonation(t: TestApi, donationId: number, rejectReason: string): Promise<void> {
  await t.handle.db.transaction(async (tx) => {
    const [d] = await tx.update(donations).set({ status: 'rejected', rejectReason }).where(eq(donations.id, donationId)).returning({ userId: donations.userId });
    if (!d) throw new Error(`no donation ${donationId}`);
    await recomputeAfterDonation(tx, d.userId, t.clock.now);
  });
}
