// PGlite's stand-in for autovacuum (pglite-autovacuum.ts): autovacuum's thresholds, and a round on
// a real PGlite that finds the table PostgreSQL's own counters say is overdue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDb, type DbHandle } from './db.ts';
import { mostOverdue, startPgliteAutovacuum, tableStats, vacuumRound, type TableStats } from './pglite-autovacuum.ts';

const quiet = (table: string, live: number): TableStats => ({ table, live, dead: 0, insertedSinceVacuum: 0, modifiedSinceAnalyze: 0 });

describe('mostOverdue', () => {
  it('leaves tables under autovacuum’s thresholds alone', () => {
    expect(mostOverdue([])).toBeNull();
    // 50 + 20 % of 1 000 = 250 dead rows; 50 + 10 % = 150 changed; 1 000 + 20 % = 1 200 inserted.
    expect(mostOverdue([{ ...quiet('a', 1000), dead: 250, modifiedSinceAnalyze: 150, insertedSinceVacuum: 1200 }])).toBeNull();
  });

  it('vacuums past the dead or the inserted rows’ threshold, and analyzes past the changed rows’ alone', () => {
    expect(mostOverdue([{ ...quiet('a', 1000), dead: 251 }])).toEqual({ table: 'a', command: 'VACUUM (ANALYZE)' });
    expect(mostOverdue([{ ...quiet('a', 1000), insertedSinceVacuum: 1201 }])).toEqual({ table: 'a', command: 'VACUUM (ANALYZE)' });
    expect(mostOverdue([{ ...quiet('a', 1000), modifiedSinceAnalyze: 151 }])).toEqual({ table: 'a', command: 'ANALYZE' });
  });

  it('takes the table furthest past its threshold, not the one with the most rows', () => {
    const big = { ...quiet('big', 1_000_000), dead: 300_000 }; // 1.5 × its threshold
    const small = { ...quiet('small', 100), dead: 210 }; // 3 × 70
    expect(mostOverdue([big, small, quiet('calm', 10)])).toEqual({ table: 'small', command: 'VACUUM (ANALYZE)' });
  });
});

describe('vacuumRound on PGlite', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openDb({ memory: true });
  });
  afterAll(async () => handle?.close());

  const statsOf = async (table: string) => (await tableStats(handle.db)).find((t) => t.table === table);

  it('vacuums the table whose rows were deleted, and then has nothing to do', async () => {
    await handle.db.execute(sql`CREATE TABLE autovacuum_probe (id int PRIMARY KEY, note text)`);
    await handle.db.execute(sql`INSERT INTO autovacuum_probe SELECT g, 'x' FROM generate_series(1, 500) g`);
    expect(await vacuumRound(handle.db)).toBe('autovacuum_probe'); // 500 changed rows, never analyzed
    expect(await vacuumRound(handle.db)).toBeNull();

    await handle.db.execute(sql`DELETE FROM autovacuum_probe WHERE id > 100`);
    expect(await statsOf('autovacuum_probe')).toMatchObject({ live: 100, dead: 400 });
    expect(await vacuumRound(handle.db)).toBe('autovacuum_probe');
    expect(await statsOf('autovacuum_probe')).toMatchObject({ live: 100, dead: 0, modifiedSinceAnalyze: 0 });
    expect(await vacuumRound(handle.db)).toBeNull();
  });

  it('runs its rounds on a timer until stopped', async () => {
    await handle.db.execute(sql`CREATE TABLE autovacuum_timed (id int)`);
    await handle.db.execute(sql`INSERT INTO autovacuum_timed SELECT g FROM generate_series(1, 300) g`);
    const errors: unknown[] = [];
    const job = startPgliteAutovacuum({ db: handle.db, intervalMs: 20, log: { error: (...a) => errors.push(a) } });
    try {
      await expect.poll(async () => (await statsOf('autovacuum_timed'))?.modifiedSinceAnalyze, { timeout: 5000 }).toBe(0);
    } finally {
      await job.stop();
    }
    expect(errors).toEqual([]);
  });
});
