// The audit's requests with a forged Host header: every absolute URL we hand out is built from
// PUBLIC_ORIGIN, or without it (development, tests) from a loopback origin only
// (lib/public-origin.ts), and the read cache keys on that origin (lib/read-cache.ts).
// As on @hono/node-server, the Host header is the request URL's host here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../app.ts';
import { makeTestApi, type TestApi } from '../test-support.ts';

const OURS = 'https://donor-ryadom.ru';
/** The socket the server listens on (the standalone API's default port). */
const SOCKET = { incoming: { socket: { remoteAddress: '198.51.100.9', remotePort: 50000, remoteFamily: 'IPv4', localPort: 8090 } } };

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(() => t.handle.close());

type AppOpts = Omit<Parameters<typeof createApiApp>[0], 'db'>;
const appWith = (opts: AppOpts) => createApiApp({ db: t.handle.db, logError: () => {}, ...opts });
const get = (app: ReturnType<typeof createApiApp>, url: string) => Promise.resolve(app.request(url, {}, SOCKET as never));

describe('F11: read-cache poisoning through the Host header', () => {
  const path = '/api/cities/?page_size=2&probe=15741';

  it('development, no PUBLIC_ORIGIN: the second, honest request never sees evil.example', async () => {
    const app = appWith({ env: 'development' });
    const poisoned = await get(app, `http://evil.example${path}`);
    expect(poisoned.status).toBe(200);
    expect(await poisoned.text()).not.toContain('evil.example');
    const honest = await get(app, `http://127.0.0.1:8090${path}`);
    const body = (await honest.json()) as { next: string };
    expect(body.next).toBe('http://127.0.0.1:8090/api/cities/?page_size=2&probe=15741&page=2');
  });

  it('production: links are on PUBLIC_ORIGIN, cached or not, whatever the Host', async () => {
    const app = appWith({ env: 'production', publicOrigin: OURS });
    const first = (await (await get(app, `http://evil.example${path}&p=2`)).json()) as { next: string };
    expect(first.next).toBe(`${OURS}/api/cities/?page_size=2&probe=15741&p=2&page=2`);
    const second = await get(app, `http://127.0.0.1:8090${path}&p=2`);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(((await second.json()) as { next: string }).next).toBe(first.next);
  });
});

describe('F11: e-mailed cancel links and checkout URLs ignore the Host header', () => {
  const meta = { email: 'victim@mail.example', firstName: 'Ольга', lastName: 'Смирнова', payment_display_status: 'visible', donater_status: 'not_anonym', utm_campaign: 'widjet' };
  const EVIL = 'http://donor-ryadom-support.evil.example';

  const send = (app: ReturnType<typeof createApiApp>, url: string, body: unknown, type = 'application/json') =>
    Promise.resolve(app.request(url, {
      method: 'POST',
      headers: { 'content-type': type, 'x-forwarded-for': '198.51.100.40' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }, SOCKET as never));

  /** The audit's steps: a monthly sandbox order for the victim, then "succeed" with a foreign Host. */
  async function receiptFor(app: ReturnType<typeof createApiApp>, email: string): Promise<string> {
    const res = await send(app, `${EVIL}/api/sandbox/process-payment/`, { payment_type: 'monthly', amount: 300, payment_method: 'card', email, metadata: { ...meta, email } });
    expect(res.status).toBe(201);
    const { order_id, widget } = (await res.json()) as { order_id: string; widget: { script: string } };
    expect(widget.script).not.toContain('evil.example');
    await send(app, `${EVIL}/api/sandbox/checkout/${order_id}/succeed/`, '', 'application/x-www-form-urlencoded');
    const mail = (await (await t.app.request(`/api/dev/outbox.json?target=${encodeURIComponent(email)}`)).json()) as { body: string }[];
    const text = mail.map((m) => m.body).join('\n');
    expect(text).toMatch(/\/api\/subscriptions\/cancel\/\?token=/);
    return text;
  }

  it('PUBLIC_ORIGIN set: the receipt\'s cancel link and the checkout URL are on it', async () => {
    const app = appWith({ env: 'test', publicOrigin: OURS });
    const text = await receiptFor(app, 'victim@mail.example');
    expect(text).not.toContain('evil.example');
    expect(text).toContain(`${OURS}/api/subscriptions/cancel/?token=`);
    const once = await send(app, `${EVIL}/api/sandbox/process-payment/`, {
      payment_type: 'once', amount: 500, payment_method: 'sbp', email: 'victim@mail.example', redirect_url: `${OURS}/donate/?operation=success`, metadata: meta,
    });
    expect(once.status).toBe(201);
    const { url, order_id } = (await once.json()) as { url: string; order_id: string };
    expect(url).toBe(`${OURS}/api/sandbox/checkout/${order_id}/`);
  });

  it('no PUBLIC_ORIGIN (development): a foreign Host gets a loopback origin, never its own', async () => {
    const app = appWith({ env: 'test' });
    const text = await receiptFor(app, 'victim2@mail.example');
    expect(text).not.toContain('evil.example');
    expect(text).toContain('http://127.0.0.1:8090/api/subscriptions/cancel/?token=');
    const js = await (await get(app, `${EVIL}/api/sandbox/widget.js`)).text();
    expect(js).toContain('var ORIGIN = "http://127.0.0.1:8090"');
  });
});
