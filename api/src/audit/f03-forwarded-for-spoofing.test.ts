// The audit's requests against the API behind one reverse proxy (TRUST_PROXY=1) that appends
// the address it saw to X-Forwarded-For, as nginx's `$proxy_add_x_forwarded_for` does. Whatever
// the attacker writes before that entry must not change who they are (lib/client-ip.ts).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiApp } from '../app.ts';
import { makeTestApi, type TestApi } from '../test-support.ts';
import { createSandbox } from '../features/payments/sandbox.ts';
import { createYooKassa } from '../features/payments/yookassa.ts';
import type { PaymentSetup } from '../features/payments/provider.ts';
import { DEMO_ACCOUNTS } from '../seed.ts';

/** The attacker's real address, as our proxy appends it. */
const ATTACKER = '203.0.113.50';
const spoofed = (i: number) => `10.9.0.${i % 250}, ${ATTACKER}`;

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(() => t.handle.close());

const statuses = async (n: number, send: (i: number) => Promise<Response>): Promise<number[]> => {
  const out: number[] = [];
  for (let i = 1; i <= n; i++) out.push((await send(i)).status);
  return out;
};

describe('F3: the client address is the right-most X-Forwarded-For hop, not the first', () => {
  it('login: a new first X-Forwarded-For entry on every guess does not reset the per-address limit', async () => {
    const got = await statuses(45, (i) =>
      t.call('POST', '/api/auth/login/', {
        body: { username: `nobody-${i}@probe.example`, password: `guess${i}` },
        headers: { 'x-forwarded-for': spoofed(i) },
      }));
    expect(got.indexOf(429)).toBeGreaterThan(0);
    expect(got.indexOf(429)).toBeLessThanOrEqual(31);
    // Keyed on the attacker's address, not on the proxy's: someone else still gets an answer.
    const other = await t.call('POST', '/api/auth/login/', {
      body: { username: 'nobody@probe.example', password: 'guess' },
      headers: { 'x-forwarded-for': `${ATTACKER}, 198.51.100.20` },
    });
    expect(other.status).toBe(400);
  });

  it('the audit request: 45 wrong passwords against one phone account, a new X-Forwarded-For each → 429', async () => {
    const got = await statuses(45, (i) =>
      t.call('POST', '/api/auth/login/', {
        body: { username: '+7 999 000-00-01', password: `guess${i}` },
        headers: { 'x-forwarded-for': `10.9.0.${i}, 203.0.113.51` },
      }));
    expect(got).toContain(429);
    expect(got.filter((s) => s === 200)).toEqual([]);
  });

  it('recovery codes: a new first X-Forwarded-For entry on every guess does not reset the per-address limit', async () => {
    const got = await statuses(40, (i) =>
      t.call('POST', '/api/auth/check_sms_code/', {
        body: { username: DEMO_ACCOUNTS.donor.email, code: String(100000 + i) },
        headers: { 'x-forwarded-for': `10.8.${i}.1, 203.0.113.52` },
      }));
    expect(got).toContain(429);
    expect(got.indexOf(429)).toBeLessThanOrEqual(31);
  });
});

describe('F3: the YooKassa allowlist checks the same resolved address', () => {
  const yooFetch = vi.fn<typeof fetch>(async () => Response.json({ id: 'x', status: 'pending', amount: { value: '1.00', currency: 'RUB' } }));
  const note = JSON.stringify({ type: 'notification', event: 'payment.succeeded', object: { id: '2d8b1e9f-000f-5000-8000-1a2b3c4d5e6f' } });
  let app: ReturnType<typeof createApiApp>;
  beforeAll(() => {
    const payments: PaymentSetup = {
      providers: { yookassa: createYooKassa({ shopId: '1', secretKey: 'k', fetch: yooFetch }), sandbox: createSandbox() },
      link: 'yookassa', widget: 'sandbox', signingSecret: 'x'.repeat(40), publicOrigin: null,
    };
    const opts = { db: t.handle.db, env: 'test' as const, trustProxy: 1, logError: () => {}, payments };
    app = createApiApp(opts);
  });
  const hook = (xff?: string) =>
    Promise.resolve(app.request('/api/yookassa/webhook/', {
      method: 'POST', body: note, headers: { 'content-type': 'application/json', ...(xff ? { 'x-forwarded-for': xff } : {}) },
    }));

  it('X-Forwarded-For: 185.71.76.1, 6.6.6.6 (YooKassa\'s address written by the client) → 403, nothing fetched', async () => {
    expect((await hook()).status).toBe(403);
    yooFetch.mockClear();
    const res = await hook('185.71.76.1, 6.6.6.6');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: 'Уведомление отклонено.' });
    expect(yooFetch).not.toHaveBeenCalled();
  });

  it('a notification our proxy saw coming from YooKassa passes the address check (and is re-fetched)', async () => {
    yooFetch.mockClear();
    const res = await hook('6.6.6.6, 185.71.76.1');
    expect(res.status).not.toBe(403);
    expect(yooFetch).toHaveBeenCalledTimes(1);
  });
});
