// The donor's alert settings over HTTP (docs/notifications.md): the VAPID key, saving and
// forgetting a device's subscription (logged in, validated, only known push services), and the
// alert prefs — the not-opted-in answer, opt-in on the first subscription, PUT.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertPrefs, PushKey } from '@donor/shared/contract/push';
import { alertPrefs, outbox, pushSubscriptions, users } from '../../schema.ts';
import { makeDonorTestApi, makeTestApi, type TestApi } from '../../test-support.ts';
import { queueDonorNotice } from '../../lib/donor-notice.ts';
import { allowedPushEndpoint } from './endpoint-guard.ts';
import { MAX_DEVICES } from './push-routes.ts';
import { startTestPushService, type TestPushService } from './test-push-service.ts';
import { signUp } from '../account/account-fixtures.ts';

let t: TestApi;
let demo: string;
let fresh: string;
let push: TestPushService;
beforeAll(async () => {
  ({ t, demo, fresh } = await makeDonorTestApi());
  push = await startTestPushService();
});
afterAll(async () => {
  await push.close();
  await t.handle.close();
});

const SUBS = '/api/push/subscriptions/';
const ALERTS = '/api/notifications/alerts/';
const userIdOf = async (email: string) => (await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const devicesOf = async (userId: number) => t.handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe('GET /api/push/key/', () => {
  it('answers the VAPID public key: an uncompressed P-256 point, cacheable', async () => {
    const res = await t.call('GET', '/api/push/key/');
    expect(res.status).toBe(200);
    const key = PushKey.parse(await res.json());
    const point = Buffer.from(key.public_key, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    expect(res.headers.get('cache-control')).toContain('public');
  });

  it('is 404 in production without VAPID settings', async () => {
    const prod = await makeTestApi('production');
    try {
      const res = await prod.call('GET', '/api/push/key/');
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: 'Push-уведомления на этом сервере не настроены.' });
    } finally {
      await prod.handle.close();
    }
  });
});

describe('POST/DELETE /api/push/subscriptions/', () => {
  it('needs a login', async () => {
    expect((await t.call('POST', SUBS, { body: push.subscribe() })).status).toBe(401);
    expect((await t.call('DELETE', SUBS, { body: { endpoint: 'http://127.0.0.1/x' } })).status).toBe(401);
  });

  it('stores the device, opts the donor in with the defaults, and the same endpoint again is one row', async () => {
    const id = await userIdOf('new@example.com');
    const before = await t.call('GET', ALERTS, { token: fresh });
    expect(AlertPrefs.parse(await before.json())).toEqual({
      kinds: { reminder: false, need: false, eligible: false, news: false },
      quiet: { from: '22:00', to: '08:00' },
      fallback: 'email',
    });
    const sub = push.subscribe();
    const res = await t.call('POST', SUBS, { token: fresh, body: { ...sub, expirationTime: null }, headers: { 'user-agent': 'Mozilla/5.0 (Android) Test' } });
    expect(res.status).toBe(201);
    const { id: subId } = (await res.json()) as { id: number };
    const again = await t.call('POST', SUBS, { token: fresh, body: sub });
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: number }).id).toBe(subId);
    const rows = await devicesOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, userAgent: 'Mozilla/5.0 (Android) Test' });
    const after = AlertPrefs.parse(await (await t.call('GET', ALERTS, { token: fresh })).json());
    expect(after).toEqual({ kinds: { reminder: true, need: true, eligible: true, news: false }, quiet: { from: '22:00', to: '08:00' }, fallback: 'email' });
  });

  it('a device saved by another account moves to it', async () => {
    const sub = push.subscribe();
    expect((await t.call('POST', SUBS, { token: fresh, body: sub })).status).toBe(201);
    expect((await t.call('POST', SUBS, { token: demo, body: sub })).status).toBe(201);
    const rows = await t.handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint));
    expect(rows.map((r) => r.userId)).toEqual([await userIdOf('demo@example.com')]);
  });

  it(`keeps at most ${MAX_DEVICES} devices per account, dropping the oldest`, async () => {
    const id = await userIdOf('demo@example.com');
    const subs = Array.from({ length: MAX_DEVICES + 2 }, () => push.subscribe());
    for (const sub of subs) expect((await t.call('POST', SUBS, { token: demo, body: sub })).status).toBe(201);
    const kept = (await devicesOf(id)).map((r) => r.endpoint).sort();
    expect(kept).toEqual(subs.slice(2).map((s) => s.endpoint).sort());
  });

  it.each([
    ['a host that is no push service', 'https://evil.example/push/1'],
    ['an internal address', 'http://10.0.0.5:8080/admin'],
    ['a known service over http', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.example/fcm/send/abc'],
    ['credentials in the URL', 'https://user:pw@fcm.googleapis.com/fcm/send/abc'],
  ])('refuses %s with a field error on endpoint', async (_what, endpoint) => {
    const res = await t.call('POST', SUBS, { token: fresh, body: { ...push.subscribe(), endpoint } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ endpoint: ['Адрес подписки не принадлежит известной службе push-уведомлений.'] });
  });

  it('refuses malformed bodies and keys with 400', async () => {
    const sub = push.subscribe();
    for (const body of [{}, { endpoint: 'not a url', keys: sub.keys }, { endpoint: sub.endpoint }, { endpoint: sub.endpoint, keys: { p256dh: '', auth: sub.keys.auth } }]) {
      const res = await t.call('POST', SUBS, { token: fresh, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const notOnCurve = Buffer.alloc(65, 1);
    notOnCurve[0] = 4;
    for (const keys of [{ p256dh: notOnCurve.toString('base64url'), auth: sub.keys.auth }, { p256dh: sub.keys.p256dh, auth: Buffer.alloc(8).toString('base64url') }]) {
      const res = await t.call('POST', SUBS, { token: fresh, body: { endpoint: sub.endpoint, keys } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ keys: ['Ключи подписки повреждены: разрешите уведомления в браузере ещё раз.'] });
    }
  });

  it('DELETE forgets only the caller’s own device', async () => {
    const sub = push.subscribe();
    await t.call('POST', SUBS, { token: fresh, body: sub });
    expect((await t.call('DELETE', SUBS, { token: demo, body: { endpoint: sub.endpoint } })).status).toBe(204);
    expect(await t.handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint))).toHaveLength(1);
    expect((await t.call('DELETE', SUBS, { token: fresh, body: { endpoint: sub.endpoint } })).status).toBe(204);
    expect(await t.handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint))).toHaveLength(0);
    expect((await t.call('DELETE', SUBS, { token: fresh, body: {} })).status).toBe(400);
  });
});

describe('the endpoint guard', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', true],
    ['https://wns2-par02p.notify.windows.com/w/?token=abc', true],
    ['https://web.push.apple.com/QGx', true],
    ['https://api.push.apple.com/3/device/abc', true],
    ['https://push.apple.com/x', false],
    ['https://fcm.googleapis.com:8443/fcm/send/abc', false],
    ['http://127.0.0.1:9000/push/1', false],
    ['http://localhost/push/1', false],
    ['https://169.254.169.254/latest', false],
  ])('production: %s → %s', (endpoint, ok) => {
    expect(allowedPushEndpoint(endpoint, 'production')).toBe(ok);
  });

  it('outside production also loopback, http or https', () => {
    for (const e of ['http://127.0.0.1:9000/push/1', 'http://localhost:3000/p', 'https://localhost/p']) expect(allowedPushEndpoint(e, 'development')).toBe(true);
    for (const e of ['http://192.168.1.10/p', 'ftp://127.0.0.1/p', 'https://evil.example/p']) expect(allowedPushEndpoint(e, 'test')).toBe(false);
  });

  it('production refuses a loopback endpoint over HTTP', async () => {
    const prod = await makeTestApi('production');
    try {
      const token = await prod.login('new@example.com', 'new-donor-2026');
      const res = await prod.call('POST', SUBS, { token, body: push.subscribe() });
      expect(res.status).toBe(400);
      expect(Object.keys((await res.json()) as object)).toEqual(['endpoint']);
    } finally {
      await prod.handle.close();
    }
  });
});

describe('GET/PUT /api/notifications/alerts/', () => {
  it('needs a login', async () => {
    expect((await t.call('GET', ALERTS)).status).toBe(401);
    expect((await t.call('PUT', ALERTS, { body: {} })).status).toBe(401);
  });

  it('stores kinds, quiet hours (or none) and the fallback, and answers what is stored', async () => {
    const prefs = { kinds: { reminder: false, need: true, eligible: false, news: true }, quiet: { from: '23:30', to: '07:15' }, fallback: 'sms' };
    const res = await t.call('PUT', ALERTS, { token: demo, body: prefs });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(prefs);
    expect(await (await t.call('GET', ALERTS, { token: demo })).json()).toEqual(prefs);
    const [row] = await t.handle.db.select().from(alertPrefs).where(eq(alertPrefs.userId, await userIdOf('demo@example.com')));
    expect(row).toMatchObject({ quietFrom: 23 * 60 + 30, quietTo: 7 * 60 + 15, fallback: 'sms' });
    const none = { ...prefs, quiet: null, fallback: 'none' };
    expect(await (await t.call('PUT', ALERTS, { token: demo, body: none })).json()).toEqual(none);
  });

  it('refuses a fallback the account has no address for, and malformed prefs', async () => {
    const ok = { kinds: { reminder: true, need: true, eligible: true, news: false }, quiet: null, fallback: 'sms' };
    const res = await t.call('PUT', ALERTS, { token: fresh, body: ok });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ fallback: ['В профиле нет телефона: укажите его или выберите e-mail.'] });
    for (const body of [{}, { ...ok, fallback: 'pigeon' }, { ...ok, quiet: { from: '24:00', to: '08:00' } }, { ...ok, kinds: { need: true } }]) {
      expect((await t.call('PUT', ALERTS, { token: fresh, body })).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('account deletion', () => {
  it('removes the devices, the prefs and the alerts not yet sent', async () => {
    const me = await signUp(t, `push-del-${process.pid}@example.com`);
    expect((await t.call('POST', SUBS, { token: me.token, body: push.subscribe() })).status).toBe(201);
    await queueDonorNotice(t.handle.db, t.clock.now, me.id, { kind: 'eligible', title: 'Можно снова сдавать', text: 'С сегодняшнего дня.', url: '/' });
    const pushRows = () => t.handle.db.select().from(outbox).where(and(eq(outbox.channel, 'push'), eq(outbox.target, String(me.id))));
    expect(await pushRows()).toHaveLength(1);
    expect((await t.call('POST', '/api/auth/delete_account/', { token: me.token, body: { password: me.password } })).status).toBe(200);
    expect(await devicesOf(me.id)).toEqual([]);
    expect(await t.handle.db.select().from(alertPrefs).where(eq(alertPrefs.userId, me.id))).toEqual([]);
    expect(await pushRows()).toEqual([]);
  });
});
