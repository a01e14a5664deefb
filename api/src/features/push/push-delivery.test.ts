// Donor alerts through the outbox worker to a local push service that decrypts every payload with
// the subscription's keys (test-push-service.ts; docs/notifications.md «Доставка»): web-push
// signs and encrypts for real, nothing is mocked, only the clock is moved. Covers the alert
// kinds (off → not sent), quiet hours in the alert's time zone (postponed, no attempt counted),
// dead subscriptions (404/410 → deleted), the fallback e-mail, retries, and one delivery across
// two workers.
import { createECDH, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PushPayload } from '@donor/shared/contract/push';
import { outbox, pushSubscriptions } from '../../schema.ts';
import { makeTestApi, type TestApi } from '../../test-support.ts';
import { queueDonorNotice, storeSharedNotice } from '../../lib/donor-notice.ts';
import { signUp, type SignedUp } from '../account/account-fixtures.ts';
import { smtpAdapter } from '../outbox/smtp.ts';
import { startLocalSmtp, type LocalSmtp } from '../outbox/test-servers.ts';
import { OUTBOX_DEFAULTS, OutboxWorker, type OutboxLog } from '../outbox/worker.ts';
import { pushAdapter } from './push-adapter.ts';
import { quietUntil } from './alert-prefs.ts';
import { decryptAes128gcm, encryptAes128gcm, startTestPushService, type TestPushService } from './test-push-service.ts';
import type { Vapid } from './vapid.ts';

const ORIGIN = 'https://donor.test';
const vapid: Vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:push-test@donor.test' };
/** 12:00 in Moscow (UTC+3): outside the default quiet hours. */
const NOON_MSK = new Date('2026-06-01T09:00:00Z');

let t: TestApi;
let push: TestPushService;
let smtp: LocalSmtp;
const lines: string[] = [];
const log: OutboxLog = { info: (l) => lines.push(l), warn: (l) => lines.push(l), error: (l) => lines.push(l) };
const workers: OutboxWorker[] = [];

beforeAll(async () => {
  t = await makeTestApi();
  push = await startTestPushService();
  smtp = await startLocalSmtp();
});
afterAll(async () => {
  await push.close();
  await smtp.close();
  await t.handle.close();
});
beforeEach(() => {
  t.clock.now = NOON_MSK;
});
afterEach(async () => {
  for (const w of workers.splice(0)) await w.stop();
  // Nothing left due for the next test (sign-up codes included).
  await t.handle.db.update(outbox).set({ status: 'sent' }).where(eq(outbox.status, 'pending'));
});

function worker(): OutboxWorker {
  const w = new OutboxWorker({
    db: t.handle.db,
    adapters: { push: pushAdapter({ db: t.handle.db, vapid, env: 'test', origin: ORIGIN }), email: smtpAdapter(smtp.url, 'Донор Рядом <noreply@donor.test>') },
    now: () => t.clock.now,
    log,
  });
  workers.push(w);
  return w;
}

/** A confirmed donor with `devices` subscribed devices (opted in with the defaults). */
async function donor(devices = 1): Promise<SignedUp & { email: string; endpoints: string[] }> {
  const email = `push-${randomUUID().slice(0, 8)}@example.com`;
  const me = await signUp(t, email);
  const endpoints: string[] = [];
  for (let i = 0; i < devices; i++) {
    const sub = push.subscribe();
    expect((await t.call('POST', '/api/push/subscriptions/', { token: me.token, body: sub })).status).toBe(201);
    endpoints.push(sub.endpoint);
  }
  await t.handle.db.update(outbox).set({ status: 'sent' }).where(eq(outbox.status, 'pending'));
  return { ...me, email, endpoints };
}

const pushRows = (userId: number) => t.handle.db.select().from(outbox).where(and(eq(outbox.channel, 'push'), eq(outbox.target, String(userId))));
const devicesOf = (userId: number) => t.handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
const need: PushPayload = { kind: 'need', title: 'Нужна ваша группа рядом', text: 'Станция на Поликарпова ждёт O(I) Rh+.', url: '/bloodstations/1/?book=1', tag: 'need:1:o_plus' };

describe('the local push service itself', () => {
  it('decrypts an RFC 8291 body made by its own sender side, and refuses a tampered one', () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = Buffer.alloc(16, 7);
    const device = { endpoint: 'x', keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    const plain = Buffer.from('{"проверка":true}');
    expect(decryptAes128gcm(encryptAes128gcm(plain, device), { ecdh, auth }).toString()).toBe(plain.toString());
    const tampered = encryptAes128gcm(plain, device);
    tampered[tampered.length - 1]! ^= 1;
    expect(() => decryptAes128gcm(tampered, { ecdh, auth })).toThrow();
  });
});

describe('push delivery', () => {
  it('delivers the queued alert to every device: the decrypted payload is the queued one', async () => {
    const me = await donor(2);
    await queueDonorNotice(t.handle.db, t.clock.now, me.id, need, { ref: 'need:1:o_plus' });
    expect(await worker().runOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
    for (const endpoint of me.endpoints) {
      const got = push.payloadsOf(endpoint);
      expect(got).toHaveLength(1);
      expect(JSON.parse(got[0]!)).toEqual(need);
    }
    const requests = push.received.filter((r) => me.endpoints.some((e) => e.endsWith(`/${r.id}`)));
    expect(requests.every((r) => !r.error && r.urgency === 'high' && r.audience === push.origin && r.vapidKey === vapid.publicKey && Number(r.ttl) > 0)).toBe(true);
    const [row] = await pushRows(me.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, subject: need.title });
    expect((await devicesOf(me.id)).every((d) => d.lastOkAt?.getTime() === t.clock.now.getTime())).toBe(true);
    // Sent once: another pass finds nothing.
    expect(await worker().runOnce()).toEqual({ sent: 0, retried: 0, dead: 0 });
  });

  it('one shared payload for many donors: each row points at it, each device gets the payload itself', async () => {
    const a = await donor();
    const b = await donor();
    const body = await storeSharedNotice(t.handle.db, t.clock.now, need, 'need:1:o_plus');
    await t.handle.db.insert(outbox).values([a, b].map((d) => ({ channel: 'push' as const, target: String(d.id), subject: need.title, body, createdAt: t.clock.now, nextAttemptAt: t.clock.now })));
    expect(await worker().runOnce()).toEqual({ sent: 2, retried: 0, dead: 0 });
    for (const d of [a, b]) expect(push.payloadsOf(d.endpoints[0]!).map((p) => JSON.parse(p))).toEqual([need]);
  });

  it('a kind other than need goes with normal urgency', async () => {
    const me = await donor();
    await queueDonorNotice(t.handle.db, t.clock.now, me.id, { kind: 'eligible', title: 'Можно снова сдавать', text: 'С сегодняшнего дня.', url: '/profile/' });
    await worker().runOnce();
    expect(push.received.filter((r) => me.endpoints[0]!.endsWith(`/${r.id}`)).map((r) => r.urgency)).toEqual(['normal']);
  });

  it('410 deletes the subscription and, with no device left, the alert goes by e-mail with an absolute link', async () => {
    const me = await donor();
    push.answer(me.endpoints[0]!, 410);
    await queueDonorNotice(t.handle.db, t.clock.now, me.id, need, { ref: 'need:1:o_plus' });
    expect(await worker().runOnce()).toMatchObject({ dead: 0 });
    expect(await devicesOf(me.id)).toEqual([]);
    const [row] = await pushRows(me.id);
    expect(row).toMatchObject({ status: 'sent', lastError: 'fallback: every subscription is gone; sent by email' });
    const [letter] = await t.handle.db.select().from(outbox).where(and(eq(outbox.channel, 'email'), eq(outbox.target, me.email), eq(outbox.ref, 'need:1:o_plus')));
    expect(letter).toMatchObject({ subject: need.title, body: `${need.text}\n\n${ORIGIN}${need.url}` });
    // The fallback is an ordinary e-mail of the outbox: the next pass sends it.
    await worker().runOnce();
    const mails = smtp.mails.filter((m) => m.to.includes(me.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text.replace(/\r\n/g, '\n')).toBe(`${need.text}\n\n${ORIGIN}${need.url}`);
  });

  it('404 on one device deletes it; the other took the alert, so no fallback', async () => {
    const me = await donor(2);
    push.answer(me.endpoints[0]!, 404);
    await queueDonorNotice(t.handle.db, t.clock.now, me.id, need, { ref: 'need:404' });
    expect(await worker().runOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
    expect((await devicesOf(me.id)).map((d) => d.endpoint)).toEqual([me.endpoints[1]]);
    expect(await t.handle.db.select().from(outbox).where(and(eq(outbox.channel, 'email'), eq(outbox.ref, 'need:404')))).toEqual([]);
  });

  it('a reminder no device took is dropped: booking reminders go by e-mail/SMS themselves', async () => {
    const me = await donor();
    push.answer(me.endpoints[0]!, 410);
    await queueDonorNotice(t.handle.db, t.clock.now, me.id, { kind: 'reminder', title: 'Завтра донация', text: 'В 10:00.', url: '/profile/bookings/' }, { ref: 'visit:reminder' });
    await worker().runOnce();
    expect((await pushRows(me.id))[0]).toMatchObject({ status: 'dead', lastError: expect.stringContaining('reminders go by e-mail/SMS') });
    expect(await t.handle.db.select().from(outbox).where(and(eq(outbox.channel, 'email'), eq(outbox.ref, 'visit:reminder')))).toEqual([]);
  });

  it('a kind the donor switched off is not sent, nor is anything to a donor who never opted in', async () => {
    const me = await donor();
    const prefs = { kinds: { reminder: true, need: false, eligible: true, news: false }, quiet: null, fallback: 'email' };
    expect((await t.call('PUT', '/api/notifications/alerts/', { token: me.token, body: prefs })).status).toBe(200);
    const before = push.received.length;
    await queueDonorNotice(t.handle.db, t.clock.now, me.id, need);
    const never = await signUp(t, `push-never-${randomUUID().slice(0, 8)}@example.com`);
    await queueDonorNotice(t.handle.db, t.clock.now, never.id, { kind: 'eligible', title: 'Можно снова сдавать', text: '…', url: '/' });
    expect(await worker().runOnce()).toMatchObject({ sent: 1 }); // never's sign-up code went by e-mail
    expect(push.received.length).toBe(before);
    expect((await pushRows(me.id))[0]).toMatchObject({ status: 'dead', lastError: 'skipped: the donor switched «need» alerts off' });
    expect((await pushRows(never.id))[0]).toMatchObject({ status: 'dead', lastError: 'skipped: the donor has not opted in to alerts' });
    expect(await t.handle.db.select().from(outbox).where(and(eq(outbox.channel, 'email'), eq(outbox.ref, `push:${(await pushRows(me.id))[0]!.id}`)))).toEqual([]);
  });

  it('quiet hours postpone the alert to their end in the alert’s time zone, without counting an attempt', async () => {
    const me = await donor();
    // 19:30 UTC: 22:30 in Moscow (quiet), 21:30 in Kaliningrad (not yet).
    t.clock.now = new Date('2026-06-01T19:30:00Z');
    await queueDonorNotice(t.handle.db, t.clock.now, me.id, need, { ref: 'need:msk' });
    await queueDonorNotice(t.handle.db, t.clock.now, me.id, { ...need, tag: 'need:kgd' }, { ref: 'need:kgd', utcOffsetMin: 120 });
    expect(await worker().runOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
    const rows = await pushRows(me.id);
    const msk = rows.find((r) => r.ref === 'need:msk')!;
    expect(msk).toMatchObject({ status: 'pending', attempts: 0, lastError: 'postponed: quiet hours', claimToken: null });
    expect(msk.nextAttemptAt.toISOString()).toBe('2026-06-02T05:00:00.000Z'); // 08:00 in Moscow
    expect(rows.find((r) => r.ref === 'need:kgd')).toMatchObject({ status: 'sent' });
    expect(push.payloadsOf(me.endpoints[0]!).map((p) => (JSON.parse(p) as PushPayload).tag)).toEqual(['need:kgd']);
    // Not due before the end of the quiet hours, delivered at it.
    t.clock.now = new Date('2026-06-02T04:59:00Z');
    expect(await worker().runOnce()).toEqual({ sent: 0, retried: 0, dead: 0 });
    t.clock.now = new Date('2026-06-02T05:00:00Z');
    expect(await worker().runOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
    expect(push.payloadsOf(me.endpoints[0]!)).toHaveLength(2);
  });

  it('a push service failing (500) is retried; on the last attempt the fallback goes instead of a dead letter', async () => {
    const me = await donor();
    push.answer(me.endpoints[0]!, 500);
    await queueDonorNotice(t.handle.db, t.clock.now, me.id, need, { ref: 'need:retry' });
    expect(await worker().runOnce()).toEqual({ sent: 0, retried: 1, dead: 0 });
    expect((await pushRows(me.id))[0]).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('push service answered 500') });
    for (let i = 1; i < OUTBOX_DEFAULTS.maxAttempts; i++) {
      t.clock.advance(60 * 60_000);
      await worker().runOnce();
    }
    expect((await pushRows(me.id))[0]).toMatchObject({ status: 'sent', attempts: OUTBOX_DEFAULTS.maxAttempts, lastError: 'fallback: no device took it; sent by email' });
    expect(await devicesOf(me.id)).toHaveLength(1); // a 500 is not a dead subscription
    expect(await t.handle.db.select().from(outbox).where(and(eq(outbox.channel, 'email'), eq(outbox.ref, 'need:retry')))).toHaveLength(1);
  });

  it('two workers racing deliver the alert once', async () => {
    const me = await donor();
    await queueDonorNotice(t.handle.db, t.clock.now, me.id, need);
    const [a, b] = await Promise.all([worker().runOnce(), worker().runOnce()]);
    expect(a.sent + b.sent).toBe(1);
    expect(push.payloadsOf(me.endpoints[0]!)).toHaveLength(1);
  });
});

describe('quiet hours', () => {
  const q = { from: 22 * 60, to: 8 * 60 };
  it.each([
    ['2026-06-01T18:59:00Z', 180, null],
    ['2026-06-01T19:00:00Z', 180, '2026-06-02T05:00:00.000Z'],
    ['2026-06-01T23:10:30Z', 180, '2026-06-02T05:00:00.000Z'],
    ['2026-06-02T04:59:59Z', 180, '2026-06-02T05:00:00.000Z'],
    ['2026-06-02T05:00:00Z', 180, null],
    ['2026-06-01T15:00:00Z', 420, '2026-06-02T01:00:00.000Z'],
  ])('%s at UTC%+d → %s', (now, offset, until) => {
    expect(quietUntil(new Date(now), q, offset)?.toISOString() ?? null).toBe(until);
  });
  it('a window inside one day, and none', () => {
    expect(quietUntil(new Date('2026-06-01T10:00:00Z'), { from: 12 * 60, to: 14 * 60 }, 180)?.toISOString()).toBe('2026-06-01T11:00:00.000Z');
    expect(quietUntil(new Date('2026-06-01T10:00:00Z'), null, 180)).toBeNull();
  });
});
