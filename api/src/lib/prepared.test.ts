// perDatabase on a real in-memory PGlite (db.ts openDb): Drizzle's prepared query is made once per
// database, and its text is kept prepared by PREPARE (pglite-shared-plans.ts) — which also checks
// that Drizzle still keeps the text where preparedText reads it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDb, type DbHandle } from '../db.ts';
import { cities } from '../schema.ts';
import { perDatabase, preparedText } from './prepared.ts';

describe('perDatabase', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openDb({ memory: true });
    await handle.db.execute(sql`CREATE TABLE cities (id serial PRIMARY KEY, title text NOT NULL, slug text, region_id int, country_id int, lat double precision, lng double precision)`);
  });
  afterAll(async () => handle?.close());

  it('makes the query once per database and keeps its text prepared on PGlite', async () => {
    let made = 0;
    const byId = perDatabase((db) => {
      made++;
      return db.select({ title: cities.title }).from(cities).where(eq(cities.id, sql.placeholder('id'))).prepare('city_by_id');
    });
    expect(preparedText(byId(handle.db))).toMatch(/^select "title" from "cities"/);
    await handle.db.execute(sql`INSERT INTO cities (title) VALUES ('Москва'), ('Тверь')`);
    expect(await byId(handle.db).execute({ id: 2 })).toEqual([{ title: 'Тверь' }]);
    expect(await byId(handle.db).execute({ id: 1 })).toEqual([{ title: 'Москва' }]);
    expect(made).toBe(1);
    const kept = await handle.db.execute(sql`SELECT statement FROM pg_prepared_statements`);
    const statements = ((kept as { rows?: { statement: string }[] }).rows ?? []).map((r) => r.statement);
    expect(statements).toEqual([expect.stringMatching(/^PREPARE shared_\d+ AS select "title" from "cities"/)]);
  });
});
