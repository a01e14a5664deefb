// Contract of the account calls (spec §7 "Authentication and profile"; §3 User; §4 referral and
// social session): consents, changing the e-mail or phone with a code, notification channels,
// metadata, deleting the account, social login and referrals. The API validates with these
// schemas, its tests read answers with them; the apps take only the types (`import type`).
// Public and additive-only: fields may be added, never removed or changed in meaning.
// The registration consents (accept_terms, accept_personal_data) are in common.ts with the
// registration bodies; `gender` and `photo_id` of PATCH /api/auth/me/ are in MeUpdateBody there.
import { z } from 'zod';
import * as MSG from '../messages.ts';
import { CONSENT_KINDS } from '../legal-versions.ts';
import { METADATA_MAX_BYTES, codeField, emailField, listOf, optText, phoneField, reqText } from './common.ts';

export { DonorBloodGroup, DonorKell, Gender, GENDERS, METADATA_MAX_BYTES, UserMetadata } from './common.ts';

/** Missing/null → the required message, anything else of the wrong type → the type message. */
const typeError = (iss: { input?: unknown }) => (iss.input === undefined || iss.input === null ? MSG.required : MSG.type);

/** `{detail}` of a call that only reports it was done (a code was sent, the account deleted). */
export const DetailResponse = z.object({ detail: z.string() });
export type DetailResponse = z.infer<typeof DetailResponse>;

// ---------------------------------------------------------------- consents (152-ФЗ)

export const ConsentKindSchema = z.enum(CONSENT_KINDS);
/** GET /api/profile/consents/: one row per acceptance, oldest first; kept after deletion as proof. */
export const Consent = z.object({
  kind: ConsentKindSchema,
  /** The text's version (shared/src/legal-versions.ts), e.g. '2026-11-01'. */
  version: z.string(),
  accepted_at: z.string(),
  /** Set when the donor withdrew the consent (deleting the account withdraws both). */
  withdrawn_at: z.string().nullable(),
});
export type Consent = z.infer<typeof Consent>;
export const ConsentList = z.array(Consent);
export type ConsentList = z.infer<typeof ConsentList>;

// ---------------------------------------------------------------- e-mail and phone changes

/** POST /api/auth/change_email/: a code goes to the NEW address. Answer: DetailResponse. */
export const ChangeEmailBody = z.object({ email: emailField });
export type ChangeEmailBody = z.input<typeof ChangeEmailBody>;
/** POST /api/auth/confirm_email/: answers the updated User. */
export const ConfirmEmailBody = z.object({ email: emailField, code: codeField });
export type ConfirmEmailBody = z.input<typeof ConfirmEmailBody>;
/** POST /api/auth/change_phone/ (normalised like registration). Answer: DetailResponse. */
export const ChangePhoneBody = z.object({ phone: phoneField });
export type ChangePhoneBody = z.input<typeof ChangePhoneBody>;
/** POST /api/auth/confirm_phone/: answers the updated User. */
export const ConfirmPhoneBody = z.object({ phone: phoneField, code: codeField });
export type ConfirmPhoneBody = z.input<typeof ConfirmPhoneBody>;

// ---------------------------------------------------------------- notifications

export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
/** GET /api/notifications/ and the answer of toggle/: both true until the donor turns one off. */
export const NotificationSettings = z.object({ email: z.boolean(), sms: z.boolean() });
export type NotificationSettings = z.infer<typeof NotificationSettings>;
/** POST /api/notifications/toggle/ (spec §7 "channel"): flips that channel. */
export const NotificationToggleBody = z.object({ channel: z.enum(NOTIFICATION_CHANNELS, { error: MSG.notificationChannel }) });
export type NotificationToggleBody = z.input<typeof NotificationToggleBody>;

// ---------------------------------------------------------------- metadata

const jsonBytes = (v: unknown): number => new TextEncoder().encode(JSON.stringify(v)).length;

/**
 * PATCH /api/auth/{id}/metadata/: merged shallowly into the stored object (a key set to null is
 * removed); the body and the merged result each at most METADATA_MAX_BYTES of JSON. Answers
 * the User with `metadata`.
 */
export const MetadataBody = z.object({
  metadata: z
    .record(z.string(), z.unknown(), { error: (iss) => (iss.input === undefined || iss.input === null ? MSG.required : MSG.metadataObject) })
    .refine((v) => jsonBytes(v) <= METADATA_MAX_BYTES, MSG.metadataTooLarge(METADATA_MAX_BYTES / 1024)),
});
export type MetadataBody = z.input<typeof MetadataBody>;

// ---------------------------------------------------------------- deleting the account

/**
 * POST /api/auth/delete_account/ (chosen over DELETE /api/auth/me/ with a body, which proxies
 * and clients often drop): the password confirms it. Answers DetailResponse; every token dies.
 */
export const DeleteAccountBody = z.object({
  password: z.string({ error: typeError }).min(1, MSG.required).max(128, MSG.passwordLong),
});
export type DeleteAccountBody = z.input<typeof DeleteAccountBody>;

// ---------------------------------------------------------------- social login (spec §7 POST /api/oauth/)

/** A provider id: `sandbox` today; `vk`, `yandex` are configuration for later. */
export const providerField = z.string({ error: typeError }).trim().regex(/^[a-z][a-z0-9_-]{0,31}$/, MSG.oauthProvider);
const redirectField = z.string({ error: typeError }).trim().min(1, MSG.required).max(2000, MSG.tooLong(2000));

/**
 * POST /api/oauth/start/: a short-lived server-side state bound to the provider, the
 * redirect_uri and (with a token) the user who will link the account. Answer: OAuthStartResponse;
 * the browser goes to `authorize_url`.
 */
export const OAuthStartBody = z.object({ provider: providerField, redirect_uri: redirectField });
export type OAuthStartBody = z.input<typeof OAuthStartBody>;
export const OAuthStartResponse = z.object({ state: z.string(), authorize_url: z.string() });
export type OAuthStartResponse = z.infer<typeof OAuthStartResponse>;

/**
 * POST /api/oauth/ with the authorize parameters (spec §7; redirect_uri is URL-decoded first and
 * must be on our origin). With a token: links the social account (201 SocialAccount). Without:
 * logs the linked user in (200 User, token in the `token` header, as login does).
 */
export const OAuthBody = z.object({
  provider: providerField,
  code: reqText(512),
  state: reqText(128),
  redirect_uri: redirectField,
});
export type OAuthBody = z.input<typeof OAuthBody>;

/**
 * POST /api/oauth/sandbox/authorize/: the sandbox provider's consent form (a form post from its
 * own HTML page, api/src/features/oauth/sandbox.ts); the browser is sent back with a code.
 */
export const SandboxConsentBody = z.object({
  state: reqText(128),
  redirect_uri: reqText(2000),
  uid: reqText(64).pipe(z.string().regex(/^[A-Za-z0-9_.-]+$/, 'Латинские буквы, цифры, точка, дефис и подчёркивание')),
  name: reqText(100),
  email: optText(254),
});
export type SandboxConsentBody = z.input<typeof SandboxConsentBody>;

/** GET /api/socials/ (a plain array, mine only); DELETE /api/socials/{id}/ unlinks one. */
export const SocialAccount = z.object({
  id: z.number().int(),
  provider: z.string(),
  provider_title: z.string(),
  display_name: z.string(),
  created_at: z.string(),
});
export type SocialAccount = z.infer<typeof SocialAccount>;
export const SocialList = z.array(SocialAccount);
export type SocialList = z.infer<typeof SocialList>;

// ---------------------------------------------------------------- referrals

/** A user who registered with my referral code: no id, no full surname (they did not consent to more). */
export const Referral = z.object({
  first_name: z.string(),
  /** The first letter of the surname with a dot («И.»), or '' when there is none. */
  last_initial: z.string(),
  date_joined: z.string(),
  has_donated: z.boolean(),
});
export type Referral = z.infer<typeof Referral>;
/** GET /api/auth/{id}/referrals/: DRF list envelope, newest first. */
export const ReferralList = listOf(Referral);
export type ReferralList = z.infer<typeof ReferralList>;
