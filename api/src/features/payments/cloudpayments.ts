// CloudPayments (spec §7 "Recurring or widget payment"): the card widget opens in the browser
// in charge mode; the server only stores the order and verifies the Pay webhook. Webhook
// authenticity: base64 HMAC-SHA256 of the RAW body with the API secret in the Content-HMAC
// header, compared in constant time (https://developers.cloudpayments.ru/#proverka-uvedomleniy).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NotificationRejected, PROVIDER_TIMEOUT_MS, ProviderUnavailable, type NotificationRequest, type PaymentProvider } from './provider.ts';

export const CP_WIDGET_SCRIPT = 'https://widget.cloudpayments.ru/bundles/cloudpayments.js';
const CP_API = 'https://api.cloudpayments.ru';

export interface CloudPaymentsOptions {
  publicId: string;
  apiSecret: string;
  fetch?: typeof fetch;
}

/** Constant-time check of a base64 HMAC-SHA256 of `raw` (a wrong length is simply unequal). */
export function hmacMatches(raw: string, secret: string, presented: string | null): boolean {
  if (!presented) return false;
  const expected = createHmac('sha256', secret).update(raw, 'utf8').digest();
  let given: Buffer;
  try {
    given = Buffer.from(presented.trim(), 'base64');
  } catch {
    return false;
  }
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The webhook body: x-www-form-urlencoded (default) or JSON, depending on the site settings. */
function readFields(raw: string, type: string | null): Record<string, string> {
  if ((type ?? '').includes('json')) {
    const data = JSON.parse(raw) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)]));
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

/** The fields of a webhook whose Content-HMAC matches; anything else is refused. */
function signedFields(req: NotificationRequest, secret: string): Record<string, string> {
  if (!hmacMatches(req.rawBody, secret, req.headers.get('content-hmac'))) throw new NotificationRejected('signature');
  try {
    return readFields(req.rawBody, req.headers.get('content-type'));
  } catch {
    throw new NotificationRejected('payload');
  }
}

export function createCloudPayments(opts: CloudPaymentsOptions): PaymentProvider {
  const http = opts.fetch ?? fetch;
  const auth = `Basic ${Buffer.from(`${opts.publicId}:${opts.apiSecret}`).toString('base64')}`;
  return {
    name: 'cloudpayments',
    flows: ['widget'],
    async checkout(order) {
      // Nothing to create at CloudPayments: the widget charges with our invoice id.
      return { widget: { script: CP_WIDGET_SCRIPT, public_id: opts.publicId, invoice_id: order.id } };
    },
    async verifyNotification(req) {
      const f = signedFields(req, opts.apiSecret);
      const amount = Number(f.Amount);
      if (!f.TransactionId || !Number.isFinite(amount)) throw new NotificationRejected('payload');
      return {
        transactionId: f.TransactionId,
        orderId: f.InvoiceId || null,
        subscriptionId: f.SubscriptionId || null,
        amount,
        currency: f.Currency ?? '',
        status: f.Status === 'Declined' ? 'failed' : 'succeeded',
      };
    },
    async verifySubscriptionNotice(req) {
      const f = signedFields(req, opts.apiSecret);
      if (!f.Id || !f.Status) throw new NotificationRejected('payload');
      // Active and PastDue (a retry is pending) keep charging; Cancelled, Rejected, Expired stop.
      return { subscriptionId: f.Id, active: f.Status === 'Active' || f.Status === 'PastDue' };
    },
    async cancelSubscription(id) {
      let res: Response;
      try {
        res = await http(`${CP_API}/subscriptions/cancel`, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify({ Id: id }),
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        });
      } catch (cause) {
        throw new ProviderUnavailable('cloudpayments', { cause }); // network error or timeout
      }
      const body = (await res.json().catch(() => ({}))) as { Success?: boolean; Message?: string };
      // Nothing was cancelled at the provider either way, so nothing is cancelled here: the
      // donor is asked to try again (or to write to support) rather than told it is done.
      if (!res.ok || body.Success === false) {
        throw new ProviderUnavailable('cloudpayments', { cause: new Error(`cloudpayments cancel ${id}: ${res.status} ${body.Message ?? ''}`) });
      }
    },
  };
}
