// Drizzle's per-query parsers dropped on PGlite (pglite-parsers.ts): the same values as Drizzle's
// own, on a real in-memory PGlite opened by db.ts against one opened as Drizzle alone would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { openDb, type DbHandle } from './db.ts';
import { withoutTextParsers } from './pglite-parsers.ts';

const EVERY_TYPE = sql`SELECT '2026-11-29 10:00:00'::timestamp AS ts, '2026-11-29 10:00:00+03'::timestamptz AS tstz,
  '1 day 02:00'::interval AS iv, '2026-11-29'::date AS d, ARRAY[1.5, 2]::numeric[] AS nums,
  ARRAY['2026-11-29 10:00'::timestamp] AS tss, ARRAY['2026-11-29 10:00+03'::timestamptz] AS tstzs,
  ARRAY['1 day'::interval] AS ivs, ARRAY['2026-11-29'::date] AS ds,
  1::int AS i, 10000000000::bigint AS big, 1.5::numeric AS n, true AS b, '{"a":1}'::json AS j, 'текст' AS t`;

describe('Drizzle on PGlite without its per-query parsers', () => {
  let handle: DbHandle;
  let plain: PGlite;
  beforeAll(async () => {
    handle = await openDb({ memory: true });
    plain = new PGlite();
    await plain.waitReady;
  });
  afterAll(async () => {
    await handle?.close();
    await plain?.close();
  });

  it('reads every type as Drizzle alone reads it', async () => {
    const ours = (await handle.db.execute(EVERY_TYPE)) as unknown as { rows: Record<string, unknown>[] };
    const theirs = await drizzle(plain).execute(EVERY_TYPE);
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.rows[0]).toMatchObject({ ts: '2026-11-29 10:00:00', d: '2026-11-29', i: 1, j: { a: 1 } });
  });

  it('drops only parsers of the text types, and keeps every other option', () => {
    const mine = { rowMode: 'array', parsers: { [types.DATE]: (v: string) => v, [types.TIMESTAMPTZ]: (v: string) => v } };
    expect(withoutTextParsers(mine)).toEqual({ rowMode: 'array' });
    const other = { rowMode: 'object', parsers: { [types.DATE]: (v: string) => v, [types.INT4]: Number } };
    expect(withoutTextParsers(other)).toBe(other);
    expect(withoutTextParsers(undefined)).toBeUndefined();
  });
});
