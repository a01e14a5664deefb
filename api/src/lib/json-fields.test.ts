// jsonFields on a real in-memory PGlite (db.ts openDb): the same fields read as one json value give
// what Drizzle's own select gives — left-joined nulls, dates as strings, timestamps as Dates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { date, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { openDb, type DbHandle } from '../db.ts';
import { jsonFields } from './json-fields.ts';

const offers = pgTable('json_offers', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  note: text('note'),
  left: integer('left').notNull(),
  validUntil: date('valid_until', { mode: 'string' }).notNull(),
  placeId: integer('place_id'),
});
const places = pgTable('json_places', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }),
});

describe('jsonFields', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openDb({ memory: true });
    await handle.db.execute(sql`CREATE TABLE json_offers (id serial PRIMARY KEY, title text NOT NULL, note text, "left" int NOT NULL, valid_until date NOT NULL, place_id int)`);
    await handle.db.execute(sql`CREATE TABLE json_places (id int PRIMARY KEY, title text NOT NULL, opened_at timestamptz)`);
    await handle.db.execute(sql`INSERT INTO json_places VALUES (1, 'Москва «Центр»', '2026-11-29 10:00:00.123456+03'), (2, 'Тверь', NULL)`);
    await handle.db.execute(sql`INSERT INTO json_offers (title, note, "left", valid_until, place_id) VALUES
      ('Кофе', 'в подарок "донору"', 3, '2026-12-31', 1), ('Билет', NULL, 0, '2027-01-15', 2), ('Книга', '', 10, '2026-12-01', NULL)`);
  });
  afterAll(async () => handle?.close());

  it('reads back what the same select gives, row for row', async () => {
    const fields = { o: offers, placeTitle: places.title, openedAt: places.openedAt, n: sql<number>`count(*) over ()`.mapWith(Number) };
    const query = <F extends Record<string, unknown>>(f: F) => handle.db.select(f as never).from(offers).leftJoin(places, eq(places.id, offers.placeId)).orderBy(asc(offers.id));
    const plain = await query(fields);
    const json = (await query({ row: jsonFields<(typeof plain)[number]>(fields) })) as unknown as { row: unknown }[];
    expect(json.map((r) => r.row)).toEqual(plain);
    expect(plain[0]).toMatchObject({ o: { validUntil: '2026-12-31', left: 3 }, openedAt: new Date('2026-11-29T07:00:00.123Z'), n: 3 });
    expect(plain[2]).toMatchObject({ placeTitle: null, openedAt: null });
  });

  it('refuses a key that is not an identifier', () => {
    expect(() => jsonFields({ "x'": offers.title })).toThrow(/identifier/);
  });
});
