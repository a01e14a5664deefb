// F17 of the November audit: any http(s) host was accepted as `redirect_url`, so the sandbox
// checkout answered 303 Location: https://evil.example/phish (and YooKassa got it as return_url).
// Replayed, with look-alikes an attacker would try next: only our origin (PUBLIC_ORIGIN) and
// the PARTNER_ORIGINS allowlist pass, as exact origins; loopback only outside production.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiApp } from '../app.ts';
import { paymentOrders } from '../features/payments/schema.ts';
import { createSandbox } from '../features/payments/sandbox.ts';
import { createYooKassa } from '../features/payments/yookassa.ts';
import type { PaymentSetup } from '../features/payments/provider.ts';
import { RETURN_URL_MSG, allowedReturnUrl } from '../features/payments/return-url.ts';
import { freshIp, makeTestApi, type TestApi } from '../test-support.ts';

const OURS = 'https://donor-ryadom.test';
const PARTNER = 'https://partner.example';
const meta = { email: 'a@b.ru', firstName: 'A', payment_display_status: 'visible', donater_status: 'not_anonym' };
const once = (redirect_url: string) => ({ payment_type: 'once', amount: 500, payment_method: 'card', email: 'a@b.ru', redirect_url, metadata: meta });

let t: TestApi;
let app: ReturnType<typeof createApiApp>;
let yoo: ReturnType<typeof createApiApp>;
const yooFetch = vi.fn<typeof fetch>(async () => Response.json({ id: 'yk-1', confirmation: { confirmation_url: 'https://yoomoney.test/pay' } }));
beforeAll(async () => {
  t = await makeTestApi();
  const policy = { db: t.handle.db, env: 'test' as const, trustProxy: 1, publicOrigin: OURS, partnerOrigins: [PARTNER, 'http://insecure-partner.example', 'not an origin'] };
  const sandbox: PaymentSetup = { providers: { sandbox: createSandbox() }, link: 'sandbox', widget: 'sandbox', signingSecret: 'x'.repeat(40), publicOrigin: null };
  const yookassa: PaymentSetup = { providers: { yookassa: createYooKassa({ shopId: '1', secretKey: 'k', fetch: yooFetch }), sandbox: createSandbox() }, link: 'yookassa', widget: 'sandbox', signingSecret: 'x'.repeat(40), publicOrigin: null };
  app = createApiApp({ ...policy, ...{ payments: sandbox } });
  yoo = createApiApp({ ...policy, ...{ payments: yookassa } });
});
afterAll(async () => {
  await t?.handle.close();
});

const post = (a: ReturnType<typeof createApiApp>, path: string, body: unknown) =>
  Promise.resolve(a.request(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() }, body: JSON.stringify(body) }));

describe('F17: open redirect through redirect_url', () => {
  it('the audit request (https://evil.example/phish) → 400 at redirect_url, no order, no redirect', async () => {
    const res = await post(app, '/api/sandbox/process-payment/', once('https://evil.example/phish'));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ redirect_url: [RETURN_URL_MSG] });
  });

  it.each([
    'https://evil.example/phish',
    'https://partner.example.evil.example/',
    'https://partner.example@evil.example/',
    'https://evil.example/https://partner.example/',
    'https://evil.example?https://donor-ryadom.test',
    'http://partner.example/', // the partner is https only
    'https://partner.example:8443/',
    'https://donor-ryadom.test:444/',
    'http://donor-ryadom.test/',
    'http://insecure-partner.example/', // an http entry of PARTNER_ORIGINS is not honoured
    'https://evil.example\\@partner.example/',
  ])('%s → 400', async (url) => {
    const res = await post(app, '/api/sandbox/process-payment/', once(url));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ redirect_url: [RETURN_URL_MSG] });
  });

  it.each([
    [`${OURS}/how/?operation=success`, `${OURS}/how/?operation=success`],
    [`${PARTNER}/donate?operation=success`, `${PARTNER}/donate?operation=success`],
    ['https://PARTNER.example:443/a', `${PARTNER}/a`],
    ['http://localhost:5173/page', 'http://localhost:5173/page'], // a developer's page, outside production
  ])('%s is accepted, and the checkout returns to it', async (url, location) => {
    const res = await post(app, '/api/sandbox/process-payment/', once(url));
    expect(res.status).toBe(201);
    const { order_id } = (await res.json()) as { order_id: string };
    const done = await app.request(`/api/sandbox/checkout/${order_id}/succeed/`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': freshIp() }, body: '' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(location);
  });

  it('an evil address stored before the fix is never followed by the checkout', async () => {
    const id = randomUUID();
    const now = new Date();
    await t.handle.db.insert(paymentOrders).values({
      id, provider: 'sandbox', flow: 'link', paymentType: 'once', paymentMethod: 'sbp', amount: 500, email: 'old@example.com', firstName: 'A',
      returnUrl: 'https://evil.example/phish', createdAt: now, updatedAt: now,
    });
    const done = await app.request(`/api/sandbox/checkout/${id}/succeed/`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(done.status).toBe(200);
    expect(done.headers.get('location')).toBeNull();
    expect(await done.text()).not.toContain('evil.example');
  });

  it('YooKassa: the same check before return_url is sent; nothing is created at the provider', async () => {
    yooFetch.mockClear();
    expect((await post(yoo, '/api/yookassa/process-payment/', once('https://evil.example/phish'))).status).toBe(400);
    expect(yooFetch).not.toHaveBeenCalled();
    const ok = await post(yoo, '/api/yookassa/process-payment/', once(`${PARTNER}/x?operation=success`));
    expect(ok.status).toBe(201);
    const sent = JSON.parse(String(yooFetch.mock.calls[0]![1]!.body)) as { confirmation: { return_url: string } };
    expect(sent.confirmation.return_url).toBe(`${PARTNER}/x?operation=success`);
  });

  it('production: loopback is not ours; only PUBLIC_ORIGIN and the partners are', () => {
    const prod = { env: 'production' as const, publicOrigin: OURS, partnerOrigins: [PARTNER] };
    expect(allowedReturnUrl(prod, 'http://localhost:5173/')).toBeNull();
    expect(allowedReturnUrl(prod, 'http://127.0.0.1/')).toBeNull();
    expect(allowedReturnUrl(prod, `${OURS}/x`)).toBe(`${OURS}/x`);
    expect(allowedReturnUrl(prod, `${PARTNER}/x`)).toBe(`${PARTNER}/x`);
    expect(allowedReturnUrl(prod, 'javascript:alert(1)//https://partner.example')).toBeNull();
    expect(allowedReturnUrl({ env: 'production', publicOrigin: null, partnerOrigins: [] }, 'https://anything.example/')).toBeNull();
  });
});
