// Contract of the donate section's catalogue: fundraisers ("collects"), souvenirs and the charity
// shop. spec §2 /fundraising, /fundraising/{slug}, /souvenir/, /charityshop; spec §7 POST, GET,
// PATCH /api/collects/ (only_is_active, progress_percentage). "Collect fields: not shown" — ours
// below. The API validates bodies and types its answers with these; its tests parse the real
// answers with them; the section imports only the types (clients never ship zod).
import { z } from 'zod';
import * as MSG from '../messages.ts';
import * as SHOP from '../shop-messages.ts';
import { emailField, idField, optText, reqText } from './common.ts';

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

/** A seed-time picture of a souvenir or an item: its size is given so the page does not shift. */
export const CatalogImage = z.object({ url: z.string(), width: z.number().int(), height: z.number().int(), alt: z.string() });
export type CatalogImage = z.infer<typeof CatalogImage>;

/** GET /api/souvenirs/: given to donors for confirmed donations (spec §2 /souvenir/). */
export const Souvenir = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  donations_needed: z.number().int(),
  in_stock: z.boolean(),
  /** «Как получить: …» — the text after the colon (0016_shop_newsletter.sql). */
  how_to_get: z.string(),
  /** Where it is got: the cabinet's gifts block (donations, achievement) or /donate/ (amount). */
  get_via: z.enum(['donations', 'achievement', 'amount']),
  /** For `amount`: the donation in whole roubles that earns it. */
  donation_amount: z.number().int().nullable(),
  image: CatalogImage.nullable(),
});
export type Souvenir = z.infer<typeof Souvenir>;

/** GET /api/charityshop/: price in whole roubles; buy_url is the shop's page, if any. */
export const ShopItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  price: z.number().int(),
  in_stock: z.boolean(),
  /** An external shop's page: when set, «Купить» goes there instead of our checkout. */
  buy_url: z.string().nullable(),
  /** Items left, or null when stock is not counted. */
  stock: z.number().int().nullable(),
  image: CatalogImage.nullable(),
});
export type ShopItem = z.infer<typeof ShopItem>;

export const SHOP_QUANTITY_MAX = SHOP.SHOP_QUANTITY_MAX;
/** POST /api/charityshop/orders/: pay through the payment providers (spec §7). */
export const ShopOrderBody = z.object({
  item_id: idField,
  quantity: z.coerce.number({ error: SHOP.quantity(SHOP_QUANTITY_MAX) }).int(SHOP.quantity(SHOP_QUANTITY_MAX))
    .min(1, SHOP.quantity(SHOP_QUANTITY_MAX)).max(SHOP_QUANTITY_MAX, SHOP.quantity(SHOP_QUANTITY_MAX)),
  email: emailField,
});
export type ShopOrderBody = z.input<typeof ShopOrderBody>;

/** The order as its buyer sees it (POST answer and GET /api/charityshop/orders/{public_id}/). */
export const ShopOrder = z.object({
  id: z.string(),
  /** The order number shown in the thank-you («Заказ № 12»). */
  number: z.number().int(),
  item_id: z.number().int(),
  title: z.string(),
  quantity: z.number().int(),
  amount: z.number().int(),
  status: z.enum(['created', 'paid', 'cancelled']),
  /** POST only: where the browser goes to pay (the provider's page; the sandbox's in development). */
  checkout_url: z.string().optional(),
});
export type ShopOrder = z.infer<typeof ShopOrder>;

/** POST /api/newsletter/ (footer form, spec §2): double opt-in, idempotent per address. */
export const NewsletterBody = z.object({ email: emailField });
export type NewsletterBody = z.input<typeof NewsletterBody>;
/** `pending`: a confirmation letter went to the address; `confirmed`: already subscribed. */
export const NewsletterAnswer = z.object({ email: z.string(), status: z.enum(['pending', 'confirmed']) });
export type NewsletterAnswer = z.infer<typeof NewsletterAnswer>;

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
