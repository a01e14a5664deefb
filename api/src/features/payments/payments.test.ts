// Payment API tests: amount ranges for both types, CloudPayments webhook (bad HMAC rejected and
// nothing recorded; the same webhook twice → one payment; amount/currency checked against the
// order), YooKassa notification from a foreign IP rejected (and re-checked by fetching the
// payment through the provider, the fetch stubbed only here), the sandbox flow, cancelling.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createApiApp } from '../../app.ts';
import { migrate, openDb, type DbHandle } from '../../db.ts';
import { seed } from '../../seed.ts';
import { outbox } from '../../schema.ts';
import { payments, subscriptions } from './schema.ts';
import { createCloudPayments } from './cloudpayments.ts';
import { createYooKassa, ipInRanges } from './yookassa.ts';
import { createSandbox } from './sandbox.ts';
import type { PaymentSetup } from './provider.ts';
import { listOf } from '@donor/shared/contract/common';
import { ProfilePayment, Subscription } from '@donor/shared/contract/payments';

const CP_SECRET = 'cp-api-secret-for-tests';
const yooFetch = vi.fn<typeof fetch>();
const cpFetch = vi.fn<typeof fetch>(async () => Response.json({ Success: true }));
let handle: DbHandle;
let app: ReturnType<typeof createApiApp>;
let ip = 0;

const setup: PaymentSetup = {
  providers: {
    cloudpayments: createCloudPayments({ publicId: 'pk_test', apiSecret: CP_SECRET, fetch: cpFetch }),
    yookassa: createYooKassa({ shopId: '1', secretKey: 'k', fetch: yooFetch }),
    sandbox: createSandbox(),
  },
  link: 'yookassa', widget: 'cloudpayments', signingSecret: 'x'.repeat(40), publicOrigin: null,
};

beforeAll(async () => {
  handle = await openDb({ memory: true });
  await migrate(handle.db);
  await seed(handle.db);
  // Our origin for absolute links (PUBLIC_ORIGIN) and the partner pages the donations below
  // return to (PARTNER_ORIGINS, return-url.ts).
  const opts = {
    db: handle.db, env: 'test' as const, trustProxy: 1, publicOrigin: 'http://donor.test', partnerOrigins: ['https://partner.test', 'https://x.test'],
    logError: () => {}, payments: setup,
  };
  app = createApiApp(opts);
});
afterAll(() => handle.close());

function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const h: Record<string, string> = { 'x-forwarded-for': headers['x-forwarded-for'] ?? `10.9.0.${++ip % 250}`, ...headers };
  let data: string | undefined;
  if (body !== undefined) { data = typeof body === 'string' ? body : JSON.stringify(body); h['content-type'] ??= 'application/json'; }
  return Promise.resolve(app.request(`http://donor.test${path}`, { method, headers: h, body: data }));
}

const donation = (over: Record<string, unknown> = {}) => ({
  payment_type: 'monthly', amount: 500, payment_method: 'card', email: 'maria@example.com', description: 'Пожертвование',
  metadata: { collect_id: '', email: 'maria@example.com', user_id: null, firstName: 'Мария', lastName: 'Иванова', payment_display_status: 'visible', donater_status: 'not_anonym', comment: '', utm_source: 'how', utm_campaign: 'widjet', utm_term: '', utm_medium: 'site', utm_content: '' },
  ...over,
});
const order = async (over: Record<string, unknown> = {}) => {
  const monthly = (over.payment_type ?? 'monthly') === 'monthly';
  if (!monthly) yooFetch.mockResolvedValueOnce(Response.json({ id: 'yk-new', confirmation: { confirmation_url: 'https://yoomoney.test/pay' } }));
  const res = await call('POST', `/api/${monthly ? 'cloudpayments' : 'yookassa'}/process-payment/`, donation({ redirect_url: 'https://partner.test/?operation=success', ...over }));
  expect(res.status).toBe(201);
  return (await res.json()) as { order_id: string; url?: string; widget?: { invoice_id: string } };
};
const countPayments = async (orderId: string) => (await handle.db.select().from(payments).where(eq(payments.orderId, orderId))).length;

describe('process-payment: amount ranges re-validated on the server (spec §5)', () => {
  it.each([
    ['monthly', 49, 'Минимальная сумма пожертвования — 50 ₽'],
    ['monthly', 1_000_001, 'Максимальная сумма пожертвования — 1000000 ₽'],
    ['once', 99, 'Минимальная сумма пожертвования — 100 ₽'],
    ['once', 1_000_001, 'Максимальная сумма пожертвования — 1000000 ₽'],
    ['once', 150.5, 'Минимальная сумма пожертвования — 100 ₽'],
  ])('%s %d → 400 with the spec message', async (type, amount, message) => {
    const res = await call('POST', `/api/${type === 'monthly' ? 'cloudpayments' : 'yookassa'}/process-payment/`, donation({ payment_type: type, amount, redirect_url: 'https://x.test/' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ amount: [message] });
  });
  it.each([['monthly', 50], ['monthly', 1_000_000], ['once', 100], ['once', 1_000_000]])('%s %d is accepted', async (type, amount) => {
    const body = await order({ payment_type: type, amount });
    expect(body.order_id).toMatch(/^[0-9a-f-]{36}$/);
  });
  it('monthly hides sbp, yoo_money and sberbank; bad input is 400, never 5xx', async () => {
    const res = await call('POST', '/api/cloudpayments/process-payment/', donation({ payment_method: 'sbp' }));
    expect(await res.json()).toMatchObject({ payment_method: ['Этот способ оплаты недоступен для ежемесячного пожертвования'] });
    expect((await call('POST', '/api/cloudpayments/process-payment/', '{"amount":')).status).toBe(400);
    expect((await call('POST', '/api/cloudpayments/process-payment/', { amount: 'x' })).status).toBe(400);
    expect((await call('POST', '/api/nope/process-payment/', donation())).status).toBe(404);
    // monthly goes through the widget provider only
    expect((await call('POST', '/api/yookassa/process-payment/', donation())).status).toBe(400);
  });
  it('once returns the provider link; monthly the card widget', async () => {
    expect((await order({ payment_type: 'once' })).url).toBe('https://yoomoney.test/pay');
    const sent = JSON.parse(String(yooFetch.mock.calls.at(-1)![1]!.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({ amount: { value: '500.00', currency: 'RUB' }, payment_method_data: { type: 'card' }, confirmation: { type: 'redirect', return_url: 'https://partner.test/?operation=success' } });
    expect((await order()).widget).toMatchObject({ script: 'https://widget.cloudpayments.ru/bundles/cloudpayments.js', public_id: 'pk_test' });
  });
});

describe('CloudPayments webhook (HMAC-SHA256 of the raw body)', () => {
  const hook = (body: string, secret = CP_SECRET) =>
    call('POST', '/api/cloudpayments/webhook/pay/', body, { 'content-type': 'application/x-www-form-urlencoded', 'content-hmac': createHmac('sha256', secret).update(body).digest('base64') });
  const form = (f: Record<string, string>) => new URLSearchParams(f).toString();

  it('a bad HMAC is rejected and nothing is recorded', async () => {
    const { order_id } = await order();
    const body = form({ TransactionId: '9001', Amount: '500.00', Currency: 'RUB', InvoiceId: order_id, Status: 'Completed' });
    expect((await hook(body, 'wrong-secret')).status).toBe(401);
    expect((await call('POST', '/api/cloudpayments/webhook/pay/', body, { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(401);
    expect(await countPayments(order_id)).toBe(0);
  });
  it('the same webhook twice → one payment, one subscription, one receipt with a cancel link', async () => {
    const { order_id } = await order({ email: 'twice@example.com', metadata: { ...donation().metadata, email: 'twice@example.com' } });
    const body = form({ TransactionId: '9002', Amount: '500.00', Currency: 'RUB', InvoiceId: order_id, SubscriptionId: 'sc_1', Status: 'Completed' });
    for (let i = 0; i < 2; i++) {
      const res = await hook(body);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ code: 0 });
    }
    expect(await countPayments(order_id)).toBe(1);
    const subs = await handle.db.select().from(subscriptions).where(eq(subscriptions.orderId, order_id));
    expect(subs).toHaveLength(1);
    const mail = await handle.db.select().from(outbox).where(eq(outbox.target, 'twice@example.com'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toMatch(/http:\/\/donor\.test\/api\/subscriptions\/cancel\/\?token=\d+\.[\w-]+\.[\w-]{43}/);
  });
  it('a signed "Recurrent" notice of a cancelled subscription stops it here; unsigned is refused', async () => {
    const { order_id } = await order();
    const pay = form({ TransactionId: '9010', Amount: '500', Currency: 'RUB', InvoiceId: order_id, SubscriptionId: 'sc_rec' });
    await hook(pay);
    const rec = form({ Id: 'sc_rec', Status: 'Cancelled' });
    expect((await call('POST', '/api/cloudpayments/webhook/recurrent/', rec, { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(401);
    const sub = () => handle.db.select().from(subscriptions).where(eq(subscriptions.orderId, order_id));
    expect((await sub())[0]!.status).toBe('active');
    const res = await call('POST', '/api/cloudpayments/webhook/recurrent/', rec, { 'content-type': 'application/x-www-form-urlencoded', 'content-hmac': createHmac('sha256', CP_SECRET).update(rec).digest('base64') });
    expect(await res.json()).toEqual({ code: 0 });
    expect((await sub())[0]!.status).toBe('cancelled');
  });
  it('amount or currency different from the order → refused, nothing recorded', async () => {
    const { order_id } = await order();
    expect((await hook(form({ TransactionId: '9003', Amount: '50.00', Currency: 'RUB', InvoiceId: order_id }))).status).toBe(400);
    expect((await hook(form({ TransactionId: '9004', Amount: '500.00', Currency: 'USD', InvoiceId: order_id }))).status).toBe(400);
    expect((await hook(form({ TransactionId: '9005', Amount: '500.00', Currency: 'RUB', InvoiceId: 'no-such-order' }))).status).toBe(400);
    expect(await countPayments(order_id)).toBe(0);
  });
});

describe('YooKassa notification (published IPs + re-fetch through the provider)', () => {
  const note = (id: string) => JSON.stringify({ type: 'notification', event: 'payment.succeeded', object: { id, status: 'succeeded', amount: { value: '999999.00', currency: 'RUB' } } });
  it('from a foreign IP → rejected, nothing fetched or recorded', async () => {
    const { order_id } = await order({ payment_type: 'once' });
    yooFetch.mockClear();
    const res = await call('POST', '/api/yookassa/webhook/', note('yk-1'), { 'x-forwarded-for': '203.0.113.7' });
    expect(res.status).toBe(403);
    expect(yooFetch).not.toHaveBeenCalled();
    expect(await countPayments(order_id)).toBe(0);
  });
  it('from YooKassa: the body is ignored, the fetched payment is recorded once', async () => {
    const { order_id } = await order({ payment_type: 'once', amount: 1000 });
    yooFetch.mockImplementation(async () => Response.json({ id: 'yk-2', status: 'succeeded', amount: { value: '1000.00', currency: 'RUB' }, metadata: { order_id } }));
    for (let i = 0; i < 2; i++) expect((await call('POST', '/api/yookassa/webhook/', note('yk-2'), { 'x-forwarded-for': '185.71.76.5' })).status).toBe(200);
    expect(String(yooFetch.mock.calls.at(-1)![0])).toBe('https://api.yookassa.ru/v3/payments/yk-2');
    expect(await countPayments(order_id)).toBe(1);
    yooFetch.mockImplementation(async () => Response.json({ id: 'yk-3', status: 'succeeded', amount: { value: '1.00', currency: 'RUB' }, metadata: { order_id } }));
    expect((await call('POST', '/api/yookassa/webhook/', note('yk-3'), { 'x-forwarded-for': '77.75.156.11' })).status).toBe(400);
    expect(await countPayments(order_id)).toBe(1);
    yooFetch.mockReset();
  });
  it('ipInRanges: v4, v6 and v4-mapped addresses', () => {
    expect(ipInRanges('185.71.76.31')).toBe(true);
    expect(ipInRanges('185.71.76.32')).toBe(false);
    expect(ipInRanges('::ffff:77.75.153.100')).toBe(true);
    expect(ipInRanges('2a02:5180:0:1::5')).toBe(true);
    expect(ipInRanges('2a02:5181::1')).toBe(false);
    expect(ipInRanges('local')).toBe(false);
  });
});

describe('cancelling a monthly subscription', () => {
  it('from the signed link of the receipt: GET confirms, POST cancels at the provider, forged tokens fail', async () => {
    const { order_id } = await order({ email: 'link@example.com' });
    const body = new URLSearchParams({ TransactionId: '9100', Amount: '500', Currency: 'RUB', InvoiceId: order_id, SubscriptionId: 'sc_link' }).toString();
    await call('POST', '/api/cloudpayments/webhook/pay/', body, { 'content-type': 'application/x-www-form-urlencoded', 'content-hmac': createHmac('sha256', CP_SECRET).update(body).digest('base64') });
    const [mail] = await handle.db.select().from(outbox).where(eq(outbox.target, 'link@example.com'));
    const token = /token=([\w.-]+)/.exec(mail!.body)![1]!;
    const page = await call('GET', `/api/subscriptions/cancel/?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await page.text()).toContain('Отменить пожертвование');
    const forged = token.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A'));
    expect((await call('GET', `/api/subscriptions/cancel/?token=${forged}`)).status).toBe(404);
    expect((await call('POST', '/api/subscriptions/cancel/', `token=${forged}`, { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(404);
    const res = await call('POST', '/api/subscriptions/cancel/', `token=${token}`, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(await res.text()).toContain('Ежемесячное пожертвование отменено');
    expect(cpFetch).toHaveBeenCalledWith('https://api.cloudpayments.ru/subscriptions/cancel', expect.objectContaining({ body: JSON.stringify({ Id: 'sc_link' }) }));
    const [sub] = await handle.db.select().from(subscriptions).where(eq(subscriptions.orderId, order_id));
    expect(sub!.status).toBe('cancelled');
  });
  it('from the cabinet: only the donor own subscription', async () => {
    const login = await call('POST', '/api/auth/login/', { username: 'demo@example.com', password: 'demo-donor-2026' });
    const token = login.headers.get('token')!;
    const auth = { authorization: `Token ${token}` };
    // The answers are the contract's shapes (shared/contract/payments.ts), which the cabinet reads.
    const list = listOf(Subscription).parse(await (await call('GET', '/api/profile/subscriptions/', undefined, auth)).json());
    const mine = list.results.find((s) => s.status === 'active')!;
    expect(mine).toBeTruthy();
    const other = await call('POST', '/api/auth/login/', { username: 'new@example.com', password: 'new-donor-2026' });
    expect((await call('POST', `/api/profile/subscriptions/${mine.id}/cancel/`, undefined, { authorization: `Token ${other.headers.get('token')}` })).status).toBe(404);
    expect((await call('POST', `/api/profile/subscriptions/${mine.id}/cancel/`)).status).toBe(401);
    const res = await call('POST', `/api/profile/subscriptions/${mine.id}/cancel/`, undefined, auth);
    expect(Subscription.parse(await res.json())).toMatchObject({ id: mine.id, status: 'cancelled' });
    const mineList = listOf(ProfilePayment).parse(await (await call('GET', '/api/profile/payments/', undefined, auth)).json());
    expect(mineList.count).toBeGreaterThanOrEqual(0);
  });
});
