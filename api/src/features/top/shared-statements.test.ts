// The ranking's statements written out with their values (shared-statements.ts): what goes into
// the text, and the hourly cap that bounds how many prepared statements a connection can gather.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { SHARED_STATEMENT_MARK } from '../../db.ts';
import { SharedStatements } from './shared-statements.ts';

const dialect = new PgDialect();
const render = (q: ReturnType<typeof sql>) => {
  const { sql: text, params } = dialect.sqlToQuery(q);
  return { sql: text, params };
};
const mix = (city: number, group: string) => sql`SELECT count(*) FROM top_stats s WHERE s.period = ${2026} AND s.city_id = ${city} AND s.blood_group IN (${group}) AND s.birth_date <= ${'2001-11-28'}::date`;

describe('SharedStatements', () => {
  it('writes the values into the text, marked, with no parameter left', () => {
    const shaped = render(new SharedStatements().shape(mix(1, 'o_plus')));
    expect(shaped.params).toEqual([]);
    expect(shaped.sql).toBe(`${SHARED_STATEMENT_MARK}SELECT count(*) FROM top_stats s WHERE s.period = 2026 AND s.city_id = 1 AND s.blood_group IN ('o_plus') AND s.birth_date <= '2001-11-28'::date`);
  });

  it('doubles a quote, so a value can never end its literal', () => {
    const shaped = render(new SharedStatements().shape(mix(1, "x' OR true --")));
    expect(shaped.sql).toContain(`IN ('x'' OR true --')`);
  });

  it('leaves the statement it was given as it was', () => {
    const query = mix(2, 'a_minus');
    new SharedStatements().shape(query);
    expect(render(query).params).toEqual([2026, 2, 'a_minus', '2001-11-28']);
  });

  it('marks at most `max` texts an hour; past them a statement is still written out, unmarked; the next hour starts empty', () => {
    let now = Date.UTC(2026, 10, 28, 10, 5);
    const shared = new SharedStatements(2, () => now);
    const marked = (q: ReturnType<typeof sql>) => render(shared.shape(q)).sql.startsWith(SHARED_STATEMENT_MARK);
    expect(marked(mix(1, 'o_plus'))).toBe(true);
    expect(marked(mix(2, 'o_plus'))).toBe(true);
    // Full: every value in the text all the same (never a plan made without them), not prepared.
    const full = render(shared.shape(mix(3, 'o_plus')));
    expect(full).toEqual({ sql: `SELECT count(*) FROM top_stats s WHERE s.period = 2026 AND s.city_id = 3 AND s.blood_group IN ('o_plus') AND s.birth_date <= '2001-11-28'::date`, params: [] });
    expect(marked(mix(1, 'o_plus'))).toBe(true); // taken already
    expect(shared.size).toBe(2);
    now += 60 * 60 * 1000;
    expect(marked(mix(3, 'o_plus'))).toBe(true);
    expect(shared.size).toBe(1);
  });

  const own = sql`SELECT count(*) FROM top_stats s WHERE s.period = ${2026} AND s.user_id = ${sql.placeholder('me')} AND s.birth_date <= ${'2001-11-28'}::date`;

  it('keeps a placeholder as the one parameter: the text is the same for every donor', () => {
    const shared = new SharedStatements();
    const a = render(shared.shape(own, { me: 17 }));
    const b = render(shared.shape(own, { me: 42 }));
    expect(a).toEqual({ sql: `${SHARED_STATEMENT_MARK}SELECT count(*) FROM top_stats s WHERE s.period = 2026 AND s.user_id = $1 AND s.birth_date <= '2001-11-28'::date`, params: [17] });
    expect(b).toEqual({ sql: a.sql, params: [42] });
    expect(shared.size).toBe(1);
  });

  it('past the cap writes the kept value in too', () => {
    const shared = new SharedStatements(0);
    expect(render(shared.shape(own, { me: 17 }))).toEqual({ sql: `SELECT count(*) FROM top_stats s WHERE s.period = 2026 AND s.user_id = 17 AND s.birth_date <= '2001-11-28'::date`, params: [] });
  });

  it('refuses a placeholder without its value', () => {
    expect(() => new SharedStatements().shape(own, { other: 1 })).toThrow(/placeholder/);
  });

  it('builds a keyed statement once an hour; its kept values still change per call', () => {
    let now = Date.UTC(2026, 10, 28, 10, 5);
    const shared = new SharedStatements(2, () => now);
    let built = 0;
    const build = () => (built++, own);
    const a = render(shared.shape(build, { me: 17 }, 'mix|page 1'));
    const b = render(shared.shape(build, { me: 42 }, 'mix|page 1'));
    expect(built).toBe(1);
    expect(b).toEqual({ sql: a.sql, params: [42] });
    shared.shape(() => (built++, mix(1, 'o_plus')), {}, 'mix|page 2');
    expect(built).toBe(2);
    // Past `max` keys a statement is built each time, as without a key.
    shared.shape(build, { me: 1 }, 'third');
    shared.shape(build, { me: 1 }, 'third');
    expect(built).toBe(4);
    now += 60 * 60 * 1000;
    shared.shape(build, { me: 17 }, 'mix|page 1');
    expect(built).toBe(5);
  });

  it('without a key, a builder is called on every call', () => {
    const shared = new SharedStatements();
    let built = 0;
    shared.shape(() => (built++, own), { me: 1 });
    shared.shape(() => (built++, own), { me: 1 });
    expect(built).toBe(2);
  });
});
