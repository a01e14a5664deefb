// Starting a payment (spec §7 "Fundraising and payments"): which provider serves which flow is
// asked only when pay is pressed (GET /api/payments/config/), so a partner page downloads no
// payment code before that (the widget's 15 KB README budget). Monthly → the embedded card widget
// (charge mode, recurrence Month/1); once → a payment link the browser is sent to.
import {
  WIDGET_CAMPAIGN, kindOf, linkMethodOf, readPaymentsConfig, readProcessPayment,
} from '@donor/shared/contract/donation-rules';
import type { PaymentMetadata, ProcessPaymentBody } from '@donor/shared/contract/donation';
import type { DonatersQuery } from '@donor/shared/endpoints/donate';
import type { DonationDraft } from './donation.draft.ts';
import type { DonorUser } from './donation.user.ts';
import { S } from '../donate.strings.ts';

/**
 * The three calls the form makes, by name: the section's adapter calls them through the endpoint
 * descriptors (mfe-donate/src/app/section-form.ts), the widget over native fetch with its own
 * few paths (src/widget/fetch-http.ts) — so the form knows no path, and the partner's bytes
 * carry no descriptor table (docs/ARCHITECTURE.md §4).
 */
export interface Http {
  /** GET /api/payments/config/: which provider serves which flow. */
  paymentsConfig(): Promise<unknown>;
  /** POST /api/{provider}/process-payment/. */
  processPayment(provider: string, body: ProcessPaymentBody): Promise<unknown>;
  /** GET /api/donaters-this-month/. */
  donatersThisMonth(query: DonatersQuery): Promise<unknown>;
}

/** The card widget's JS interface (CloudPayments `cp.CloudPayments#pay('charge', …)`). */
export interface CardWidgetOptions {
  publicId: string;
  description: string;
  amount: number;
  currency: 'RUB';
  accountId: string;
  email: string;
  invoiceId: string;
  skin: 'mini';
  data: Record<string, unknown>;
}
export type WidgetOutcome = 'success' | 'fail' | 'cancel';
export type OpenCardWidget = (script: string, options: CardWidgetOptions) => Promise<WidgetOutcome>;

export interface PaymentDeps {
  http: Http;
  location: { href: string; pathname: string; hostname: string };
  navigate: (url: string) => void;
  replaceUrl?: (url: string) => void;
  openCardWidget: OpenCardWidget;
  /** Analytics goal sink (spec §7: donate_recurrent / donate_once with price and RUB). */
  goal?: (name: 'donate_recurrent' | 'donate_once', params: { order_price: number; currency: 'RUB' }) => void;
  /** spec §3 Payment metadata utm_*: source from the path (site) or the partner; medium. */
  utm: { source: string; medium: string; content?: string };
  collectId?: string;
}

export type PaymentOutcome = WidgetOutcome | 'left' | 'error';

export function buildMetadata(d: DonationDraft, user: DonorUser | null, deps: Pick<PaymentDeps, 'utm' | 'collectId'>): PaymentMetadata {
  return {
    collect_id: deps.collectId ?? '',
    email: d.email.trim(),
    user_id: user?.id ?? null,
    firstName: d.firstname.trim(),
    lastName: d.lastname.trim(),
    payment_display_status: d.payment_display_status ? 'hidden' : 'visible',
    donater_status: d.donater_status ? 'anonym' : 'not_anonym',
    comment: d.comment.trim(),
    utm_source: deps.utm.source,
    utm_campaign: WIDGET_CAMPAIGN,
    utm_term: '',
    utm_medium: deps.utm.medium,
    utm_content: deps.utm.content ?? '',
  };
}

/** spec §7: redirect_url is the current page with operation=success. */
export function successUrl(href: string): string {
  const url = new URL(href);
  url.searchParams.set('operation', 'success');
  url.hash = '';
  return url.toString();
}

export async function startPayment(
  deps: PaymentDeps,
  req: { draft: DonationDraft; amount: number; user: DonorUser | null; onLeave: () => void },
): Promise<PaymentOutcome> {
  const { draft, amount } = req;
  const monthly = draft.payment_type === 'monthly';
  const metadata = buildMetadata(draft, req.user, deps);
  const body: ProcessPaymentBody = {
    payment_type: draft.payment_type,
    amount,
    payment_method: draft.payment_service,
    email: draft.email.trim(),
    description: S.description(monthly),
    metadata,
  };
  try {
    const config = readPaymentsConfig(await deps.http.paymentsConfig());
    if (!monthly) {
      const res = readProcessPayment(
        await deps.http.processPayment(config.link, {
          ...body,
          payment_method: linkMethodOf(draft.payment_service),
          redirect_url: successUrl(deps.location.href),
        }),
      );
      if (!res.url) throw new Error('process-payment: no url');
      req.onLeave();
      deps.navigate(res.url);
      return 'left';
    }
    const res = readProcessPayment(await deps.http.processPayment(config.widget, body));
    if (!res.widget) throw new Error('process-payment: no widget');
    return await deps.openCardWidget(res.widget.script, {
      publicId: res.widget.public_id,
      description: body.description ?? '',
      amount,
      currency: 'RUB',
      accountId: body.email,
      email: body.email,
      invoiceId: res.widget.invoice_id,
      skin: 'mini',
      // spec §7: monthly adds recurrence interval Month, period 1 (CloudPayments' data shape).
      data: { ...metadata, kind: kindOf(draft.payment_type), ...(monthly ? { CloudPayments: { recurrent: { interval: 'Month', period: 1 } } } : {}) },
    });
  } catch (error) {
    // spec §8: a payment-link failure is only logged; the guard stays set (spec §4).
    console.error('donation payment', error);
    return monthly ? 'fail' : 'left';
  }
}

interface CpWindow {
  cp?: { CloudPayments: new () => { pay(mode: 'charge', o: CardWidgetOptions, cb: { onSuccess(): void; onFail(reason?: unknown): void; onComplete?(): void }): void } };
}
const loaded = new Map<string, Promise<void>>();

/** The focused element, inside shadow roots too (the partner widget's pay button lives in one). */
function focused(): HTMLElement | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el instanceof HTMLElement ? el : null;
}

/**
 * A donor closing the provider's window (its «Закрыть» or Esc) is a cancel, not a failed payment:
 * CloudPayments calls onFail with the reason 'User has cancelled', the sandbox with 'cancel'.
 */
export const outcomeOfFail = (reason: unknown): WidgetOutcome => (/cancel/i.test(String(reason)) ? 'cancel' : 'fail');

/**
 * Loads the provider's card-widget script once (only when pay is pressed) and opens it. When it
 * closes, focus returns to what had it (the pay button), as a modal's should.
 */
export const openCardWidget: OpenCardWidget = async (script, options) => {
  const back = focused();
  let p = loaded.get(script);
  if (!p) {
    p = new Promise<void>((resolve, reject) => {
      const el = document.createElement('script');
      el.src = script;
      el.async = true;
      el.onload = () => resolve();
      el.onerror = () => { loaded.delete(script); reject(new Error(`script ${script}`)); };
      document.head.append(el);
    });
    loaded.set(script, p);
  }
  await p;
  const cp = (window as CpWindow).cp;
  if (!cp) throw new Error('card widget: no cp');
  const outcome = await new Promise<WidgetOutcome>((resolve) => {
    new cp.CloudPayments().pay('charge', options, { onSuccess: () => resolve('success'), onFail: (reason) => resolve(outcomeOfFail(reason)) });
  });
  if (back?.isConnected) back.focus();
  return outcome;
};
