// Request keys of mfe-profile's first screens, here rather than in the section so the host can
// name the same requests (first-screen.ts) without loading the section's code. The section's
// resources import them from here: one spelling of each key, host and browser alike, built from
// the endpoint descriptors (docs/ARCHITECTURE.md «Endpoints»).
import { keyOf } from './endpoint.ts';
import { getAchievementCatalog, listFeedAchievements } from './endpoints/achievements.ts';
import { getEligibility, getLatestPlan, listDonations } from './endpoints/cabinet.ts';
import { listBonuses } from './endpoints/recognition.ts';
import { listMyBookings } from './endpoints/booking.ts';
import type { TypeFeed } from './contract/achievements.ts';

/** spec §7 "Authentication and profile": the next possible date per component and the honorary path. */
export const ELIGIBILITY_KEY = /* @__PURE__ */ keyOf(getEligibility, null);
/** spec §7 "Donor plan": GET {url}latest/ — the plan from today on, or null. */
export const PLAN_KEY = /* @__PURE__ */ keyOf(getLatestPlan, null);
/** The three newest donations shown on /profile/ (the same filter as the list, spec §7). */
export const LATEST_DONATIONS_KEY = /* @__PURE__ */ keyOf(listDonations, null, { status: 'accepted,pre_accepted', page: 1, page_size: 3 });

/** «Мои записи» on /profile/ (spec §4 Joining): the donor's upcoming bookings, one page of 10. */
export const BOOKINGS_KEY = /* @__PURE__ */ keyOf(listMyBookings, null, { page_size: 10 });

/** spec §7: GET /api/achievements/ with owner_type=user and first_stage_achievements=1. */
export const ACHIEVEMENTS_CATALOG_KEY = /* @__PURE__ */ keyOf(getAchievementCatalog, null, { owner_type: 'user', first_stage_achievements: 1 });
/** spec §9: the achievements feed page size. Same value as contract FEED_PAGE_SIZE (kept zod-free here). */
export const FEED_PAGE_SIZE = 20;
export const feedKey = (page: number, typeFeed: TypeFeed = 'all'): string =>
  keyOf(listFeedAchievements, null, { type_feed: typeFeed, page_size: FEED_PAGE_SIZE, page });

/** Partner bonuses: a dozen partners today (seed), so one page of 50 holds the catalogue. */
export const BONUSES_KEY = /* @__PURE__ */ keyOf(listBonuses, null, { page_size: 50 });
