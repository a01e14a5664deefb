// Request keys of mfe-profile's first screens, here rather than in the section so the host can
// name the same requests (first-screen.ts) without loading the section's code. The section's
// resources import them from here: one spelling of each key, host and browser alike.
import { requestKey } from './query.ts';

/** spec §7 "Authentication and profile": the next possible date per component and the honorary path. */
export const ELIGIBILITY_KEY = '/api/profile/eligibility/';
/** spec §7 "Donor plan": GET {url}latest/ — the plan from today on, or null. */
export const PLAN_KEY = '/api/donation_plan/latest/';
/** The three newest donations shown on /profile/ (the same filter as the list, spec §7). */
export const LATEST_DONATIONS_KEY = requestKey('/api/donations/', { status: 'accepted,pre_accepted', page: 1, page_size: 3 });

/** spec §7: GET /api/achievements/ with owner_type=user and first_stage_achievements=1. */
export const ACHIEVEMENTS_CATALOG_KEY = requestKey('/api/achievements/', { owner_type: 'user', first_stage_achievements: 1 });
/** spec §9: the achievements feed page size. Same value as contract FEED_PAGE_SIZE (kept zod-free here). */
export const FEED_PAGE_SIZE = 20;
export const feedKey = (page: number, typeFeed = 'all'): string =>
  requestKey('/api/feed-achievements/', { type_feed: typeFeed, page_size: FEED_PAGE_SIZE, page });

/** Partner bonuses: a dozen partners today (seed), so one page of 50 holds the catalogue. */
export const BONUSES_KEY = requestKey('/api/bonuses/', { page_size: 50 });
