// The donation contract (spec §3 "Donation form draft", "Payment methods", "Payment metadata",
// "Donor list response"; §5 amount rules; §9 constants), shared by the form (section, slot,
// standalone widget) and the API. Written with `zod/mini` (small, no eval — ARCHITECTURE §4); the
// rules themselves are plain functions in donation-rules.ts, re-exported here.
import * as z from 'zod/mini';
import { COMMENT_MAX_LENGTH, FIELD_MSG, PAYMENT_METHODS, PAYMENT_TYPES, SERVER_MSG, amountError, emailError, methodsFor, requiredError } from './donation-rules.ts';
import type * as Plain from './donation-types.ts';

export * from './donation-rules.ts';

// ---------------------------------------------------------------- metadata (spec §3)

export const PaymentMetadata = /* @__PURE__ */ z.object({
  collect_id: z.optional(z.string()),
  email: z.string(),
  user_id: z.optional(z.nullable(z.union([z.number(), z.string()]))),
  firstName: z.string(),
  lastName: z.optional(z.string()),
  payment_display_status: z.enum(['hidden', 'visible']),
  donater_status: z.enum(['anonym', 'not_anonym']),
  comment: z.optional(z.string()),
  utm_source: z.optional(z.string()),
  utm_campaign: z.optional(z.string()),
  utm_term: z.optional(z.string()),
  utm_medium: z.optional(z.string()),
  utm_content: z.optional(z.string()),
});
export type PaymentMetadata = z.infer<typeof PaymentMetadata>;

// ---------------------------------------------------------------- process-payment (spec §7)

/* @__NO_SIDE_EFFECTS__ */
function text(max: number) {
  return z.string().check(z.maxLength(max));
}

export const ProcessPaymentBody = /* @__PURE__ */ z.object({
  payment_type: z.enum(PAYMENT_TYPES),
  amount: z.number(),
  payment_method: z.enum(PAYMENT_METHODS),
  email: text(254),
  description: z.optional(text(200)),
  redirect_url: z.optional(text(2000)),
  metadata: PaymentMetadata,
});
export type ProcessPaymentBody = z.infer<typeof ProcessPaymentBody>;

/** The server's second look (spec §4/§5 re-validated): `{field: message}` or null. */
export function donationProblems(b: ProcessPaymentBody): Record<string, string> | null {
  const out: Record<string, string> = {};
  const amount = amountError(b.payment_type, b.amount);
  if (amount) out.amount = amount;
  if (!methodsFor(b.payment_type).includes(b.payment_method)) out.payment_method = SERVER_MSG.methodType;
  const email = emailError(b.email);
  if (email) out.email = email;
  const first = requiredError(b.metadata.firstName);
  if (first) out.firstName = first;
  if ((b.metadata.comment ?? '').length > COMMENT_MAX_LENGTH) out.comment = FIELD_MSG.comment;
  // Syntax only: http(s), no whitespace or control characters (they would break the Location
  // header it ends up in). Which origins are allowed is the server's check (PARTNER_ORIGINS).
  // eslint-disable-next-line no-control-regex
  if (b.redirect_url !== undefined && !/^https?:\/\/[^\s\u0000-\u001f\u007f]+$/.test(b.redirect_url)) out.redirect_url = SERVER_MSG.url;
  return Object.keys(out).length > 0 ? out : null;
}

/** A link to follow (YooKassa-style) or a card widget to open (CloudPayments-style). */
export const ProcessPaymentResponse = /* @__PURE__ */ z.object({
  order_id: z.string(),
  url: z.optional(z.string()),
  widget: z.optional(
    z.object({
      script: z.string(),
      public_id: z.string(),
      invoice_id: z.string(),
    }),
  ),
});
export type ProcessPaymentResponse = z.infer<typeof ProcessPaymentResponse>;

/** Which provider serves which flow (GET /api/payments/config/), asked when pay is pressed. */
export const PaymentsConfig = /* @__PURE__ */ z.object({ link: z.string(), widget: z.string() });
export type PaymentsConfig = z.infer<typeof PaymentsConfig>;

// ---------------------------------------------------------------- donor list (spec §3, §7)

/** A donor in the widget's list: only what it shows (its bytes count toward the partner budget). */
export const Donor = /* @__PURE__ */ z.object({
  id: z.number(),
  /** '' when the donor hid the name (donater_status 'anonym'). */
  name: z.string(),
  /** null when the donor hid the amount (payment_display_status 'hidden'). */
  amount: z.nullable(z.number()),
});
export type Donor = z.infer<typeof Donor>;
export const DonorList = /* @__PURE__ */ z.object({ count: z.number(), results: z.array(Donor) });
export type DonorList = z.infer<typeof DonorList>;

// The zod-free twins of these response types (donation-types.ts) type the readers in
// donation-rules.ts; a compile error here means a schema and its twin drifted apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type InStep<T extends true> = T;
type _TwinsInStep = [
  InStep<Same<Donor, Plain.Donor>>,
  InStep<Same<DonorList, Plain.DonorList>>,
  InStep<Same<PaymentsConfig, Plain.PaymentsConfig>>,
  InStep<Same<ProcessPaymentResponse, Plain.ProcessPaymentResponse>>,
];
