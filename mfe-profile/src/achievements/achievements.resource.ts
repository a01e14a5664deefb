// The achievements' requests (spec §2 /achievements/, /profile/achievements; §7 "Collective
// donations, gifts, achievements"; §9 feed page size 20): the public catalogue with holders
// counts, the feed of latest reached stages (one fetcher store per page, so a page once loaded
// stays cached), mine with progress (pinned first) and the pin/unpin write, which puts the
// answer into the cached list or, failing that, asks again.
import type { Api } from '@donor/shared/api';
import type { AchievementCatalog, AchievementType, FeedPage, MyAchievement, MyAchievements, PinBody } from '@donor/shared/contract/achievements';
import { requestKey, type QueryContext } from '@donor/shared/query';
import { pathTo } from '@donor/shared/routes';

/** spec §7: GET /api/achievements/ with owner_type=user and first_stage_achievements=1. */
export const CATALOG_KEY = requestKey('/api/achievements/', { owner_type: 'user', first_stage_achievements: 1 });
/** spec §9: the achievements feed page size. Same value as contract FEED_PAGE_SIZE (kept zod-free here). */
export const FEED_PAGE_SIZE = 20;
/** Same value as contract MAX_PINNED (the API refuses a fourth). */
export const MAX_PINNED = 3;

export const feedKey = (page: number, typeFeed = 'all'): string =>
  requestKey('/api/feed-achievements/', { type_feed: typeFeed, page_size: FEED_PAGE_SIZE, page });
export const myAchievementsPath = (userId: number): string => `/api/auth/${userId}/achievements/`;
/** spec §7: GET /api/auth/{id}/achievements/?pinned_first=true. */
export const myAchievementsKey = (userId: number): string => requestKey(myAchievementsPath(userId), { pinned_first: true });

/** The link a donor shares: the public page focused on one stage; the host renders its og:image card. */
export function shareUrl(origin: string, type: AchievementType, stage: number): string {
  return `${origin}${pathTo('achievements')}?${new URLSearchParams({ type, stage: String(stage) }).toString()}`;
}

/** Pinned first (in the API's order), then reached, then the rest — the API's order within each group. */
export function pinnedFirst(list: readonly MyAchievement[]): MyAchievement[] {
  const rank = (a: MyAchievement) => (a.pinned ? 0 : a.stage_reached > 0 ? 1 : 2);
  return list.map((a, i) => ({ a, i })).sort((x, y) => rank(x.a) - rank(y.a) || x.i - y.i).map((x) => x.a);
}

/** Share of the way to the next stage, 0…1 (1 when every stage is reached). */
export function progressShare(a: MyAchievement): number {
  if (!a.progress) return 1;
  return Math.max(0, Math.min(1, a.progress.current / a.progress.next_threshold));
}

export function createCatalogStore(query: QueryContext) {
  return query.createFetcherStore<AchievementCatalog>(CATALOG_KEY);
}

export function createFeedStore(query: QueryContext, page: number) {
  return query.createFetcherStore<FeedPage>(feedKey(page));
}

export type MyAchievementsResource = ReturnType<typeof createMyAchievementsResource>;

export function createMyAchievementsResource({ query, api }: { query: QueryContext; api: Api }, userId: number) {
  const key = myAchievementsKey(userId);
  const $mine = query.createFetcherStore<MyAchievements>(key);

  /** PATCH /api/auth/{id}/achievements/ {achievement_type, pinned}: the list is asked again in the API's order. */
  const $pin = query.createMutatorStore<PinBody, true>(async ({ data, getCacheUpdater }) => {
    await api.patch<unknown>(myAchievementsPath(userId), data);
    // Show the change at once (pinned first), then take the API's own order.
    const [update, cached] = getCacheUpdater<MyAchievements>(key, false);
    if (cached) update({ results: pinnedFirst(cached.results.map((a) => (a.type === data.achievement_type ? { ...a, pinned: data.pinned ?? true } : a))) });
    query.revalidateKeys((k) => k === key);
    return true;
  });

  return { $mine, $pin };
}
