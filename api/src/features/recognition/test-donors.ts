// Test helper of the recognition tests: a fresh active donor with a session token and, when
// asked, donations a given number of days back from the test clock (inserted directly, as a
// station's confirmation would be).
import { donations, users } from '../../schema.ts';
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
    await db.insert(donations).values(daysAgo.map((d) => ({ userId: u!.id, donateAt: addDays(today, -d), status: 'accepted' as const, bloodClass: 'blood', createdAt: now })));
  }
  return { id: u!.id, token: await issueToken(db, now, u!.id) };
}
