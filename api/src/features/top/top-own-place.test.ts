// Every ranked donor's own place (top-own-place.ts rankOf) against the oracle's (top-oracle.ts) under
// filters whose total is not the summary's: components, an age, both, a year. Those places are
// counted over one of two ranges — the donors with at least the donor's total (the few at the top)
// or the filter's own rows (everyone else, aheadByRows) — so only every donor covers both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsersTopQuery } from '@donor/shared/contract/top';
import { makeTestApi, type TestApi } from '../../test-support.ts';
import { moscowToday } from '../cabinet/checks.ts';
import { expectedRanking, loadWorld } from './top-oracle.ts';
import { rankOf } from './top-own-place.ts';
import { sourceOf } from './top-source.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(async () => {
  await t?.handle.close();
});

describe('a donor’s own place under components and ages', () => {
  it('is the oracle’s for every ranked donor', async () => {
    const world = await loadWorld(t.handle.db);
    const today = moscowToday(t.clock.now);
    const mixes: Record<string, string>[] = [
      { components: 'plasma,platelets' },
      { components: 'blood,platelets', by_year: 'true' },
      { age_start: '25', age_end: '45' },
      { components: 'plasma,platelets', by_year: 'true', age_start: '25', age_end: '45' },
      { components: 'blood', city: '1', age_start: '30' },
    ];
    let donors = 0;
    for (const q of mixes) {
      const filter = UsersTopQuery.parse(q);
      const expected = expectedRanking(world, filter, today);
      expect(expected.length, JSON.stringify(q)).toBeGreaterThan(3);
      const src = sourceOf(filter, today);
      for (const [i, e] of expected.entries()) {
        const own = await rankOf(t.handle.db, src, e.userId);
        expect(own?.position, `${JSON.stringify(q)} donor ${e.userId}`).toBe(i + 1);
        expect(own?.counts, `${JSON.stringify(q)} donor ${e.userId}`).toEqual(e.counts);
      }
      donors += expected.length;
    }
    expect(donors).toBeGreaterThan(20);
  });
});
