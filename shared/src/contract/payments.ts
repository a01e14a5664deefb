// Contract of the payments' answers (spec §7 "Fundraising and payments"): the public payment list,
// the donor's own payments and monthly subscriptions («Мои ежемесячные пожертвования»), and what
// the providers' webhooks get back. The donation form's own shapes (process-payment, config,
// the donor list) are in donation.ts. Same idiom as catalog.ts: the API types its answers and its
// tests parse them with these; clients import the types only (they never ship zod).
import { z } from 'zod';

const PaymentKind = z.enum(['RECURRING', 'ONETIME']);

/**
 * GET /api/payments/ row: a payment as anyone may see it — the name and amount only when the
 * donor allowed it (`name` is '' and `amount` null otherwise, as in the widget's donor list).
 */
export const PublicPayment = z.object({
  id: z.number().int(),
  name: z.string(),
  amount: z.number().int().nullable(),
  payment_type: PaymentKind,
  created_at: z.string(),
  /** The fundraiser it was earmarked for, if any. */
  collect_id: z.number().int().nullable(),
});
export type PublicPayment = z.infer<typeof PublicPayment>;

/** GET /api/profile/payments/ row: the donor's own payment, always with its amount and subscription. */
export const ProfilePayment = PublicPayment.extend({
  amount: z.number().int(),
  subscription_id: z.number().int().nullable(),
});
export type ProfilePayment = z.infer<typeof ProfilePayment>;

/**
 * A monthly donation (GET /api/profile/subscriptions/, the answer of its cancel and of a new
 * amount). `provider` is the one that charges it (cloudpayments, yookassa, sandbox).
 */
export const Subscription = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['active', 'cancelled']),
  provider: z.string(),
  created_at: z.string(),
  next_charge_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type Subscription = z.infer<typeof Subscription>;

/** CloudPayments' webhooks expect `{"code": 0}` (13: refused); YooKassa any 2xx, we send `{}`. */
export interface CloudPaymentsAnswer {
  code: number;
}
export type YooKassaAnswer = Record<string, never>;

/** POST /api/sandbox/run-recurring/ (outside production): how many due monthly charges were made. */
export interface SandboxRunAnswer {
  charged: number;
}
