// Recognition that brings donors back (spec §3 Bonus, Donator advice; §4 Advice form; §7
// "Stories, bonuses, info, advice", "Collective donations, gifts, achievements"): partner
// bonuses, collective donations, donor advice and souvenir gifts. Same idiom as common.ts: the
// API validates with these schemas, the apps take the inferred types; the texts are the one table
// in recognition-messages.ts. Endpoints, rules and the gift state machine: docs/recognition.md.
// Browser-safe: zod only, no node imports.
import { z } from 'zod';
import * as MSG from '../messages.ts';
import * as RMSG from '../recognition-messages.ts';
import { blank, IdTitle, idField, listOf, optText, reqText } from './common.ts';
import { dayField } from './cabinet.ts';

/** Missing/null → the required message, anything else of the wrong type → the type message. */
const typeError = (iss: { input?: unknown }) => (iss.input === undefined || iss.input === null ? MSG.required : MSG.type);

// ---------------------------------------------------------------- bonuses (spec §3 Bonus)

/** What the donor's donations must satisfy to take a bonus. */
export const BonusCondition = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  /** A donation dated within the last `days` days (today included). */
  z.object({ kind: z.literal('donation_within_days'), days: z.number().int() }),
  /** At least `count` donations in all. */
  z.object({ kind: z.literal('donations_count'), count: z.number().int() }),
]);
export type BonusCondition = z.infer<typeof BonusCondition>;

/** The caller's own code; never present in anyone else's answer. */
export const TakenBonus = z.object({ code: z.string(), taken_at: z.string() });
export type TakenBonus = z.infer<typeof TakenBonus>;

/**
 * GET /api/bonuses/ item, GET /api/bonuses/{id}/, GET /api/profile/bonuses/ item.
 * can_take/cannot_take_reason are for the caller (a guest: false + «Войдите…»).
 */
export const Bonus = z.object({
  id: z.number().int(),
  partner: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  /** The partner's page about the offer (POST link_checked/ when the donor opens it). */
  link: z.string().nullable(),
  condition: BonusCondition,
  condition_text: z.string(),
  codes_left: z.number().int(),
  city: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** Last day (YYYY-MM-DD) the bonus can be taken and used. */
  valid_until: z.string(),
  taken: TakenBonus.nullable(),
  can_take: z.boolean(),
  cannot_take_reason: z.string().nullable(),
  /**
   * The caller's donations waiting for confirmation would meet the condition: «засчитаем после
   * подтверждения» (docs/recognition.md «Что засчитывается»); can_take stays false until then.
   */
  pending: z.boolean(),
});
export type Bonus = z.infer<typeof Bonus>;
export const BonusList = listOf(Bonus);
export type BonusList = z.infer<typeof BonusList>;

/** POST /api/bonuses/get_bonus/ and POST /api/bonuses/link_checked/. */
export const BonusIdBody = z.object({ bonus_id: idField });
export type BonusIdBody = z.input<typeof BonusIdBody>;
/** POST /api/bonuses/get_bonus/ → 200 (400 non_field_errors: the reason why not). */
export const GetBonusResult = z.object({ bonus_id: z.number().int(), code: z.string(), taken_at: z.string() });
export type GetBonusResult = z.infer<typeof GetBonusResult>;
/** POST /api/bonuses/link_checked/ → 200. */
export const LinkChecked = z.object({ bonus_id: z.number().int(), link_checked_at: z.string() });
export type LinkChecked = z.infer<typeof LinkChecked>;

const rating = z.number({ error: typeError }).int(MSG.ratingRange).min(1, MSG.ratingRange).max(5, MSG.ratingRange);
/** POST /api/bonuses/{id}/feedback/ (only a donor who took the bonus; once, then PATCH). */
export const BonusFeedbackBody = z.object({ rating, text: optText(1000).transform((v) => v ?? '') });
export type BonusFeedbackBody = z.input<typeof BonusFeedbackBody>;
export const BonusFeedbackPatch = z.object({ rating: rating.optional(), text: optText(1000).optional() });
export type BonusFeedbackPatch = z.input<typeof BonusFeedbackPatch>;
/** GET/POST/PATCH /api/bonuses/{id}/feedback/ → this, GET → this or null (none yet). */
export const BonusFeedback = z.object({ id: z.number().int(), bonus_id: z.number().int(), rating: z.number().int(), text: z.string(), created_at: z.string(), updated_at: z.string() });
export type BonusFeedback = z.infer<typeof BonusFeedback>;

// ---------------------------------------------------------------- collective donations

export const StationRef = z.object({ id: z.number().int(), title: z.string(), address: z.string() });
export type StationRef = z.infer<typeof StationRef>;

/** GET /api/collective_donations/{id}/, /api/profile/collective_donations/ item, planned-donation. */
export const CollectiveDonation = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  blood_station: StationRef,
  date: z.string(),
  owner_name: z.string(),
  is_owner: z.boolean(),
  joined: z.boolean(),
  /** Everyone going, the organiser included. */
  participants_count: z.number().int(),
  max_participants: z.number().int().nullable(),
});
export type CollectiveDonation = z.infer<typeof CollectiveDonation>;
export const CollectiveDonationList = listOf(CollectiveDonation);
export type CollectiveDonationList = z.infer<typeof CollectiveDonationList>;

const maxParticipants = z
  .number({ error: typeError })
  .int(RMSG.collectiveParticipantsRange)
  .min(2, RMSG.collectiveParticipantsRange)
  .max(500, RMSG.collectiveParticipantsRange);

/** POST /api/collective_donations/ → 201 CollectiveDonation. `date`: today … a year ahead (API clock). */
export const CollectiveDonationBody = z.object({
  title: reqText(150),
  description: optText(2000).transform((v) => v ?? ''),
  blood_station_id: idField,
  date: dayField,
  max_participants: maxParticipants.nullish().transform((v) => v ?? null),
});
export type CollectiveDonationBody = z.input<typeof CollectiveDonationBody>;
/** PATCH /api/collective_donations/{id}/ (owner only, else 404): any subset. */
export const CollectiveDonationPatch = z.object({
  title: reqText(150).optional(),
  description: optText(2000).optional(),
  blood_station_id: idField.optional(),
  date: dayField.optional(),
  max_participants: maxParticipants.nullish(),
});
export type CollectiveDonationPatch = z.input<typeof CollectiveDonationPatch>;

// ---------------------------------------------------------------- donor advice (spec §3 Donator advice, §4 Advice form)

export const Advice = z.object({ id: z.number().int(), text: z.string(), author_name: z.string(), created_at: z.string() });
export type Advice = z.infer<typeof Advice>;
/**
 * GET /api/advices/: the list envelope, newest first, plus the caller's flags. can_add: signed
 * in and has not sent advice yet; can_submit_form: can_add and has a donation.
 */
export const AdviceList = listOf(Advice).extend({ can_add: z.boolean(), can_submit_form: z.boolean() });
export type AdviceList = z.infer<typeof AdviceList>;
/** POST /api/advices/ → 201 Advice; plain text, 1..1000 characters, once per donor. */
export const AdviceBody = z.object({ text: reqText(1000) });
export type AdviceBody = z.input<typeof AdviceBody>;

// ---------------------------------------------------------------- gifts (souvenirs for donations)

/**
 * A souvenir's state for the donor: locked (not enough donations) → available → requested →
 * sent → received; requested → cancelled (by the donor) → requested again. docs/recognition.md.
 */
export const GIFT_STATES = ['locked', 'available', 'requested', 'sent', 'received', 'cancelled'] as const;
export const GiftState = z.enum(GIFT_STATES);
export type GiftState = z.infer<typeof GiftState>;

/**
 * How a requested souvenir reaches the donor (docs/recognition.md «Доставка»): picked up at a
 * blood station, or sent by post to a postcode and address; `size` where the souvenir has sizes.
 */
export const GIFT_DELIVERY_METHODS = ['station', 'post'] as const;
export const GiftDelivery = z.object({
  method: z.enum(GIFT_DELIVERY_METHODS),
  station: IdTitle.nullable(),
  postcode: z.string().nullable(),
  address: z.string().nullable(),
  size: z.string().nullable(),
});
export type GiftDelivery = z.infer<typeof GiftDelivery>;

export const GiftStage = z.object({
  /** sizes: what the donor picks from when requesting it; empty — one size. */
  souvenir: z.object({ id: z.number().int(), title: z.string(), description: z.string(), in_stock: z.boolean(), sizes: z.array(z.string()) }),
  donations_needed: z.number().int(),
  state: GiftState,
  /** When the state last changed; null for locked/available. */
  state_at: z.string().nullable(),
  /** Locked, but the donor's donations waiting for confirmation would reach it: «засчитаем после подтверждения». */
  pending: z.boolean(),
  /** The donor's request's delivery (null: never requested, or requested before delivery was asked). */
  delivery: GiftDelivery.nullable(),
});
export type GiftStage = z.infer<typeof GiftStage>;
/**
 * GET /api/profile/gifts-status/; request-gifts and cancel-gift-request answer the same.
 * donations_count: the confirmed donations that count for gifts; pending_count: those still
 * waiting for confirmation (docs/recognition.md «Что засчитывается»).
 */
export const GiftsStatus = z.object({ donations_count: z.number().int(), pending_count: z.number().int(), stages: z.array(GiftStage) });
export type GiftsStatus = z.infer<typeof GiftsStatus>;
/** POST /api/profile/cancel-gift-request/. */
export const GiftBody = z.object({ souvenir_id: idField });
export type GiftBody = z.input<typeof GiftBody>;
/**
 * POST /api/profile/request-gifts/: the souvenir and how to get it (docs/recognition.md
 * «Доставка»). `station`: blood_station_id; `post`: a six-digit postcode and an address. The size
 * is checked against the souvenir's sizes by the API (it needs the souvenir).
 */
export const GiftRequestBody = z
  .object({
    souvenir_id: idField,
    delivery: z.enum(GIFT_DELIVERY_METHODS, { error: RMSG.giftDeliveryRequired }),
    blood_station_id: z.preprocess(blank, idField.optional()),
    /** «101 000» is a postcode too: spaces go. */
    postcode: optText(20).transform((v) => (v ? v.replace(/\s+/g, '') : null)),
    address: optText(300),
    size: optText(20),
  })
  .superRefine((b, ctx) => {
    if (b.delivery === 'station' && b.blood_station_id === undefined) ctx.addIssue({ code: 'custom', path: ['blood_station_id'], message: RMSG.giftStationRequired });
    if (b.delivery !== 'post') return;
    if (!b.postcode || !/^\d{6}$/.test(b.postcode)) ctx.addIssue({ code: 'custom', path: ['postcode'], message: RMSG.giftPostcode });
    if (!b.address) ctx.addIssue({ code: 'custom', path: ['address'], message: RMSG.giftAddressRequired });
    else if (b.address.length < 10) ctx.addIssue({ code: 'custom', path: ['address'], message: RMSG.giftAddressShort });
  });
export type GiftRequestBody = z.input<typeof GiftRequestBody>;

// ---------------------------------------------------------------- info after a donation (spec §7 Info)

/** POST /api/info-after-donation/{donation id}/view/ → 200: when the donor first opened it. */
export const InfoView = z.object({ donation_id: z.number().int(), viewed_at: z.string() });
export type InfoView = z.infer<typeof InfoView>;
