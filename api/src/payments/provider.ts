// The payment provider interface (ARCHITECTURE §3 "Payments behind one interface") and the
// set-up that picks providers from the environment. Three implementations: cloudpayments (card
// widget + HMAC-verified webhook), yookassa (payment link + IP-checked, re-fetched
// notification) and sandbox (local checkout page + stand-in widget), the default without
// credentials outside production.
import { z } from 'zod';
import { createCloudPayments } from './cloudpayments.ts';
import { createYooKassa } from './yookassa.ts';
import { createSandbox } from './sandbox.ts';

export type ProviderName = 'cloudpayments' | 'yookassa' | 'sandbox';
export const PROVIDER_NAMES: readonly ProviderName[] = ['cloudpayments', 'yookassa', 'sandbox'];

/** What process-payment hands to a provider (an order already stored). */
export interface CheckoutOrder {
  id: string;
  /** once → a link (redirect), monthly → the card widget (spec §7). */
  flow: 'link' | 'widget';
  amount: number;
  currency: 'RUB';
  paymentType: 'monthly' | 'once';
  paymentMethod: string;
  email: string;
  description: string;
  returnUrl: string | null;
  metadata: Record<string, unknown>;
}

export interface Checkout {
  /** Link flow: where the browser goes. */
  url?: string;
  /** Widget flow: the card widget to open (CloudPayments' JS interface). */
  widget?: { script: string; public_id: string; invoice_id: string };
  providerPaymentId?: string;
}

/** A provider's notification, verified and normalised. Amounts in rubles (may be fractional). */
export interface PaymentNotice {
  transactionId: string;
  orderId: string | null;
  subscriptionId: string | null;
  amount: number;
  currency: string;
  status: 'succeeded' | 'failed';
}

export interface NotificationRequest {
  rawBody: string;
  headers: Headers;
  ip: string;
}

/** Thrown by verifyNotification: the request is refused and nothing is recorded. */
export class NotificationRejected extends Error {
  constructor(readonly reason: 'signature' | 'ip' | 'payload' | 'recheck') {
    super(`notification rejected: ${reason}`);
  }
}

export interface PaymentProvider {
  readonly name: ProviderName;
  readonly flows: readonly ('link' | 'widget')[];
  checkout(order: CheckoutOrder, ctx: { origin: string }): Promise<Checkout>;
  /** Verifies a webhook (signature, source) and reads it; throws NotificationRejected. */
  verifyNotification(req: NotificationRequest): Promise<PaymentNotice>;
  /** Stops future charges of a subscription at the provider. */
  cancelSubscription(providerSubscriptionId: string): Promise<void>;
  /**
   * A verified notice that the provider changed a subscription by itself (CloudPayments
   * "Recurrent": cancelled, rejected after failed charges, expired). Throws NotificationRejected.
   */
  verifySubscriptionNotice?(req: NotificationRequest): Promise<{ subscriptionId: string; active: boolean }>;
}

export interface PaymentSetup {
  providers: Partial<Record<ProviderName, PaymentProvider>>;
  /** Which provider serves the one-time link and the monthly card widget (GET /api/payments/config/). */
  link: ProviderName | null;
  widget: ProviderName | null;
  /** Signs the cancel links of receipt e-mails. */
  signingSecret: string;
  /** Public origin for links in e-mails and checkout URLs; else the request's origin. */
  publicOrigin: string | null;
}

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PAYMENTS_SANDBOX: z.enum(['0', '1', '']).optional(),
  CLOUDPAYMENTS_PUBLIC_ID: z.string().optional(),
  CLOUDPAYMENTS_API_SECRET: z.string().optional(),
  YOOKASSA_SHOP_ID: z.string().optional(),
  YOOKASSA_SECRET_KEY: z.string().optional(),
  PAYMENTS_SIGNING_SECRET: z.string().min(32, 'PAYMENTS_SIGNING_SECRET: at least 32 characters').optional(),
  PUBLIC_ORIGIN: z.string().url().optional(),
});

/** Dev/test only: never used in production (setup refuses to start without a real secret). */
const DEV_SECRET = 'dev-only-signing-secret-not-for-production-use';

/**
 * Reads the environment. Real providers when their credentials are set; otherwise the sandbox,
 * outside production or with PAYMENTS_SANDBOX=1. In production without any, donations are
 * switched off (config answers 503) instead of pretending to take money.
 */
export function paymentSetupFromEnv(env: Record<string, string | undefined> = process.env): PaymentSetup {
  const e = Env.parse(Object.fromEntries(Object.entries(env).filter(([k, v]) => k in Env.shape && v !== '')));
  const prod = e.NODE_ENV === 'production';
  const providers: PaymentSetup['providers'] = {};
  if (e.CLOUDPAYMENTS_PUBLIC_ID && e.CLOUDPAYMENTS_API_SECRET) {
    providers.cloudpayments = createCloudPayments({ publicId: e.CLOUDPAYMENTS_PUBLIC_ID, apiSecret: e.CLOUDPAYMENTS_API_SECRET });
  }
  if (e.YOOKASSA_SHOP_ID && e.YOOKASSA_SECRET_KEY) {
    providers.yookassa = createYooKassa({ shopId: e.YOOKASSA_SHOP_ID, secretKey: e.YOOKASSA_SECRET_KEY });
  }
  const sandboxAllowed = !prod || e.PAYMENTS_SANDBOX === '1';
  if (sandboxAllowed) {
    providers.sandbox = createSandbox();
  }
  const live = providers.cloudpayments || providers.yookassa;
  if (prod && (live || providers.sandbox) && !e.PAYMENTS_SIGNING_SECRET) {
    throw new Error('Payments: PAYMENTS_SIGNING_SECRET is required in production (signs the cancel links of receipts)');
  }
  return {
    providers,
    widget: providers.cloudpayments ? 'cloudpayments' : providers.sandbox ? 'sandbox' : null,
    link: providers.yookassa ? 'yookassa' : providers.sandbox ? 'sandbox' : null,
    signingSecret: e.PAYMENTS_SIGNING_SECRET ?? DEV_SECRET,
    publicOrigin: e.PUBLIC_ORIGIN ?? null,
  };
}
