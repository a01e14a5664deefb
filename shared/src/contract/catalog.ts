// Contract of the donate section's catalogue: fundraisers ("collects"), souvenirs and the charity
// shop. spec §2 /fundraising, /fundraising/{slug}, /souvenir/, /charityshop; spec §7 POST, GET,
// PATCH /api/collects/ (only_is_active, progress_percentage). "Collect fields: not shown" — ours
// below. The API validates bodies and types its answers with these; its tests parse the real
// answers with them; the section imports only the types (clients never ship zod).
import { z } from 'zod';
import * as MSG from '../messages.ts';
import { optText, reqText } from './common.ts';

/** Goal of a fundraiser, whole roubles. */
export const COLLECT_GOAL_MIN = 1_000;
export const COLLECT_GOAL_MAX = 100_000_000;

/** Russian field messages of the collect rules (the API sends them; tests assert them). */
/** The collect form's messages, named for their uses (the wording lives in messages.ts). */
export const COLLECT_MSG = {
  goalInt: MSG.integer,
  goalMin: MSG.collectGoalMin('1000'),
  goalMax: MSG.collectGoalMax('100 000 000'),
  slug: MSG.collectSlug,
  slugTaken: MSG.collectSlugTaken,
} as const;

const Percent = z.number().int().min(0).max(100);

/**
 * GET /api/collects/ rows, GET /api/collects/{id|slug}/ and the answers of POST and PATCH.
 * Amounts are whole roubles; `collected` is the sum of the payments earmarked for it.
 * `progress_percentage` (0–100, computed by the API only) is there when asked for: the list with
 * progress_percentage=1; one collect always.
 */
export const Collect = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  goal: z.number().int(),
  collected: z.number().int(),
  is_active: z.boolean(),
  /** ISO date (YYYY-MM-DD) or none. */
  ends_at: z.string().nullable(),
  owner_id: z.number().int().nullable(),
  created_at: z.string(),
  progress_percentage: Percent.optional(),
});
export type Collect = z.infer<typeof Collect>;

/** A collect asked for with its progress (see Collect). */
export const CollectWithProgress = Collect.extend({ progress_percentage: Percent });
export type CollectWithProgress = z.infer<typeof CollectWithProgress>;

/** GET /api/souvenirs/: given to donors for confirmed donations (spec §2 /souvenir/). */
export const Souvenir = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  donations_needed: z.number().int(),
  in_stock: z.boolean(),
});
export type Souvenir = z.infer<typeof Souvenir>;

/** GET /api/charityshop/: price in whole roubles; buy_url is the shop's page, if any. */
export const ShopItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  price: z.number().int(),
  in_stock: z.boolean(),
  buy_url: z.string().nullable(),
});
export type ShopItem = z.infer<typeof ShopItem>;

// ---------------------------------------------------------------- request bodies (spec §7)

/** Numbers or numeric strings (form posts). */
const goalField = z.coerce
  .number({ error: COLLECT_MSG.goalInt })
  .int(COLLECT_MSG.goalInt)
  .min(COLLECT_GOAL_MIN, COLLECT_MSG.goalMin)
  .max(COLLECT_GOAL_MAX, COLLECT_MSG.goalMax);
const slugField = z.string().trim().regex(/^[a-z0-9-]{3,60}$/, COLLECT_MSG.slug);

/** POST /api/collects/: without a slug the API makes one up. */
export const CollectCreateBody = z.object({
  title: reqText(150),
  description: optText(5000),
  goal: goalField,
  slug: slugField.optional(),
});
export type CollectCreateBody = z.input<typeof CollectCreateBody>;

/** PATCH /api/collects/{id}/: any subset; an omitted field stays, a null description clears it. */
export const CollectUpdateBody = z.object({
  title: reqText(150).optional(),
  description: optText(5000).optional(),
  goal: goalField.optional(),
  is_active: z.boolean().optional(),
});
export type CollectUpdateBody = z.input<typeof CollectUpdateBody>;
