// The payment provider interface (ARCHITECTURE §3 "Payments behind one interface"). Three
// implementations: cloudpayments (card widget + HMAC-verified webhook), yookassa (payment link +
// IP-checked, re-fetched notification) and sandbox (local checkout page + stand-in widget), the
// default without credentials outside production. This file imports none of them: setup.ts
// picks them from the environment (one import direction, provider ← implementations ← setup).

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

/**
 * The provider could not be reached or failed on its side (network error, timeout, 5xx): the
 * operation did not happen and may be retried later. Routes answer 503 with Retry-After and,
 * for a browser form, a Russian page saying nothing was charged or cancelled.
 */
export class ProviderUnavailable extends Error {
  constructor(readonly provider: ProviderName, options?: { cause?: unknown }) {
    super(`payment provider ${provider} unavailable`, options);
  }
}

/** How long one call to a provider's API may take before it counts as an outage. */
export const PROVIDER_TIMEOUT_MS = 10_000;
/** What a 503 caused by a provider outage asks the client (or the provider's retry) to wait. */
export const PROVIDER_RETRY_AFTER_S = 120;

export interface PaymentProvider {
  readonly name: ProviderName;
  readonly flows: readonly ('link' | 'widget')[];
  checkout(order: CheckoutOrder, ctx: { origin: string }): Promise<Checkout>;
  /**
   * Verifies a webhook (signature, source) and reads it; throws NotificationRejected. A re-check
   * that could not reach the provider is `recheck`: the route answers 503 so the provider retries.
   */
  verifyNotification(req: NotificationRequest): Promise<PaymentNotice>;
  /** Stops future charges of a subscription at the provider; ProviderUnavailable on an outage. */
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
