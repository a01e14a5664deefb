// The sandbox (default without credentials outside production) end to end on the server, the
// donor list, the public payment list, fundraisers and catalogues.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createApiApp } from '../../app.ts';
import { migrate, openDb, type DbHandle } from '../../db.ts';
import { seed } from '../../seed.ts';
import { payments, subscriptions } from './schema.ts';
import { paymentSetupFromEnv } from './setup.ts';
import { listOf } from '@donor/shared/contract/common';
import { PublicPayment } from '@donor/shared/contract/payments';

let handle: DbHandle;
let app: ReturnType<typeof createApiApp>;
let ip = 0;
const clock = { now: new Date() };

beforeAll(async () => {
  handle = await openDb({ memory: true });
  await migrate(handle.db);
  await seed(handle.db);
  app = createApiApp({
    db: handle.db, env: 'test', trustProxy: 1, publicOrigin: 'http://donor.test', partnerOrigins: ['https://partner.test'], now: () => clock.now, logError: () => {},
  });
});
afterAll(() => handle.close());

const call = (method: string, path: string, body?: unknown, type = 'application/json') =>
  Promise.resolve(app.request(`http://donor.test${path}`, {
    method, headers: { 'x-forwarded-for': `10.8.0.${++ip % 250}`, ...(body !== undefined ? { 'content-type': type } : {}) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  }));
const json = async <T = Record<string, unknown>>(p: Promise<Response>) => (await (await p).json()) as T;
const meta = { email: 'olga@example.com', firstName: 'Ольга', lastName: 'Смирнова', payment_display_status: 'visible', donater_status: 'not_anonym', utm_campaign: 'widjet' };

describe('payment set-up from the environment', () => {
  it('sandbox by default outside production; nothing in production without credentials', () => {
    expect(paymentSetupFromEnv({ NODE_ENV: 'test' })).toMatchObject({ link: 'sandbox', widget: 'sandbox' });
    expect(paymentSetupFromEnv({ NODE_ENV: 'production' })).toMatchObject({ link: null, widget: null });
    expect(() => paymentSetupFromEnv({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '1' })).toThrow(/PAYMENTS_SIGNING_SECRET/);
    expect(paymentSetupFromEnv({ NODE_ENV: 'development', CLOUDPAYMENTS_PUBLIC_ID: 'pk', CLOUDPAYMENTS_API_SECRET: 's' })).toMatchObject({ widget: 'cloudpayments', link: 'sandbox' });
  });
  it('GET /api/payments/config/ names the providers', async () => {
    expect(await json(call('GET', '/api/payments/config/'))).toEqual({ link: 'sandbox', widget: 'sandbox' });
  });
});

describe('sandbox flow', () => {
  it('once: link → checkout page (strict CSP, Russian, no inline script) → succeed → back with operation=success', async () => {
    const res = await json<{ order_id: string; url: string }>(call('POST', '/api/sandbox/process-payment/', {
      payment_type: 'once', amount: 777, payment_method: 'sbp', email: 'olga@example.com', redirect_url: 'https://partner.test/page?operation=success', metadata: meta,
    }));
    expect(res.url).toBe(`http://donor.test/api/sandbox/checkout/${res.order_id}/`);
    const page = await call('GET', new URL(res.url).pathname);
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    expect(html).toContain('Тестовый режим');
    expect(html).not.toMatch(/<script>|<style>|style="/);
    const done = await call('POST', `/api/sandbox/checkout/${res.order_id}/succeed/`, '', 'application/x-www-form-urlencoded');
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('https://partner.test/page?operation=success');
    // pressing twice does not pay twice
    await call('POST', `/api/sandbox/checkout/${res.order_id}/succeed/`, '', 'application/x-www-form-urlencoded');
    expect(await handle.db.select().from(payments).where(eq(payments.orderId, res.order_id))).toHaveLength(1);
    const donors = await json<{ count: number; results: { name: string; amount: number }[] }>(call('GET', '/api/donaters-this-month/?amount=777&payment_type=ONETIME'));
    expect(donors).toMatchObject({ count: 1, results: [{ name: 'Ольга С.', amount: 777 }] });
  });
  it('monthly: widget stand-in, embedded checkout posts the result to the exact parent origin', async () => {
    const res = await json<{ order_id: string; widget: { script: string; invoice_id: string } }>(call('POST', '/api/sandbox/process-payment/', {
      payment_type: 'monthly', amount: 250, payment_method: 'card', email: 'olga@example.com', metadata: { ...meta, payment_display_status: 'hidden' },
    }));
    expect(res.widget).toMatchObject({ script: 'http://donor.test/api/sandbox/widget.js', invoice_id: res.order_id });
    const js = await (await call('GET', '/api/sandbox/widget.js')).text();
    expect(js).toContain('var ORIGIN = "http://donor.test"');
    expect(js).toContain("e.origin !== ORIGIN || e.source !== frame.contentWindow");
    const page = await call('GET', `/api/sandbox/checkout/${res.order_id}/?embed=1&parent=${encodeURIComponent('http://partner.test:8181')}`);
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors *');
    const done = await call('POST', `/api/sandbox/checkout/${res.order_id}/succeed/`, 'embed=1&parent=http%3A%2F%2Fpartner.test%3A8181', 'application/x-www-form-urlencoded');
    const html = await done.text();
    expect(html).toContain('data-status="success" data-parent="http://partner.test:8181"');
    expect(html).toContain('<script src="/api/sandbox/checkout.js"></script>');
    const [sub] = await handle.db.select().from(subscriptions).where(eq(subscriptions.orderId, res.order_id));
    expect(sub).toMatchObject({ status: 'active', amount: 250 });
    const list = await json<{ results: { amount: number | null }[] }>(call('GET', '/api/donaters-this-month/?amount=250'));
    expect(list.results[0]!.amount).toBeNull(); // hidden amount
  });
  it('fail and cancel record no payment; a bad parent origin is not echoed', async () => {
    for (const action of ['fail', 'cancel']) {
      const res = await json<{ order_id: string }>(call('POST', '/api/sandbox/process-payment/', { payment_type: 'monthly', amount: 300, payment_method: 'card', email: 'o@example.com', metadata: meta }));
      const done = await call('POST', `/api/sandbox/checkout/${res.order_id}/${action}/`, 'embed=1&parent=javascript:alert(1)', 'application/x-www-form-urlencoded');
      expect(await done.text()).toContain('data-parent=""');
      expect(await handle.db.select().from(payments).where(eq(payments.orderId, res.order_id))).toHaveLength(0);
    }
  });
  it('due monthly charges run for active subscriptions only (cancelling stops future charges)', async () => {
    const subs = await handle.db.select().from(subscriptions).where(eq(subscriptions.provider, 'sandbox'));
    const [first, second] = subs;
    const paidBefore = (id: number) => handle.db.select().from(payments).where(eq(payments.subscriptionId, id));
    const secondBefore = (await paidBefore(second!.id)).length;
    await handle.db.update(subscriptions).set({ status: 'cancelled', cancelledAt: clock.now }).where(eq(subscriptions.id, second!.id));
    clock.now = new Date(clock.now.getTime() + 40 * 86_400_000);
    try {
      expect(await json(call('POST', '/api/sandbox/run-recurring/'))).toEqual({ charged: subs.length - 1 });
      expect(await json(call('POST', '/api/sandbox/run-recurring/'))).toEqual({ charged: 0 });
      expect((await paidBefore(first!.id)).length).toBeGreaterThanOrEqual(1);
      expect(await paidBefore(second!.id)).toHaveLength(secondBefore);
    } finally {
      clock.now = new Date();
    }
  });
});

describe('lists', () => {
  it('/api/payments/ with ordering=-created_at and page_size 50 by default', async () => {
    const body = listOf(PublicPayment).parse(await json(call('GET', '/api/payments/?ordering=-created_at')));
    expect(body.results.length).toBe(Math.min(50, body.count));
    const dates = body.results.map((r) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await call('GET', '/api/payments/?ordering=email')).status).toBe(400);
  });
  it('donaters-this-month defaults to 300 RECURRING and rejects junk', async () => {
    const body = await json<{ count: number; results: { amount: number; id: number }[] }>(call('GET', '/api/donaters-this-month/'));
    expect(body.count).toBeGreaterThanOrEqual(1);
    expect(body.results.every((r) => r.amount === 300)).toBe(true);
    const all = await json<{ results: { id: number; payment_type: string }[] }>(call('GET', '/api/payments/?page_size=100'));
    expect(body.results.every((r) => all.results.find((p) => p.id === r.id)?.payment_type === 'RECURRING')).toBe(true);
    expect((await call('GET', '/api/donaters-this-month/?amount=abc')).status).toBe(400);
    expect((await call('GET', '/api/donaters-this-month/?payment_type=WEEKLY')).status).toBe(400);
  });
  it('collects: only_is_active and progress_percentage; by id or slug; profile needs login', async () => {
    const all = await json<{ count: number }>(call('GET', '/api/collects/'));
    const active = await json<{ count: number; results: { slug: string; progress_percentage: number; is_active: boolean }[] }>(call('GET', '/api/collects/?only_is_active=1&progress_percentage=1'));
    expect(active.count).toBe(all.count - 1);
    expect(active.results.every((r) => r.is_active && r.progress_percentage >= 0 && r.progress_percentage <= 100)).toBe(true);
    const one = await json<{ id: number; progress_percentage: number; collected: number }>(call('GET', '/api/collects/servery-2026/'));
    expect(one.progress_percentage).toBe(62);
    expect(await json(call('GET', `/api/collects/${one.id}/`))).toMatchObject({ id: one.id });
    expect((await call('GET', '/api/collects/..%2f/')).status).toBe(404);
    expect((await call('GET', '/api/profile/collects/')).status).toBe(401);
  });
  it('souvenirs and the charity shop', async () => {
    expect(await json(call('GET', '/api/souvenirs/'))).toMatchObject({ count: 6, results: expect.arrayContaining([expect.objectContaining({ title: 'Значок «Донор Рядом»', donations_needed: 1 })]) });
    expect(await json(call('GET', '/api/charityshop/'))).toMatchObject({ count: 6 });
  });
});
