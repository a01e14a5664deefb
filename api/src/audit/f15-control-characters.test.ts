// F15 of the November audit: a NUL in a JSON `metadata` string of the public, CORS-open
// process-payment endpoint failed the jsonb insert with PostgreSQL 22P05 → 500 and a stack
// trace per request. Replayed as the attacker sent it, on the sandbox and on CloudPayments, then
// the same character class everywhere else a body is read: every string at any depth → 400 at
// its field, nothing stored, nothing logged as a bug; line breaks stay allowed.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { count } from 'drizzle-orm';
import * as MSG from '@donor/shared/messages';
import { createApiApp } from '../app.ts';
import { paymentOrders } from '../features/payments/schema.ts';
import { createCloudPayments } from '../features/payments/cloudpayments.ts';
import { createSandbox } from '../features/payments/sandbox.ts';
import type { PaymentSetup } from '../features/payments/provider.ts';
import { DEMO_ACCOUNTS } from '../seed.ts';
import { freshIp, makeTestApi, type TestApi } from '../test-support.ts';

let t: TestApi;
let cp: ReturnType<typeof createApiApp>;
const logged: unknown[] = [];
beforeAll(async () => {
  t = await makeTestApi();
  const setup: PaymentSetup = {
    providers: { cloudpayments: createCloudPayments({ publicId: 'pk_test', apiSecret: 's', fetch: vi.fn<typeof fetch>() }), sandbox: createSandbox() },
    link: 'sandbox', widget: 'cloudpayments', signingSecret: 'x'.repeat(40), publicOrigin: null,
  };
  cp = createApiApp({ db: t.handle.db, env: 'test', trustProxy: 1, logError: (err) => logged.push(err), ...{ payments: setup } });
});
afterAll(async () => {
  await t?.handle.close();
});

const metadata = (over: Record<string, unknown> = {}) => ({
  email: 'a@b.ru', firstName: 'A', payment_display_status: 'visible', donater_status: 'not_anonym', comment: 'x\u0000y', ...over,
});
const donation = (over: Record<string, unknown> = {}) => ({ payment_type: 'monthly', amount: 500, payment_method: 'card', email: 'a@b.ru', metadata: metadata(), ...over });
const orders = async () => (await t.handle.db.select({ n: count() }).from(paymentOrders))[0]!.n;
const BAD = { metadata: [MSG.badChars] };

describe('F15: 500 on bad input in the public process-payment endpoint', () => {
  it('the audit request (NUL in metadata.comment) → 400 at the field, nothing stored, nothing logged', async () => {
    const before = await orders();
    const res = await t.call('POST', '/api/sandbox/process-payment/', { body: donation() });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(BAD);
    expect(await orders()).toBe(before);
    expect(t.logged).toEqual([]);
  });

  it('same on /api/cloudpayments/process-payment/', async () => {
    const res = await cp.request('/api/cloudpayments/process-payment/', {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() }, body: JSON.stringify(donation()),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(BAD);
    expect(logged).toEqual([]);
  });

  it.each([
    ['NUL in email', { metadata: metadata({ comment: '', email: 'a@b.ru\u0000' }) }, 'metadata'],
    ['U+0001 in utm_source', { metadata: metadata({ comment: '', utm_source: '\u0001' }) }, 'metadata'],
    ['DEL in firstName', { metadata: metadata({ comment: '', firstName: 'A\u007f' }) }, 'metadata'],
    ['a lone surrogate in the comment', { metadata: metadata({ comment: 'x\ud800y' }) }, 'metadata'],
    ['a lone low surrogate', { metadata: metadata({ comment: '\udfffx' }) }, 'metadata'],
    ['U+001B at the top level', { metadata: metadata({ comment: '' }), description: 'a\u001b[31m' }, 'description'],
    ['NUL in an unknown nested key', { metadata: { ...metadata({ comment: '' }), ['k\u0000']: 'v' } }, 'metadata'],
  ])('%s → 400 {%s}', async (_name, over, field) => {
    const res = await t.call('POST', '/api/sandbox/process-payment/', { body: donation(over) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ [field]: [MSG.badChars] });
  });

  it('line breaks, tabs, emoji and Cyrillic stay allowed (multi-line comments)', async () => {
    const res = await t.call('POST', '/api/sandbox/process-payment/', { body: donation({ metadata: metadata({ comment: 'Спасибо!\r\nВторая строка\tи 😀' }) }) });
    expect(res.status).toBe(201);
  });

  it('every other body reader: urlencoded forms, registration, profile, fundraisers', async () => {
    const form = await t.app.request('/api/auth/login/', {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': freshIp() }, body: 'username=demo%40example.com%00&password=x',
    });
    expect(form.status).toBe(400);
    expect(await form.json()).toEqual({ username: [MSG.badChars] });
    const reg = await t.call('POST', '/api/auth/registration/', { body: { accept_terms: true, accept_personal_data: true, email: 'nul@example.com', password: 'Strong-pass-2026!', first_name: 'Ан\ud83dна' } });
    expect(reg.status).toBe(400);
    expect(await reg.json()).toMatchObject({ first_name: [MSG.badChars] });
    const token = await t.login(DEMO_ACCOUNTS.donor.email, DEMO_ACCOUNTS.donor.password);
    const me = await t.call('PATCH', '/api/auth/me/', { token, body: { last_name: 'Ива\u0000нова' } });
    expect(me.status).toBe(400);
    expect(await me.json()).toEqual({ last_name: [MSG.badChars] });
    const deep = await t.call('POST', '/api/sandbox/process-payment/', { body: `${'['.repeat(10_000)}${']'.repeat(10_000)}` });
    expect(deep.status).toBe(400);
    expect(t.logged).toEqual([]);
  });
});
