// The ranking's statements written out with their values (shared-statements.ts): what goes into
// the text, and the hourly cap that bounds how many prepared statements a connection can gather.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { SHARED_STATEMENT_MARK } from '../../db.ts';
import { SharedStatements } from './shared-statements.ts';

const dialect = new PgDialect();
const render = (q: ReturnType<typeof sql>) => dialect.sqlToQuery(q);
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

  it('takes at most `max` texts an hour; a known text still goes written out; the next hour starts empty', () => {
    let now = Date.UTC(2026, 10, 28, 10, 5);
    const shared = new SharedStatements(2, () => now);
    expect(render(shared.shape(mix(1, 'o_plus'))).params).toEqual([]);
    expect(render(shared.shape(mix(2, 'o_plus'))).params).toEqual([]);
    expect(render(shared.shape(mix(3, 'o_plus'))).params).toHaveLength(4); // full: as it is
    expect(render(shared.shape(mix(1, 'o_plus'))).params).toEqual([]); // taken already
    expect(shared.size).toBe(2);
    now += 60 * 60 * 1000;
    expect(render(shared.shape(mix(3, 'o_plus'))).params).toEqual([]);
    expect(shared.size).toBe(1);
  });
});
