import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, cleanStores, keepMount, type Store } from 'nanostores';
import type { MyAchievement } from '@donor/shared/contract/achievements';
import { createTestSectionProps, fakeUser, jsonResponse, type FakeRoutes } from '@donor/shared/testing/section-props';
import { CATALOG_KEY, createCatalogStore, createFeedStore, createMyAchievementsResource, feedKey, myAchievementsKey, progressShare, shareUrl } from './achievements.resource.ts';
import { holdersText } from './achievements-page.tsx';

const mine = (over: Partial<MyAchievement> = {}): MyAchievement => ({
  type: 'whole_blood', title: 'Цельная кровь', description: '', stage_reached: 1, stage_title: '3 донации цельной крови',
  reached_at: '2026-11-01T10:00:00.000Z', progress: { current: 3, next_threshold: 5 }, pinned: false, pending: false, ...over,
});

const stores: Store[] = [];
afterEach(() => { cleanStores(...stores); stores.length = 0; vi.restoreAllMocks(); });
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

function setup(routes: FakeRoutes) {
  const { props, calls } = createTestSectionProps({ user: fakeUser(), routes });
  return { props, requests: () => calls.requests.map((c) => `${c.method} ${c.url}`), calls };
}

describe('achievements resource', () => {
  it('asks the spec §7 catalogue and the feed 20 a page (spec §9)', async () => {
    expect(CATALOG_KEY).toBe('/api/achievements/?owner_type=user&first_stage_achievements=1');
    expect(feedKey(2)).toBe('/api/feed-achievements/?type_feed=all&page_size=20&page=2');
    const { props, requests } = setup({ [CATALOG_KEY]: { results: [] }, [feedKey(1)]: { count: 0, num_pages: 0, next: null, previous: null, results: [] } });
    const $c = createCatalogStore(props.query);
    const $f = createFeedStore(props.query, 1);
    stores.push($c, $f);
    keepMount($c); keepMount($f);
    await allTasks();
    expect(requests()).toEqual([`GET ${CATALOG_KEY}`, `GET ${feedKey(1)}`]);
    expect($c.get().data).toEqual({ results: [] });
  });

  it('pinning patches once and shows the API answer, the pinned achievement first, without asking again', async () => {
    const key = myAchievementsKey(7);
    const list = [mine({ type: 'first_donation', title: 'Первая донация' }), mine()];
    const answer = { results: [{ ...list[1]!, pinned: true }, list[0]!] };
    const { props, requests, calls } = setup({ [key]: { results: list }, 'PATCH /api/auth/7/achievements/': answer });
    const r = createMyAchievementsResource(props, 7);
    stores.push(r.$mine, r.$pin);
    keepMount(r.$mine); keepMount(r.$pin);
    await allTasks();
    await Promise.all([r.$pin.mutate({ achievement_type: 'whole_blood', pinned: true }), r.$pin.mutate({ achievement_type: 'whole_blood', pinned: true })]);
    expect(requests().filter((q) => q.startsWith('PATCH'))).toEqual(['PATCH /api/auth/7/achievements/']);
    expect(calls.requests.find((c) => c.method === 'PATCH')?.body).toEqual({ achievement_type: 'whole_blood', pinned: true });
    expect(r.$mine.get().data?.results.map((a) => [a.type, a.pinned])).toEqual([['whole_blood', true], ['first_donation', false]]);
    expect(requests().filter((q) => q === `GET ${key}`)).toHaveLength(1);
  });

  it('a refused pin keeps the list and reports the API reason', async () => {
    const key = myAchievementsKey(7);
    const { props } = setup({ [key]: { results: [mine()] }, 'PATCH /api/auth/7/achievements/': jsonResponse({ achievement_types: ['Закрепить можно не больше 3 достижений'] }, 400) });
    const r = createMyAchievementsResource(props, 7);
    stores.push(r.$mine, r.$pin);
    keepMount(r.$mine); keepMount(r.$pin);
    await allTasks();
    await r.$pin.mutate({ achievement_type: 'whole_blood' });
    expect(r.$pin.get()).toMatchObject({ loading: false, error: { status: 400 } });
    expect(r.$mine.get().data?.results[0]?.pinned).toBe(false);
  });
});

describe('achievement helpers', () => {
  it('progress share is current/next and full when every stage is reached', () => {
    expect(progressShare(mine())).toBeCloseTo(0.6);
    expect(progressShare(mine({ progress: null }))).toBe(1);
  });

  it('the share link opens the public card of that stage', () => {
    expect(shareUrl('https://donor.test', 'whole_blood', 2)).toBe('https://donor.test/achievements/?type=whole_blood&stage=2');
  });

  it('holders in Russian plurals', () => {
    expect([1, 2, 5, 21, 1000].map(holdersText)).toEqual(['1 донор', '2 донора', '5 доноров', '21 донор', '1\u00a0000 доноров']);
    expect(holdersText(0)).toBe('Пока никто не получил');
  });
});
