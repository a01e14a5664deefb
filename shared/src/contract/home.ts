// Contract of the home page's live blocks (spec §3 Stories; §7 "Stories, bonuses, info, advice",
// "Rankings and option lists": stories, banners, interesting, waiting_donor, ocean, random cards;
// §9 stories page size 10). The API validates queries with these schemas and its tests validate
// answers with them; the home blocks take the types only (`import type`). What each block shows
// and why: docs/home.md. Public donors carry an opaque `id` (a random UUID, never the user id:
// docs/SECURITY.md «Публичные списки доноров»). Browser-safe: zod only, no node imports.
import { z } from 'zod';
import * as HM from '../home-messages.ts';
import { blank, IdTitle, idField, listOf } from './common.ts';
import { RecipientNeedItem } from './helpme.ts';

/** spec §9: the stories list is asked for with page_size=10, then `next` is followed. */
export const STORIES_PAGE_SIZE = 10;
/** GET /api/ocean/: how many random donors one answer carries (default and the most). */
export const OCEAN = { defaultSize: 20, maxSize: 50 } as const;
/** GET /api/random_cards/: how many random cards (default and the most). */
export const RANDOM_CARDS = { defaultCount: 3, maxCount: 6 } as const;
/** GET /api/waiting_donor/: how many of the most urgent needs are listed. */
export const WAITING_DONOR_URGENT = 3;

/** spec §9: 'All regions' is city value 0 — the same as no city (the home page sends the selected city). */
const noCity = (v: unknown): unknown => (blank(v) === undefined || v === 0 || (typeof v === 'string' && v.trim() === '0') ? undefined : v);
const optCity = z.preprocess(noCity, idField.optional());
/** An optional count in [min, max]; anything else is a 400 with the field's message. */
const countIn = (min: number, max: number, dflt: number) => {
  const msg = HM.countRange(min, max);
  return z.preprocess(
    blank,
    z
      .union([z.number(), z.string().trim().regex(/^\d{1,4}$/, msg)], { error: msg })
      .transform(Number)
      .pipe(z.number().int(msg).min(min, msg).max(max, msg))
      .default(dflt),
  );
};

// ---------------------------------------------------------------- stories (spec §3 Stories)

export const STORY_REACTIONS = ['like', 'dislike'] as const;
export type StoryReaction = (typeof STORY_REACTIONS)[number];

/**
 * One story. `views`: donors who opened it (each counted once); `likes`/`dislikes`: one reaction
 * per donor, the last one wins. `my_reaction`/`viewed`: the signed-in donor's own (null/false
 * for a visitor). `published_at`: ISO timestamp.
 */
export const Story = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  image: z.string().nullable(),
  link: z.string().nullable(),
  published_at: z.string(),
  views: z.number().int().nonnegative(),
  likes: z.number().int().nonnegative(),
  dislikes: z.number().int().nonnegative(),
  my_reaction: z.enum(STORY_REACTIONS).nullable(),
  viewed: z.boolean(),
});
export type Story = z.infer<typeof Story>;

/** GET /api/stories/?page=&page_size=10: newest first, the list envelope (follow `next`). */
export const StoryList = listOf(Story);
export type StoryList = z.infer<typeof StoryList>;

// POST /api/stories/{id}/like/, /dislike/, /view/: no body; the answer is the updated Story.

// ---------------------------------------------------------------- banners, interesting

/** A home page banner; only those in their active period (and of the asked city, or of all cities). */
export const Banner = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  image: z.string().nullable(),
  link: z.string(),
  link_label: z.string(),
});
export type Banner = z.infer<typeof Banner>;
/** GET /api/banners/?city_id= */
export const BannerList = z.object({ results: z.array(Banner) });
export type BannerList = z.infer<typeof BannerList>;
export const BannersQuery = z.object({ city_id: optCity });

/** A short editorial card («Интересное»): a fact or advice with a link to read more. */
export const Interesting = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  link: z.string().nullable(),
});
export type Interesting = z.infer<typeof Interesting>;
/** GET /api/interesting/: every published card, in the editors' order. */
export const InterestingList = z.object({ results: z.array(Interesting) });
export type InterestingList = z.infer<typeof InterestingList>;

/** GET /api/random_cards/?count=: a few «Интересное» cards in random order (a fresh pick each time). */
export const RandomCards = z.object({ results: z.array(Interesting) });
export type RandomCards = z.infer<typeof RandomCards>;
export const RandomCardsQuery = z.object({ count: countIn(1, RANDOM_CARDS.maxCount, RANDOM_CARDS.defaultCount) });

// ---------------------------------------------------------------- waiting_donor (help-me needs)

/**
 * GET /api/waiting_donor/?city_id=: recipients still waiting for donors (the help-me needs being
 * searched for), in the city or everywhere. `count`: such needs; `donors_needed`: donors they
 * still lack together (required minus joined, never below 0); `results`: the most urgent
 * (nearest last day first), at most WAITING_DONOR_URGENT, as the needs list shows them.
 */
export const WaitingDonor = z.object({
  city: IdTitle.nullable(),
  count: z.number().int().nonnegative(),
  donors_needed: z.number().int().nonnegative(),
  results: z.array(RecipientNeedItem),
});
export type WaitingDonor = z.infer<typeof WaitingDonor>;
export const WaitingDonorQuery = z.object({ city_id: optCity });

// ---------------------------------------------------------------- the donor ocean

/**
 * A donor of the ocean (donors with a confirmed donation). `id`: an opaque random UUID kept for
 * the donor, for GET /api/ocean/{id}/ only. `name`: «Имя Ф.», or «Донор» with `photo` and `city`
 * null when the donor hid their name.
 */
export const OceanDonor = z.object({
  id: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  city: IdTitle.nullable(),
  donations_count: z.number().int().nonnegative(),
});
export type OceanDonor = z.infer<typeof OceanDonor>;
/** GET /api/ocean/?page_size=: `count` donors in the ocean, `results` a random pick of them. */
export const Ocean = z.object({ count: z.number().int().nonnegative(), results: z.array(OceanDonor) });
export type Ocean = z.infer<typeof Ocean>;
export const OceanQuery = z.object({ page_size: countIn(1, OCEAN.maxSize, OCEAN.defaultSize) });
// GET /api/ocean/{id}/ answers one OceanDonor (404 when unknown, deleted or no longer a donor).
