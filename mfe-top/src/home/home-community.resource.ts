// The home page's community blocks (docs/ARCHITECTURE.md §2.4, slot rows 'home-stories' and
// 'home-banners'; spec §3 Stories, §7 stories and banners, §9 stories page size 10; docs/home.md).
// - stories: GET /api/stories/?page_size=10; a like or dislike (one reaction per donor, the last
//   one wins) and a view (counted once per donor) are POSTs whose answer is the updated story,
//   written into the list's cache entry so every reader sees it. A visitor reads but neither
//   reacts (a hint to log in) nor counts views.
// - banners: GET /api/banners/?city_id= — the selected city's and every city's; the key follows
//   the header city store, so picking another city asks again.
import { atom, computed, type ReadableAtom } from 'nanostores';
import { keyOf } from '@donor/shared/endpoint';
import { STORY_REACTION_ENDPOINTS, listBanners, listStories, viewStory } from '@donor/shared/endpoints/home';
import type { QueryContext } from '@donor/shared/query';
import type { Api } from '@donor/shared/api';
import type { AuthStore } from '@donor/shared/stores/types';
import type { BannerList, Story, StoryList, StoryReaction } from '@donor/shared/contract/home';
import { s } from '../top.strings.ts';

/** spec §9: stories are asked for ten at a time (STORIES_PAGE_SIZE; the contract module is zod). */
export const HOME_STORIES_SIZE = 10;
export const storiesKey = keyOf(listStories, null, { page_size: HOME_STORIES_SIZE });
export const bannersKey = (cityId: number): string => keyOf(listBanners, null, { city_id: cityId > 0 ? cityId : null });

export function createBanners(query: QueryContext, $cityId: ReadableAtom<number>) {
  return query.createFetcherStore<BannerList>([computed($cityId, bannersKey)]);
}

/** A message under the stories: a hint to log in, or a failed reaction. */
export interface StoryMessage {
  storyId: number;
  text: string;
}

export function createStories({ query, api, auth }: { query: QueryContext; api: Pick<Api, 'request'>; auth: Pick<AuthStore, '$auth'> }) {
  const $list = query.createFetcherStore<StoryList>(storiesKey);
  const $message = atom<StoryMessage | null>(null);
  const $busy = atom<number | null>(null);
  /** Views posted on this page: each story once, even before its answer comes. */
  const posted = new Set<number>();

  /** The updated story replaces its old copy in the cached list. */
  function store(story: Story): void {
    const list = $list.get().data;
    if (!list) return;
    query.mutateCache(storiesKey, { ...list, results: list.results.map((x) => (x.id === story.id ? story : x)) });
  }

  async function react(story: Story, reaction: StoryReaction): Promise<void> {
    if (!auth.$auth.get().token) {
      $message.set({ storyId: story.id, text: s.home.loginHint });
      return;
    }
    // The API keeps one reaction: the same one again changes nothing, so it is not sent.
    if (story.my_reaction === reaction || $busy.get() !== null) return;
    $message.set(null);
    $busy.set(story.id);
    try {
      store(await api.request(STORY_REACTION_ENDPOINTS[reaction], { params: { id: story.id } }));
    } catch (error) {
      console.error('Оценка истории не сохранилась', error); // spec §8: logged, and said
      $message.set({ storyId: story.id, text: s.home.reactError });
    } finally {
      $busy.set(null);
    }
  }

  /** The story came into view: counted once per donor (never for a visitor). */
  async function view(story: Story): Promise<void> {
    if (!auth.$auth.get().token || story.viewed || posted.has(story.id)) return;
    posted.add(story.id);
    try {
      store(await api.request(viewStory, { params: { id: story.id } }));
    } catch (error) {
      console.error('Просмотр истории не записался', error); // an extra: only logged (spec §8)
    }
  }

  return { $list, $message, $busy, react, view };
}
export type StoriesModel = ReturnType<typeof createStories>;
