// Endpoint descriptors of the home page's live blocks (spec §3 Stories; §7 stories, banners,
// interesting, random cards, waiting_donor, ocean; docs/home.md; shared/src/endpoint.ts): types
// from the contract with `import type` only, so no zod reaches a browser.
import { endpoint, type PageQuery } from '../endpoint.ts';
import type {
  BannerList, InterestingList, Ocean, OceanDonor, RandomCards, Story, StoryList, StoryReaction, WaitingDonor,
} from '../contract/home.ts';

type CityQuery = { city_id?: string | number | null };

/** GET /api/stories/?page_size=10: newest first, the list envelope (follow `next`). */
export const listStories = /* @__PURE__ */ endpoint<StoryList, never, PageQuery>()('GET', '/api/stories/');
/** POST /api/stories/{id}/like/: no body; the updated story. */
export const likeStory = /* @__PURE__ */ endpoint<Story>()('POST', '/api/stories/:id/like/');
/** POST /api/stories/{id}/dislike/: no body; the updated story. */
export const dislikeStory = /* @__PURE__ */ endpoint<Story>()('POST', '/api/stories/:id/dislike/');
/** The reaction's descriptor: one per path, as the API registers them. */
export const STORY_REACTION_ENDPOINTS = { like: likeStory, dislike: dislikeStory } as const satisfies Record<StoryReaction, unknown>;
/** POST /api/stories/{id}/view/: counted once per donor; the updated story. */
export const viewStory = /* @__PURE__ */ endpoint<Story>()('POST', '/api/stories/:id/view/');

/** GET /api/banners/?city_id=: the banners of the city and of every city, in their active period. */
export const listBanners = /* @__PURE__ */ endpoint<BannerList, never, CityQuery>()('GET', '/api/banners/');
/** GET /api/interesting/: every published «Интересное» card. */
export const listInteresting = /* @__PURE__ */ endpoint<InterestingList>()('GET', '/api/interesting/');
/** GET /api/random_cards/?count=: a few of the cards in random order. */
export const listRandomCards = /* @__PURE__ */ endpoint<RandomCards, never, { count?: string | number }>()('GET', '/api/random_cards/');
/** GET /api/waiting_donor/?city_id=: recipients still waiting for donors. */
export const getWaitingDonor = /* @__PURE__ */ endpoint<WaitingDonor, never, CityQuery>()('GET', '/api/waiting_donor/');
/** GET /api/ocean/?page_size=: a random handful of donors. */
export const getOcean = /* @__PURE__ */ endpoint<Ocean, never, { page_size?: string | number }>()('GET', '/api/ocean/');
/** GET /api/ocean/{id}/: one donor of the ocean by its opaque id. */
export const getOceanDonor = /* @__PURE__ */ endpoint<OceanDonor>()('GET', '/api/ocean/:id/');
