// Recomputes every donor's achievements from their donations, event joins, help-me answers,
// monthly payments and referrals (api/src/features/achievements/compute.ts) and stores the answer
// the reads take (achievements-store.ts): after a rule change, a bulk import or migration 0035. Reached stages never go down; one transaction per donor, so it may run while the
// API serves. Database: DATABASE_URL (PostgreSQL) or the PGlite folder (DATA_DIR, default
// .data/pglite — stop the host/API first: PGlite allows one process).
// Run: npm run backfill:achievements -w api
import { migrate, openDb } from '../src/db.ts';
import { backfillAchievements } from '../src/features/achievements/achievements-store.ts';

const handle = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR, what: 'backfill:achievements' });
try {
  await migrate(handle.db);
  const started = Date.now();
  const n = await backfillAchievements(handle.db, new Date());
  console.log(`[backfill:achievements] ${n} donors recomputed in ${Date.now() - started} ms`);
} finally {
  await handle.close();
}
