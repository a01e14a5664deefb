// Endpoint descriptors of achievements (spec §2 /achievements/, /profile/achievements; §7
// "Collective donations, gifts, achievements"; §9 feed page size; shared/src/endpoint.ts): types
// from the contract with `import type` only, so no zod reaches a browser.
import { endpoint, type PageQuery } from '../endpoint.ts';
import type { AchievementCatalog, FeedPage, MyAchievements, PinBody, PinnedAchievements, PinnedBody, TypeFeed } from '../contract/achievements.ts';

/** A feed's query: one type or `all`, and the page (20 a page, spec §9). */
export type FeedQuery = { type_feed?: TypeFeed } & PageQuery;

/** GET /api/achievements/?owner_type=user&first_stage_achievements=1: the public catalogue with holders. */
export const getAchievementCatalog = /* @__PURE__ */ endpoint<AchievementCatalog, never, { owner_type?: 'user'; first_stage_achievements?: number | boolean }>()(
  'GET',
  '/api/achievements/',
);
/** GET /api/feed-achievements/: everyone's reached stages, newest first (no user ids, docs/SECURITY.md F21). */
export const listFeedAchievements = /* @__PURE__ */ endpoint<FeedPage, never, FeedQuery>()('GET', '/api/feed-achievements/');
/** GET /api/frequest-guest-latest-achievement-user/{user id}/: one donor's, as a guest sees them. */
export const listGuestAchievements = /* @__PURE__ */ endpoint<FeedPage, never, FeedQuery>()('GET', '/api/frequest-guest-latest-achievement-user/:id/');
/** GET /api/auth/{id}/achievements/: mine with progress (another id → 404). */
export const getMyAchievements = /* @__PURE__ */ endpoint<MyAchievements, never, { pinned_first?: boolean }>()('GET', '/api/auth/:id/achievements/');
/** PATCH /api/auth/{id}/achievements/ {achievement_type, pinned}: pins or unpins one; answers mine, pinned first. */
export const pinAchievement = /* @__PURE__ */ endpoint<MyAchievements, PinBody>()('PATCH', '/api/auth/:id/achievements/');
/** GET /api/pinned-achievements/: my pinned types in order. */
export const getPinnedAchievements = /* @__PURE__ */ endpoint<PinnedAchievements>()('GET', '/api/pinned-achievements/');
/** PATCH /api/pinned-achievements/: the whole pinned list in order. */
export const updatePinnedAchievements = /* @__PURE__ */ endpoint<PinnedAchievements, PinnedBody>()('PATCH', '/api/pinned-achievements/');
