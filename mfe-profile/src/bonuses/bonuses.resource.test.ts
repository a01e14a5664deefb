import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, cleanStores, keepMount } from 'nanostores';
import type { Bonus } from '@donor/shared/contract/recognition';
import { createTestSectionProps, fakeUser, jsonResponse, type FakeRoutes } from '@donor/shared/testing/section-props';
import { messageOf } from '@donor/shared/form/field-messages';
import { BONUSES_KEY, MY_BONUSES_KEY, createBonusesResource, feedbackKey, type BonusesResource } from './bonuses.resource.ts';
import { codesLeftText } from './bonus-page.tsx';

const list = <T>(results: T[]) => ({ count: results.length, num_pages: 1, next: null, previous: null, results });
const bonus = (over: Partial<Bonus> = {}): Bonus => ({
  id: 1, partner: 'Кофейня', title: 'Кофе в подарок', description: '', image: null, link: null, condition: { kind: 'none' },
  condition_text: 'Для всех зарегистрированных доноров', codes_left: 3, city: null, valid_until: '2026-12-31', taken: null,
  can_take: true, cannot_take_reason: null, pending: false, ...over,
});

let r: BonusesResource | null = null;
afterEach(() => { if (r) cleanStores(r.$catalog, r.$mine, r.$take, r.$linkChecked, r.$saveFeedback); r = null; vi.restoreAllMocks(); });
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

function setup(routes: FakeRoutes) {
  const { props, calls } = createTestSectionProps({ user: fakeUser(), routes: { [BONUSES_KEY]: list([bonus(), bonus({ id: 2 })]), [MY_BONUSES_KEY]: list([]), ...routes } });
  r = createBonusesResource(props);
  for (const $s of [r.$catalog, r.$mine, r.$take, r.$linkChecked, r.$saveFeedback]) keepMount($s);
  return { r, requests: () => calls.requests.map((c) => `${c.method} ${c.url}`), calls };
}

describe('bonuses resource', () => {
  it('taking a bonus posts once, shows the code in the catalogue and asks my bonuses again', async () => {
    const { r, requests, calls } = setup({ 'POST /api/bonuses/get_bonus/': { bonus_id: 2, code: 'DONOR-42', taken_at: '2026-11-24T10:00:00.000Z' } });
    await allTasks();
    await Promise.all([r.$take.mutate(2), r.$take.mutate(2)]);
    await allTasks();
    expect(requests().filter((q) => q.startsWith('POST'))).toEqual(['POST /api/bonuses/get_bonus/']);
    expect(calls.requests.find((c) => c.method === 'POST')?.body).toEqual({ bonus_id: 2 });
    const taken = r.$catalog.get().data?.results.find((b) => b.id === 2);
    expect(taken).toMatchObject({ taken: { code: 'DONOR-42' }, can_take: false, codes_left: 2 });
    expect(requests().filter((q) => q === `GET ${MY_BONUSES_KEY}`)).toHaveLength(2);
  });

  it('a refused take keeps the catalogue and gives the API reason in words', async () => {
    const reason = 'Бонус доступен донорам, которые уже сдали кровь: добавьте донацию в личном кабинете';
    const { r } = setup({ 'POST /api/bonuses/get_bonus/': jsonResponse({ non_field_errors: [reason] }, 400) });
    await allTasks();
    await r.$take.mutate(1);
    expect(messageOf(r.$take.get().error, 'bonus_id')).toBe(reason);
    expect(r.$catalog.get().data?.results[0]?.taken).toBeNull();
  });

  it('feedback is posted the first time and patched after, into the cache', async () => {
    const saved = { id: 5, bonus_id: 1, rating: 4, text: 'ok', created_at: 'x', updated_at: 'x' };
    const { r, calls } = setup({ [`POST ${feedbackKey(1)}`]: saved, [`PATCH ${feedbackKey(1)}`]: { ...saved, rating: 5 } });
    await r.$saveFeedback.mutate({ bonusId: 1, exists: false, body: { rating: 4, text: 'ok' } });
    await r.$saveFeedback.mutate({ bonusId: 1, exists: true, body: { rating: 5, text: 'ok' } });
    expect(calls.requests.map((c) => c.method)).toContain('PATCH');
    expect(calls.requests.filter((c) => c.url === feedbackKey(1)).map((c) => c.method)).toEqual(['POST', 'PATCH']);
  });

  it('codes left in Russian plurals', () => {
    expect([1, 3, 5, 0].map(codesLeftText)).toEqual(['Осталось 1 промокод', 'Осталось 3 промокода', 'Осталось 5 промокодов', 'Промокоды закончились']);
  });
});
