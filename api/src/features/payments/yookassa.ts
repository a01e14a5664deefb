// YooKassa (spec §7 "One-time payment link"): the server creates the payment and returns the
// confirmation URL. Notifications carry no signature, so (per YooKassa's own advice) they are
// accepted only from the published IP ranges AND re-checked by fetching the payment from the API.
import { isIP } from 'node:net';
import { NotificationRejected, PROVIDER_TIMEOUT_MS, type PaymentProvider } from './provider.ts';

const API = 'https://api.yookassa.ru/v3';

/** https://yookassa.ru/developers/using-api/webhooks#ip — the addresses notifications come from. */
export const YOOKASSA_IP_RANGES = [
  '185.71.76.0/27',
  '185.71.77.0/27',
  '77.75.153.0/25',
  '77.75.156.11/32',
  '77.75.156.35/32',
  '77.75.154.128/25',
  '2a02:5180::/32',
] as const;

function v4ToInt(ip: string): number {
  return ip.split('.').reduce((n, part) => (n << 8) + Number(part), 0) >>> 0;
}
function v6ToBigInt(ip: string): bigint {
  const [head = '', tail = ''] = ip.split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const parts = ip.includes('::') ? [...h, ...Array(8 - h.length - t.length).fill('0'), ...t] : h;
  return parts.reduce((n, p) => (n << 16n) + BigInt(parseInt(p || '0', 16)), 0n);
}

/** Whether `ip` falls in one of the CIDR `ranges` (IPv4, IPv6, IPv4-mapped IPv6). */
export function ipInRanges(raw: string, ranges: readonly string[] = YOOKASSA_IP_RANGES): boolean {
  const ip = raw.startsWith('::ffff:') && isIP(raw.slice(7)) === 4 ? raw.slice(7) : raw;
  const kind = isIP(ip);
  if (!kind) return false;
  return ranges.some((range) => {
    const [base = '', bitsText = ''] = range.split('/');
    const bits = Number(bitsText);
    if (isIP(base) !== kind) return false;
    if (kind === 4) {
      const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
      return (v4ToInt(ip) & mask) === (v4ToInt(base) & mask);
    }
    const shift = BigInt(128 - bits);
    return v6ToBigInt(ip) >> shift === v6ToBigInt(base) >> shift;
  });
}

export interface YooKassaOptions {
  shopId: string;
  secretKey: string;
  /** Injected in tests; the real API otherwise. */
  fetch?: typeof fetch;
}

interface YooPayment {
  id: string;
  status: string;
  amount: { value: string; currency: string };
  metadata?: Record<string, string>;
}

export function createYooKassa(opts: YooKassaOptions): PaymentProvider {
  const http = opts.fetch ?? fetch;
  const auth = `Basic ${Buffer.from(`${opts.shopId}:${opts.secretKey}`).toString('base64')}`;
  return {
    name: 'yookassa',
    flows: ['link'],
    async checkout(order) {
      const res = await http(`${API}/payments`, {
        method: 'POST',
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        // The order id as idempotence key: a retried request never creates a second payment.
        headers: { authorization: auth, 'content-type': 'application/json', 'idempotence-key': order.id },
        body: JSON.stringify({
          amount: { value: order.amount.toFixed(2), currency: order.currency },
          capture: true,
          payment_method_data: { type: order.paymentMethod },
          confirmation: { type: 'redirect', return_url: order.returnUrl },
          description: order.description.slice(0, 128),
          metadata: { order_id: order.id, ...stringMeta(order.metadata) },
        }),
      });
      const body = (await res.json()) as { id?: string; confirmation?: { confirmation_url?: string } };
      if (!res.ok || !body.confirmation?.confirmation_url) throw new Error(`yookassa create: ${res.status}`);
      return { url: body.confirmation.confirmation_url, providerPaymentId: body.id };
    },
    async verifyNotification(req) {
      if (!ipInRanges(req.ip)) throw new NotificationRejected('ip');
      let id: string | undefined;
      try {
        id = (JSON.parse(req.rawBody) as { object?: { id?: unknown } }).object?.id as string | undefined;
      } catch {
        throw new NotificationRejected('payload');
      }
      if (typeof id !== 'string' || !/^[\w-]{1,64}$/.test(id)) throw new NotificationRejected('payload');
      // Never trust the body: the payment as YooKassa itself reports it. An outage (network
      // error, timeout, 5xx, a garbled answer) is `recheck`: answered 503, YooKassa retries.
      let p: YooPayment;
      try {
        const res = await http(`${API}/payments/${id}`, { headers: { authorization: auth }, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
        // A 4xx is YooKassa saying there is no such payment of ours: nothing to retry.
        if (res.status >= 400 && res.status < 500) throw new NotificationRejected('payload');
        if (!res.ok) throw new NotificationRejected('recheck');
        p = (await res.json()) as YooPayment;
      } catch (error) {
        throw error instanceof NotificationRejected ? error : new NotificationRejected('recheck');
      }
      if (typeof p?.id !== 'string' || typeof p.amount?.value !== 'string' || typeof p.amount.currency !== 'string') throw new NotificationRejected('recheck');
      if (p.status !== 'succeeded' && p.status !== 'canceled') throw new NotificationRejected('recheck');
      return {
        transactionId: p.id,
        orderId: p.metadata?.order_id ?? null,
        subscriptionId: null,
        amount: Number(p.amount.value),
        currency: p.amount.currency,
        status: p.status === 'succeeded' ? 'succeeded' : 'failed',
      };
    },
    async cancelSubscription() {
      // One-time links only: YooKassa holds no subscriptions of ours.
    },
  };
}

/** YooKassa metadata: at most 16 keys, string values. */
function stringMeta(meta: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(meta)
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .slice(0, 15)
      .map(([k, v]) => [k, String(v).slice(0, 500)]),
  );
}
