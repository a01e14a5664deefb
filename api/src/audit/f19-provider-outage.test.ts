// F19 of the November audit: with the provider APIs failing (ENOTFOUND), the cancel form of a
// CloudPayments subscription answered 500 JSON to a browser, and the YooKassa webhook answered a
// raw 500 because the failed re-check fetch was not turned into NotificationRejected('recheck').
// Replayed with providers whose fetch throws, times out or answers 5xx: the donor gets a Russian
// HTML page (503, Retry-After) saying nothing was charged or cancelled, the subscription stays
// active, the webhook answers 503 so YooKassa retries; all of it works once the provider is back.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createApiApp } from '../app.ts';
import { paymentOrders, payments, subscriptions } from '../features/payments/schema.ts';
import { createCloudPayments } from '../features/payments/cloudpayments.ts';
import { createYooKassa } from '../features/payments/yookassa.ts';
import { createSandbox } from '../features/payments/sandbox.ts';
import { PROVIDER_RETRY_AFTER_S, type PaymentSetup } from '../features/payments/provider.ts';
import { cancelToken } from '../features/payments/service.ts';
import { users } from '../schema.ts';
import { DEMO_ACCOUNTS } from '../seed.ts';
import { freshIp, makeTestApi, type TestApi } from '../test-support.ts';

/** What fetch does when the provider's host does not resolve (undici: TypeError "fetch failed"). */
const enotfound = async (): Promise<Response> => {
  throw new TypeError('fetch failed', { cause: Object.assign(new Error('getaddrinfo ENOTFOUND api.cloudpayments.ru'), { code: 'ENOTFOUND' }) });
};
const timeout = async (): Promise<Response> => {
  throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
};
const cpFetch = vi.fn<typeof fetch>(enotfound);
const yooFetch = vi.fn<typeof fetch>(enotfound);
const setup: PaymentSetup = {
  providers: {
    cloudpayments: createCloudPayments({ publicId: 'pk_test', apiSecret: 'cp-secret', fetch: cpFetch }),
    yookassa: createYooKassa({ shopId: '1', secretKey: 'k', fetch: yooFetch }),
    sandbox: createSandbox(),
  },
  link: 'yookassa', widget: 'cloudpayments', signingSecret: 'x'.repeat(40), publicOrigin: null,
};

let t: TestApi;
let app: ReturnType<typeof createApiApp>;
const logged: unknown[] = [];
beforeAll(async () => {
  t = await makeTestApi();
  app = createApiApp({ db: t.handle.db, env: 'test', trustProxy: 1, logError: (err) => logged.push(err), ...{ payments: setup } });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t?.handle.close();
});

const request = (method: string, path: string, body?: string, headers: Record<string, string> = {}) =>
  Promise.resolve(app.request(path, { method, headers: { 'x-forwarded-for': freshIp(), ...headers }, body }));

/** A CloudPayments monthly subscription of the demo donor, as the Pay webhook leaves it. */
async function cpSubscription(tag: string) {
  const [demo] = await t.handle.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.donor.email));
  const orderId = crypto.randomUUID();
  const now = new Date();
  await t.handle.db.insert(paymentOrders).values({
    id: orderId, provider: 'cloudpayments', flow: 'widget', paymentType: 'monthly', paymentMethod: 'card', amount: 500,
    email: DEMO_ACCOUNTS.donor.email, userId: demo!.id, status: 'succeeded', createdAt: now, updatedAt: now,
  });
  const [sub] = await t.handle.db.insert(subscriptions).values({
    orderId, provider: 'cloudpayments', providerSubscriptionId: `sc_${tag}`, email: DEMO_ACCOUNTS.donor.email, userId: demo!.id, amount: 500,
    cancelNonce: `nonce-${tag}-0123456789`, nextChargeAt: new Date(now.getTime() + 30 * 86_400_000), createdAt: now,
  }).returning();
  return sub!;
}
const statusOf = async (id: number) => (await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!.status;
const cancelForm = (token: string) => request('POST', '/api/subscriptions/cancel/', `token=${encodeURIComponent(token)}`, { 'content-type': 'application/x-www-form-urlencoded' });

async function expectOutagePage(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe(String(PROVIDER_RETRY_AFTER_S));
  expect(res.headers.get('content-type')).toContain('text/html');
  // the same strict policy as every server-rendered payment page
  expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  const html = await res.text();
  expect(html).toContain('<html lang="ru">');
  expect(html).toContain('временно недоступен');
  expect(html).toContain('Ничего не списано и не отменено');
  expect(html).toContain('Попробуйте ещё раз');
  expect(html).not.toMatch(/<script>|style="/);
  return html;
}

describe('F19: a provider outage gives raw 500s', () => {
  it('cancel form of a CloudPayments subscription, provider unreachable → Russian HTML 503, still active; works once it is back', async () => {
    const sub = await cpSubscription('form');
    const token = cancelToken(setup, sub);
    cpFetch.mockImplementation(enotfound);
    const html = await expectOutagePage(await cancelForm(token));
    // the page offers the same cancel again (the token rides along in the form)
    expect(html).toContain('action="/api/subscriptions/cancel/"');
    expect(html).toContain(`value="${token}"`);
    expect(await statusOf(sub.id)).toBe('active');

    cpFetch.mockImplementation(timeout);
    await expectOutagePage(await cancelForm(token));
    cpFetch.mockImplementation(async () => new Response('<html>502 Bad Gateway</html>', { status: 502 }));
    await expectOutagePage(await cancelForm(token));
    cpFetch.mockImplementation(async () => Response.json({ Success: false, Message: 'Internal error' }));
    await expectOutagePage(await cancelForm(token));
    expect(await statusOf(sub.id)).toBe('active');

    cpFetch.mockImplementation(async () => Response.json({ Success: true }));
    const ok = await cancelForm(token);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('Ежемесячное пожертвование отменено');
    expect(await statusOf(sub.id)).toBe('cancelled');
    expect(logged).toEqual([]);
  });

  it('cancel from the cabinet, provider unreachable → 503 {detail} with Retry-After, still active', async () => {
    const sub = await cpSubscription('cabinet');
    const token = await t.login(DEMO_ACCOUNTS.donor.email, DEMO_ACCOUNTS.donor.password);
    cpFetch.mockImplementation(enotfound);
    const res = await request('POST', `/api/profile/subscriptions/${sub.id}/cancel/`, undefined, { authorization: `Token ${token}` });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(PROVIDER_RETRY_AFTER_S));
    expect(((await res.json()) as { detail: string }).detail).toMatch(/временно недоступна.*ничего не отменено/);
    expect(await statusOf(sub.id)).toBe('active');
    expect(logged).toEqual([]);
  });

  it('YooKassa webhook whose re-check fetch fails → 503 with Retry-After (YooKassa retries), nothing recorded; recorded on the retry', async () => {
    const orderId = crypto.randomUUID();
    const now = new Date();
    await t.handle.db.insert(paymentOrders).values({
      id: orderId, provider: 'yookassa', flow: 'link', paymentType: 'once', paymentMethod: 'card', amount: 700, email: 'yk@example.com', createdAt: now, updatedAt: now,
    });
    const note = JSON.stringify({ type: 'notification', event: 'payment.succeeded', object: { id: 'yk-outage-1', status: 'succeeded' } });
    const hook = () => request('POST', '/api/yookassa/webhook/', note, { 'content-type': 'application/json', 'x-forwarded-for': '185.71.76.5' });
    const recorded = async () => (await t.handle.db.select({ n: count() }).from(payments).where(eq(payments.orderId, orderId)))[0]!.n;

    for (const failure of [enotfound, timeout, async () => new Response('upstream down', { status: 503 }), async () => new Response('<html>oops', { status: 200 })]) {
      yooFetch.mockImplementation(failure);
      const res = await hook();
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe(String(PROVIDER_RETRY_AFTER_S));
      expect(await res.json()).toHaveProperty('detail');
      expect(await recorded()).toBe(0);
    }
    // a payment YooKassa does not know (4xx) is refused for good, not retried
    yooFetch.mockImplementation(async () => Response.json({ type: 'error', code: 'not_found' }, { status: 404 }));
    expect((await hook()).status).toBe(400);

    yooFetch.mockImplementation(async () => Response.json({ id: 'yk-outage-1', status: 'succeeded', amount: { value: '700.00', currency: 'RUB' }, metadata: { order_id: orderId } }));
    expect((await hook()).status).toBe(200);
    expect(await recorded()).toBe(1);
    expect(logged).toEqual([]);
  });
});
