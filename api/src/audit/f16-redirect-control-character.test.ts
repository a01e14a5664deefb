// F16 of the November audit: `redirect_url` with U+0001 passed the syntactic rule, the order was
// stored, and pressing "Оплатить" on the sandbox checkout answered "HTTP/1.1 500 See Other"
// (Error: Invalid character in header content ["location"]) after the payment was recorded.
// Replayed: the request is refused at the door now, and an order already stored with such an
// address (before this fix) gets the result page or a percent-encoded Location, never a 500.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as MSG from '@donor/shared/messages';
import { paymentOrders, payments } from '../features/payments/schema.ts';
import { makeTestApi, type TestApi } from '../test-support.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(async () => {
  await t?.handle.close();
});

const metadata = { email: 'a@b.ru', firstName: 'A', payment_display_status: 'visible', donater_status: 'not_anonym' };
const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** An order as it could have been stored before the fix (straight into the table). */
async function storedOrder(returnUrl: string): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  await t.handle.db.insert(paymentOrders).values({
    id, provider: 'sandbox', flow: 'link', paymentType: 'once', paymentMethod: 'sbp', amount: 500, email: 'a@b.ru', firstName: 'A',
    returnUrl, createdAt: now, updatedAt: now,
  });
  return id;
}

describe('F16: a control character in redirect_url gives a raw 500 after the payment is recorded', () => {
  it('the audit request ("https://a.example/\\u0001x") → 400 at redirect_url, no order', async () => {
    const res = await t.call('POST', '/api/sandbox/process-payment/', {
      body: { payment_type: 'once', amount: 500, payment_method: 'card', email: 'a@b.ru', redirect_url: 'https://a.example/\u0001x', metadata },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ redirect_url: [MSG.badChars] });
    expect(await t.handle.db.select().from(paymentOrders).where(eq(paymentOrders.email, 'a@b.ru'))).toEqual([]);
  });

  it.each(['https://a.example/\u0085x', 'https://a.example/ x', 'https://a.example/\u2028x'])('other odd characters (%j) never reach a header', async (url) => {
    const res = await t.call('POST', '/api/sandbox/process-payment/', {
      body: { payment_type: 'once', amount: 500, payment_method: 'card', email: 'a@b.ru', redirect_url: url, metadata },
    });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()) as object)).toEqual(['redirect_url']);
  });

  it('an order stored earlier with "https://a.example/\\u0001x": succeed → the result page with security headers, not 500', async () => {
    const id = await storedOrder('https://a.example/\u0001x');
    const res = await t.call('POST', `/api/sandbox/checkout/${id}/succeed/`, { body: 'x=1', headers: form });
    expect(res.status).toBe(200);
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('Оплата прошла');
    expect(html).not.toContain('a.example');
    expect(await t.handle.db.select().from(payments).where(eq(payments.orderId, id))).toHaveLength(1);
    expect(t.logged).toEqual([]);
  });

  it('an allowed address with a stored control character is sent percent-encoded', async () => {
    const id = await storedOrder('http://127.0.0.1:3000/donate\u0001?operation=success');
    const res = await t.call('POST', `/api/sandbox/checkout/${id}/succeed/`, { body: '', headers: form });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://127.0.0.1:3000/donate%01?operation=success');
  });
});
