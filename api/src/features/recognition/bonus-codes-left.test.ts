// A bonus's free codes are kept on write (0037_bonus_codes_left.sql; docs/recognition.md
// «Достижения и бонусы: посчитано при записи»): after every kind of write to bonus_codes — a
// donor's claim, codes added, a taker's account removed (taken_by set to null), codes deleted —
// bonuses.codes_left equals the count of free codes, and the answers show it.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bonus, BonusList } from '@donor/shared/contract/recognition';
import { bonusCodes, bonuses } from '../../schema.ts';
import { makeTestApi, type TestApi } from '../../test-support.ts';
import { newDonor } from './test-donors.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(async () => t?.handle.close());

/** Every bonus whose stored count differs from the count of its free codes (none expected). */
async function drift() {
  const rows = await t.handle.db
    .select({ id: bonuses.id, kept: bonuses.codesLeft, counted: sql<number>`(SELECT count(*)::int FROM bonus_codes f WHERE f.bonus_id = bonuses.id AND f.taken_by IS NULL)` })
    .from(bonuses);
  return rows.filter((r) => r.kept !== r.counted);
}
const catalogue = async () => ((await (await t.call('GET', '/api/bonuses/?page_size=100')).json()) as BonusList).results;

describe('bonuses.codes_left', () => {
  it('matches the free codes after the seed, a claim, codes added, a taker removed and codes deleted', async () => {
    expect(await drift()).toEqual([]);
    const coffee = (await catalogue()).find((b) => b.title === 'Капучино в подарок')!;
    const donor = await newDonor(t, [1]);
    expect((await t.call('POST', '/api/bonuses/get_bonus/', { token: donor.token, body: { bonus_id: coffee.id } })).status).toBe(200);
    expect(await drift()).toEqual([]);
    const after = (await (await t.call('GET', `/api/bonuses/${coffee.id}/`)).json()) as Bonus;
    expect(after.codes_left).toBe(coffee.codes_left - 1);

    await t.handle.db.insert(bonusCodes).values([{ bonusId: coffee.id, code: 'ADDED0001' }, { bonusId: coffee.id, code: 'ADDED0002' }]);
    expect(await drift()).toEqual([]);
    // What ON DELETE SET NULL does to a removed taker's code: the code is free again.
    await t.handle.db.update(bonusCodes).set({ takenBy: null, takenAt: null }).where(eq(bonusCodes.takenBy, donor.id));
    expect(await drift()).toEqual([]);
    await t.handle.db.delete(bonusCodes).where(and(eq(bonusCodes.bonusId, coffee.id), isNull(bonusCodes.takenBy), eq(bonusCodes.code, 'ADDED0001')));
    expect(await drift()).toEqual([]);
    expect((await catalogue()).find((b) => b.id === coffee.id)!.codes_left).toBe(coffee.codes_left + 1);
  });

  it('the total comes with every page; a page past the end is 404; a donor with no bonuses gets an empty page', async () => {
    const all = await catalogue();
    const second = (await (await t.call('GET', '/api/bonuses/?page=2&page_size=5')).json()) as BonusList;
    expect(second.count).toBe(all.length);
    expect(second.results.map((b) => b.id)).toEqual(all.slice(5, 10).map((b) => b.id));
    expect((await t.call('GET', '/api/bonuses/?page=50')).status).toBe(404);
    const donor = await newDonor(t);
    const mine = (await (await t.call('GET', '/api/profile/bonuses/', { token: donor.token })).json()) as BonusList;
    expect(mine.count).toBe(0);
  });
});
