// The shared statements on PGlite: prepared once by PREPARE, run by EXECUTE, capped, and sent as
// they were whenever that cannot be done (pglite-shared-plans.ts). On a real in-memory PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { keepPlanOf, keepSharedPlans, literal } from './pglite-shared-plans.ts';

const MARK = '/* shared */ ';

describe('literal', () => {
  it('writes strings, numbers, booleans and null as quoted literals, and nothing else', () => {
    expect(literal("O'Neil")).toBe("'O''Neil'");
    expect(literal(41)).toBe("'41'");
    expect(literal(-1.5)).toBe("'-1.5'");
    expect(literal(10n)).toBe("'10'");
    expect(literal(true)).toBe("'true'");
    expect(literal(null)).toBe('NULL');
    expect(literal(Number.NaN)).toBeUndefined();
    expect(literal(new Date(0))).toBeUndefined();
    expect(literal(undefined)).toBeUndefined();
  });
});

describe('keepSharedPlans on PGlite', () => {
  let db: PGlite;
  const sent: string[] = [];
  const preparedNames = async () =>
    (await db.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name')).rows.map((r) => r.name);

  beforeAll(async () => {
    db = new PGlite();
    await db.waitReady;
    await db.exec(`CREATE TABLE people (id int PRIMARY KEY, name text); INSERT INTO people VALUES (1, 'Анна'), (2, 'O''Neil'), (3, NULL)`);
    const query = db.query.bind(db);
    // Records what reaches PGlite under the wrapper.
    db.query = ((text: string, params?: unknown[], options?: object) => {
      sent.push(text);
      return query(text, params, options);
    }) as PGlite['query'];
    keepSharedPlans(db, MARK, 2);
  });
  afterAll(async () => db?.close());

  it('prepares a marked statement once and runs it by name after', async () => {
    sent.length = 0;
    const text = `${MARK}SELECT id, name FROM people WHERE id < 3 ORDER BY id`;
    const first = await db.query(text);
    const second = await db.query(text);
    expect(first.rows).toEqual([{ id: 1, name: 'Анна' }, { id: 2, name: "O'Neil" }]);
    expect(second.rows).toEqual(first.rows);
    expect(second.fields.map((f) => f.name)).toEqual(['id', 'name']);
    expect(sent.filter((s) => s.startsWith('PREPARE'))).toHaveLength(1);
    expect(sent.filter((s) => s.startsWith('EXECUTE'))).toHaveLength(2);
  });

  it('passes kept parameters as literals, quotes and nulls included', async () => {
    const text = `${MARK}SELECT id FROM people WHERE name = $1 OR ($2::int IS NULL AND id = $3)`;
    expect((await db.query(text, ["O'Neil", 5, 1])).rows).toEqual([{ id: 2 }]);
    expect((await db.query(text, ['Анна', 5, 3])).rows).toEqual([{ id: 1 }]);
    expect((await db.query(text, ['нет такого', null, 3])).rows).toEqual([{ id: 3 }]);
  });

  it('keeps at most the cap, dropping the least recently used', async () => {
    const texts = [1, 2, 3].map((n) => `${MARK}SELECT ${n} AS n`);
    await db.query(texts[0]!);
    await db.query(texts[1]!);
    await db.query(texts[0]!); // used again: the second is now the oldest
    await db.query(texts[2]!);
    await new Promise((r) => setTimeout(r, 0));
    const names = await preparedNames();
    expect(names).toHaveLength(2);
    sent.length = 0;
    expect((await db.query(texts[0]!)).rows).toEqual([{ n: 1 }]);
    expect(sent.some((s) => s.startsWith('PREPARE'))).toBe(false);
    expect((await db.query(texts[1]!)).rows).toEqual([{ n: 2 }]);
    expect(sent.some((s) => s.startsWith('PREPARE'))).toBe(true);
  });

  it('prepares once for two first calls at the same time', async () => {
    sent.length = 0;
    const text = `${MARK}SELECT count(*)::int AS c FROM people`;
    const [a, b] = await Promise.all([db.query(text), db.query(text)]);
    expect(a.rows).toEqual([{ c: 3 }]);
    expect(b.rows).toEqual([{ c: 3 }]);
    expect(sent.filter((s) => s.startsWith('PREPARE'))).toHaveLength(1);
  });

  it('sends as it was: unmarked text, a value with no literal, a statement deallocated under it', async () => {
    sent.length = 0;
    expect((await db.query('SELECT 7 AS n')).rows).toEqual([{ n: 7 }]);
    const day = `${MARK}SELECT $1::timestamptz < now() AS past`;
    expect((await db.query(day, [new Date(0)])).rows).toEqual([{ past: true }]);
    expect(sent).toEqual(['SELECT 7 AS n', day]);

    const text = `${MARK}SELECT name FROM people WHERE id = 1`;
    await db.query(text);
    await db.query('DEALLOCATE ALL');
    expect((await db.query(text)).rows).toEqual([{ name: 'Анна' }]);
  });

  it('a statement whose result type changed under it is answered, then prepared again', async () => {
    await db.exec('CREATE TABLE notes (id int, body text); INSERT INTO notes VALUES (1, \'a\')');
    const text = `${MARK}SELECT * FROM notes`;
    expect((await db.query(text)).rows).toEqual([{ id: 1, body: 'a' }]);
    await db.exec('ALTER TABLE notes ADD COLUMN extra int DEFAULT 7');
    expect((await db.query(text)).rows).toEqual([{ id: 1, body: 'a', extra: 7 }]);
    sent.length = 0;
    expect((await db.query(text)).rows).toEqual([{ id: 1, body: 'a', extra: 7 }]);
    expect(sent.some((s) => s.startsWith('PREPARE'))).toBe(true);
  });

  it('keeps a registered text as a marked one; an unwrapped client registers nothing', async () => {
    const text = 'SELECT name FROM people WHERE id = $1';
    sent.length = 0;
    await db.query(text, [1]);
    expect(sent).toEqual([text]);
    expect(keepPlanOf(db, text)).toBe(true);
    sent.length = 0;
    expect((await db.query(text, [2])).rows).toEqual([{ name: "O'Neil" }]);
    expect((await db.query(text, [1])).rows).toEqual([{ name: 'Анна' }]);
    expect(sent.filter((s) => s.startsWith('PREPARE'))).toEqual([expect.stringContaining(text)]);
    expect(sent.filter((s) => s.startsWith('EXECUTE'))).toHaveLength(2);
    expect(keepPlanOf({}, text)).toBe(false);
  });

  it('an error of the statement itself reaches the caller', async () => {
    await expect(db.query(`${MARK}SELECT 1 / 0`)).rejects.toThrow(/division by zero/);
    const text = `${MARK}SELECT 1 / (SELECT count(*)::int - 3 FROM people)`;
    await expect(db.query(text)).rejects.toThrow(/division by zero/);
  });
});
