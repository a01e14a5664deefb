// The achievements' requests (spec §2 /achievements/, /profile/achievements; §7 "Collective
// donations, gifts, achievements"; §9 feed page size 20): the public catalogue with holders
// counts, the feed of latest reached stages (one fetcher store per page, so a page once loaded
// stays cached), mine with progress (pinned first) and the pin/unpin write, whose answer (the
// list, pinned first) replaces the cached one.
import type { Api } from '@donor/shared/api';
import type { AchievementCatalog, AchievementType, FeedPage, MyAchievement, MyAchievements, PinBody } from '@donor/shared/contract/achievements';
import { keyOf, pathOf } from '@donor/shared/endpoint';
import { getMyAchievements, pinAchievement } from '@donor/shared/endpoints/achievements';
import type { QueryContext } from '@donor/shared/query';
import { pathTo } from '@donor/shared/routes';

import { ACHIEVEMENTS_CATALOG_KEY as CATALOG_KEY, FEED_PAGE_SIZE, feedKey } from '@donor/shared/profile-keys';

export { CATALOG_KEY, FEED_PAGE_SIZE, feedKey };
export { MAX_PINNED } from '../app/page-heads.strings.ts';

export const myAchievementsPath = (userId: number): string => pathOf(getMyAchievements, { id: userId });
/** spec §7: GET /api/auth/{id}/achievements/?pinned_first=true. */
export const myAchievementsKey = (userId: number): string => keyOf(getMyAchievements, { id: userId }, { pinned_first: true });

/** The link a donor shares: the public page focused on one stage; the host renders its og:image card. */
export function shareUrl(origin: string, type: AchievementType, stage: number): string {
  return `${origin}${pathTo('achievements')}?${new URLSearchParams({ type, stage: String(stage) }).toString()}`;
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

  /** PATCH /api/auth/{id}/achievements/ {achievement_type, pinned} answers the list, pinned first: it replaces the cached one. */
  const $pin = query.createMutatorStore<PinBody, MyAchievements>(async ({ data, getCacheUpdater }) => {
    const answer = await api.request(pinAchievement, { params: { id: userId }, body: data });
    getCacheUpdater<MyAchievements>(key, false)[0](answer);
    return answer;
  });

  return { $mine, $pin };
}
