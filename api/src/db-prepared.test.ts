// Statements outside a transaction are prepared on PostgreSQL, with PostgreSQL's default plan
// choice (ARCHITECTURE §3 «Prepared statements»). Runs in the PostgreSQL suite only (TEST_DATABASE_URL;
// `bash scripts/api-on-postgres.sh`): PGlite has no connections to prepare on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { openDb, SHARED_STATEMENT_MARK, type DbHandle } from './db.ts';

const URL = process.env.TEST_DATABASE_URL;
const probe = pgTable('prepared_read_probe', { id: integer('id') });

describe.skipIf(!URL)('statements on PostgreSQL', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openDb({ databaseUrl: URL });
  });
  afterAll(async () => handle?.close());

  const rows = async <T>(query: ReturnType<typeof sql>) => (await handle.db.execute(query)) as unknown as T[];

  it('a parameterised read is prepared on its connection, and a read by key keeps one generic plan', async () => {
    // The database of TEST_DATABASE_URL itself has no tables of ours: the probe table is the test's.
    await handle.db.execute(sql`CREATE TABLE IF NOT EXISTS prepared_read_probe (id int PRIMARY KEY)`);
    // Sequential statements reuse the pool's one open connection, so the later ones see the first's.
    // PostgreSQL plans the first five runs with their values, then keeps a generic plan that costs no more.
    for (let i = 0; i < 8; i++) await handle.db.select({ id: probe.id }).from(probe).where(eq(probe.id, -i));
    const prepared = await rows<{ generic_plans: number; custom_plans: number }>(sql`SELECT generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE statement LIKE ${'%from "prepared_read_probe"%'}`);
    await handle.db.execute(sql`DROP TABLE prepared_read_probe`);
    expect(prepared).toHaveLength(1);
    expect(prepared[0]).toMatchObject({ custom_plans: 5 });
    expect(prepared[0]!.generic_plans).toBeGreaterThanOrEqual(2);
  });

  it('a statement made stale by a schema change is prepared again, not failed', async () => {
    await handle.db.execute(sql`CREATE TABLE IF NOT EXISTS prepared_probe (id int, note text)`);
    const read = () => rows<Record<string, unknown>>(sql`SELECT * FROM prepared_probe WHERE id = ${1}`);
    await handle.db.execute(sql`INSERT INTO prepared_probe VALUES (1, 'a')`);
    expect(await read()).toEqual([{ id: 1, note: 'a' }]);
    await handle.db.execute(sql`ALTER TABLE prepared_probe ADD COLUMN extra int DEFAULT 7`);
    expect(await read()).toEqual([{ id: 1, note: 'a', extra: 7 }]);
    await handle.db.execute(sql`DROP TABLE prepared_probe`);
  });

  it('a shared statement (no parameters, written out) is prepared, and its one plan is kept', async () => {
    const text = `${SHARED_STATEMENT_MARK}SELECT 40 + 2 AS shared_probe_n`;
    for (let i = 0; i < 3; i++) expect(await rows<{ shared_probe_n: number }>(sql.raw(text))).toEqual([{ shared_probe_n: 42 }]);
    const [kept] = await rows<{ generic_plans: number; custom_plans: number }>(sql`SELECT generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE statement = ${text}`);
    // Planned once as a generic plan, reused by the next executions; never a custom plan.
    expect(kept).toMatchObject({ custom_plans: 0 });
    expect(kept!.generic_plans).toBeGreaterThanOrEqual(3);
    // Other statements without parameters stay simple queries (migrations, several statements at once).
    expect(await rows<{ n: number }>(sql.raw('SELECT 1 AS n'))).toEqual([{ n: 1 }]);
    const [plain] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = ${'SELECT 1 AS n'}`);
    expect(plain!.n).toBe(0);
  });

  it('a transaction still works, with its own values', async () => {
    const n = await handle.db.transaction(async (tx) => (await tx.execute(sql`SELECT ${41}::int + 1 AS n`)) as unknown as { n: number }[]);
    expect(n[0]!.n).toBe(42);
  });
});
