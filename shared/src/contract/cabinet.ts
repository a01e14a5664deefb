// The donor's cabinet (spec §3 Donation, Honor certificate; §7 "Donations, stations, notices",
// "Donor plan", honor certificate, "Info"): donations, deferrals, eligibility, the donor plan,
// pictures, the honor certificate, the survey and feedback after a donation, and what happens
// to the blood next. Same idiom as common.ts: the API validates with these schemas, the apps
// take the inferred types; the messages are the one table in messages.ts.
// Rules that need the server's clock ("not in the future", "today or later") are checked by the
// API against its injectable clock (deps.now), so here a date is only a real calendar day.
// Browser-safe: zod only, no node imports.
import { z } from 'zod';
import * as MSG from '../messages.ts';
import { REJECT_REASONS } from '../staff-donations-messages.ts';
import { IdTitle, Picture, PictureRef, idField, listOf, optText } from './common.ts';
import type { Component, Deferral, DeferralKind } from '../eligibility/types.ts';
import type { DateVerdict } from '../eligibility/engine.ts';
import type { HonoraryProgress } from '../eligibility/honorary.ts';

export type { DeferralKind };

/** Missing/null → the required message, anything else of the wrong type → the type message. */
const typeError = (iss: { input?: unknown }) => (iss.input === undefined || iss.input === null ? MSG.required : MSG.type);

// ---------------------------------------------------------------- values

/** spec §3 Donation blood_class: what was given (the eligibility engine's components). */
export const BLOOD_CLASSES = ['blood', 'plasma', 'platelets', 'erythrocytes', 'granulocytes'] as const;
export const BloodClass = z.enum(BLOOD_CLASSES, { error: (iss) => (iss.input === undefined || iss.input === null ? MSG.required : MSG.choice) });
export type BloodClass = z.infer<typeof BloodClass>;

/** spec §3 Donation status: a donor-added donation is pre_accepted until a moderator accepts or rejects it (docs/staff.md). */
export const DONATION_STATUSES = ['accepted', 'pre_accepted', 'rejected'] as const;
export const DonationStatus = z.enum(DONATION_STATUSES);
export type DonationStatus = z.infer<typeof DonationStatus>;

/** The first day the cabinet accepts (older records are not donations anyone still tracks). */
export const EARLIEST_DATE = '1950-01-01';

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (v: string): boolean => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** A real calendar day `YYYY-MM-DD`, not before 1950 (the clock-relative rules are the API's). */
export const dayField = z
  .string({ error: typeError })
  .trim()
  .regex(DAY_RE, MSG.date)
  // Each check speaks only when the ones before it passed: one message per mistake.
  .refine((v) => !DAY_RE.test(v) || isRealDay(v), MSG.dateRange)
  .refine((v) => !DAY_RE.test(v) || !isRealDay(v) || v >= EARLIEST_DATE, MSG.dateBefore1950);

const bool = z.boolean({ error: typeError });
/** 1..5 score (wellbeing, rating). */
const score = z.number({ error: typeError }).int(MSG.ratingRange).min(1, MSG.ratingRange).max(5, MSG.ratingRange);
const nullableId = idField.nullish().transform((v) => v ?? null);

// ---------------------------------------------------------------- pictures

// Picture and PictureRef live in common.ts (profile photos and help-me photos use them too);
// re-exported for the cabinet's users.
export { Picture, PictureRef };

// ---------------------------------------------------------------- donations (spec §3 Donation)

/** GET /api/donations/ item and GET /api/donations/{id}/ for the owner. */
export const Donation = z.object({
  id: z.number().int(),
  donate_at: z.string(),
  status: DonationStatus,
  blood_class: BloodClass,
  blood_station: IdTitle.nullable(),
  is_paid: z.boolean(),
  volume_ml: z.number().int().nullable(),
  certificate: PictureRef.nullable(),
  created_at: z.string(),
  /**
   * A moderator's refusal, while the donation is `rejected` (docs/staff.md «Проверка донаций»):
   * the reason from the fixed list, the moderator's words, when. The donor fixes and resends it.
   */
  rejection: z.object({ reason: z.enum(REJECT_REASONS), comment: z.string().nullable(), at: z.string() }).nullable().optional(),
  /**
   * «Ваша кровь помогла» (docs/staff.md): the hospital the station sent it to and the day, once
   * station staff marked it; the owner only.
   */
  shipment: z.object({ hospital: z.string(), sent_on: z.string() }).nullable().optional(),
});
export type Donation = z.infer<typeof Donation>;
export const DonationList = listOf(Donation);

/**
 * GET /api/donations/{id}/ for anyone else (spec §2: /profile/donations/[id] is reachable without
 * login): never the certificate, volume, payment or whose donation it is.
 */
export const DonationPublic = Donation.pick({ id: true, donate_at: true, blood_class: true, status: true, blood_station: true });
export type DonationPublic = z.infer<typeof DonationPublic>;

const volumeField = z.number({ error: typeError }).int(MSG.volumeRange).min(10, MSG.volumeRange).max(1000, MSG.volumeRange);

/** POST /api/donations/ (→ 201 Donation, status pre_accepted). donate_at: not in the future. */
export const DonationCreateBody = z.object({
  donate_at: dayField,
  blood_class: BloodClass,
  blood_station_id: idField,
  is_paid: bool.optional().default(false),
  volume_ml: volumeField.nullish().transform((v) => v ?? null),
  /** A picture of this user (POST /api/picture/ first). */
  certificate_id: nullableId,
});
export type DonationCreateBody = z.input<typeof DonationCreateBody>;

/** PATCH /api/donations/{id}/: any subset; null clears volume_ml or certificate_id. */
export const DonationUpdateBody = z.object({
  donate_at: dayField.optional(),
  blood_class: BloodClass.optional(),
  blood_station_id: idField.optional(),
  is_paid: bool.optional(),
  volume_ml: volumeField.nullable().optional(),
  certificate_id: idField.nullable().optional(),
});
export type DonationUpdateBody = z.input<typeof DonationUpdateBody>;

/** GET /api/donations/is-exists/?donate_at=YYYY-MM-DD (mine). */
export const DonationExists = z.object({ exists: z.boolean() });
export type DonationExists = z.infer<typeof DonationExists>;

// ---------------------------------------------------------------- deferrals

/**
 * The eligibility engine's DeferralKind values (shared/src/eligibility/types.ts); the `satisfies`
 * keeps this list and the engine's type the same at compile time.
 */
const DEFERRAL_KIND_SET = {
  tattoo: true, vaccine: true, vaccine_inactivated: true, rabies_vaccine: true, immunoglobulin: true, illness: true,
  antibiotics: true, dental: true, surgery: true, transfusion: true, travel: true, childbirth: true, lactation: true,
} as const satisfies Record<DeferralKind, true>;
export const DEFERRAL_KINDS = Object.keys(DEFERRAL_KIND_SET) as DeferralKind[];

/** POST /api/deferrals/: a deferral the donor records (`from` = the event, see DeferralKind). */
export const DeferralBody = z.object({
  kind: z.enum(DEFERRAL_KINDS as [DeferralKind, ...DeferralKind[]], { error: (iss) => (iss.input === undefined || iss.input === null ? MSG.required : MSG.choice) }),
  from: dayField,
  until: dayField.nullish().transform((v) => v ?? null),
  note: optText(500),
});
export type DeferralBody = z.input<typeof DeferralBody>;
export const DeferralItem = z.object({
  id: z.number().int(),
  kind: z.enum(DEFERRAL_KINDS as [DeferralKind, ...DeferralKind[]]),
  from: z.string(),
  until: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type DeferralItem = z.infer<typeof DeferralItem>;
export const DeferralList = listOf(DeferralItem);

// ---------------------------------------------------------------- eligibility

/**
 * GET /api/profile/eligibility/: the facts the shared engine works on and its answers, computed
 * for `today` (the server's Moscow calendar day). `next` = nextPossibleDates(facts, today),
 * `honorary` = honoraryProgress(facts, today): their shapes are the engine's
 * (shared/src/eligibility/), so a client can recompute them from the same facts.
 */
export const EligibilityResponse = z.object({
  sex: z.enum(['male', 'female']).nullable(),
  today: z.string(),
  donations: z.array(
    z.object({ date: z.string(), components: z.array(BloodClass), volumeMl: z.number().int().nullable().optional(), paid: z.boolean().nullable().optional() }),
  ),
  deferrals: z.array(z.object({ kind: z.string(), from: z.string(), until: z.string().nullable().optional() })),
  next: z.record(z.string(), z.unknown()),
  honorary: z.array(z.unknown()),
});
/** The schema checks the envelope; the engine's own types describe `next` and `honorary`. */
export type EligibilityResponse = Omit<z.infer<typeof EligibilityResponse>, 'next' | 'honorary' | 'deferrals'> & {
  deferrals: Deferral[];
  next: Record<Component, DateVerdict>;
  honorary: HonoraryProgress[];
};

// ---------------------------------------------------------------- donor plan (spec §7 "Donor plan")

export const StationRef = z.object({ id: z.number().int(), title: z.string(), address: z.string() });
export type StationRef = z.infer<typeof StationRef>;

export const DonorPlan = z.object({
  id: z.number().int(),
  blood_class: BloodClass,
  blood_station: StationRef,
  plan_date: z.string(),
  created_at: z.string(),
});
export type DonorPlan = z.infer<typeof DonorPlan>;
/** GET /api/donation_plan/latest/: the latest plan from today on, or null. */
export const DonorPlanLatest = DonorPlan.nullable();

/** POST /api/donation_plan/; plan_date: today or later and allowed by the engine. */
export const DonorPlanBody = z.object({ blood_class: BloodClass, blood_station_id: idField, plan_date: dayField });
export type DonorPlanBody = z.input<typeof DonorPlanBody>;
export const DonorPlanUpdateBody = DonorPlanBody.partial();
export type DonorPlanUpdateBody = z.input<typeof DonorPlanUpdateBody>;

// ---------------------------------------------------------------- honor certificate (spec §3)

export const HonorCertificate = z.object({
  id: z.number().int(),
  image_id: z.number().int(),
  image_url: z.string(),
  honor_certificate_date: z.string(),
});
export type HonorCertificate = z.infer<typeof HonorCertificate>;
/** GET /api/honor-certificate/: mine or null. */
export const HonorCertificateOrNull = HonorCertificate.nullable();
/** POST (one per user; a second POST → 400 honorExists) and PATCH (any subset). */
export const HonorCertificateBody = z.object({ image_id: idField, honor_certificate_date: dayField });
export type HonorCertificateBody = z.input<typeof HonorCertificateBody>;
export const HonorCertificateUpdateBody = HonorCertificateBody.partial();
export type HonorCertificateUpdateBody = z.input<typeof HonorCertificateUpdateBody>;

// ---------------------------------------------------------------- after a donation

/** POST /api/survey_after_donation/ → 201 Survey. */
export const SurveyBody = z.object({
  donation_id: idField,
  wellbeing: score,
  had_reaction: bool,
  would_return: bool,
  comment: optText(1000),
});
export type SurveyBody = z.input<typeof SurveyBody>;
export const Survey = z.object({
  id: z.number().int(),
  donation_id: z.number().int(),
  wellbeing: z.number().int(),
  had_reaction: z.boolean(),
  would_return: z.boolean(),
  comment: z.string().nullable(),
  created_at: z.string(),
});
export type Survey = z.infer<typeof Survey>;
/** GET /api/donations/{id}/surveys/. */
export const SurveyList = listOf(Survey);

/** POST /api/donation_feedback/ → 201; PATCH /api/donation_feedback/{id}/ (rating, text). */
export const FeedbackBody = z.object({ donation_id: idField, rating: score, text: optText(1000) });
export type FeedbackBody = z.input<typeof FeedbackBody>;
export const FeedbackUpdateBody = z.object({ rating: score.optional(), text: optText(1000).optional() });
export type FeedbackUpdateBody = z.input<typeof FeedbackUpdateBody>;
export const Feedback = z.object({
  id: z.number().int(),
  donation_id: z.number().int(),
  rating: z.number().int(),
  text: z.string().nullable(),
  created_at: z.string(),
});
export type Feedback = z.infer<typeof Feedback>;

/** GET /api/info-after-donation/{donation id}: what happens to the blood next (spec §7 "Info"). */
export const InfoAfterDonation = z.object({
  donation_id: z.number().int(),
  blood_class: BloodClass,
  title: z.string(),
  steps: z.array(z.object({ title: z.string(), text: z.string() })),
});
export type InfoAfterDonation = z.infer<typeof InfoAfterDonation>;

// ---------------------------------------------------------------- monthly donation amount

/** PATCH /api/profile/subscriptions/{id}/: the new monthly amount (spec §5: 50..1 000 000 ₽). */
export const SubscriptionAmountBody = z.object({
  amount: z.number({ error: typeError }).int(MSG.integer).min(50, MSG.amountMin(50)).max(1_000_000, MSG.amountMax(1_000_000)),
});
export type SubscriptionAmountBody = z.input<typeof SubscriptionAmountBody>;
