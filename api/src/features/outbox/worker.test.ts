// The outbox worker against a real local SMTP server and a local HTTP stand-in for the SMS
// provider: nothing inside the worker is replaced, only the clock is moved (runs on PGlite, and
// on PostgreSQL with TEST_DATABASE_URL — where the racing workers use separate connections).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { makeTestApi, type TestApi } from '../../test-support.ts';
import { outbox } from '../../schema.ts';
import { queueMessage } from '../../lib/outbox.ts';
import { CODE_TTL_MS } from '../../lib/codes.ts';
import { smtpAdapter } from './smtp.ts';
import { smsHttpAdapter } from './sms-http.ts';
import { OUTBOX_DEFAULTS, OutboxWorker, retryDelayMs, type OutboxLog, type OutboxWorkerOptions } from './worker.ts';
import { startLocalSmtp, startLocalSms, type LocalSms, type LocalSmtp } from './test-servers.ts';

const FROM = 'Донор Рядом <noreply@donor.test>';
let t: TestApi;
let smtp: LocalSmtp;
let sms: LocalSms;
let n = 0;
const uniq = (what: string) => `${what}-${process.pid}-${++n}`;
const lines: string[] = [];
const log: OutboxLog = { info: (l) => lines.push(l), warn: (l) => lines.push(l), error: (l) => lines.push(l) };

beforeAll(async () => {
  t = await makeTestApi();
  smtp = await startLocalSmtp();
  sms = await startLocalSms();
});
afterAll(async () => {
  await smtp.close();
  await sms.close();
  await t.handle.close();
});
beforeEach(async () => {
  // Each test starts from an outbox with nothing due (rows of earlier tests are done with).
  await t.handle.db.update(outbox).set({ status: 'sent' }).where(eq(outbox.status, 'pending'));
  smtp.failNext(0);
  sms.failNext(0);
  sms.delayMs = 0;
});
const workers: OutboxWorker[] = [];
afterEach(async () => {
  for (const w of workers.splice(0)) await w.stop();
});

function worker(opts: Partial<OutboxWorkerOptions> = {}): OutboxWorker {
  const w = new OutboxWorker({
    db: t.handle.db,
    adapters: { email: smtpAdapter(smtp.url, FROM), sms: smsHttpAdapter(sms.url, sms.key) },
    now: () => t.clock.now,
    log,
    ...opts,
  });
  workers.push(w);
  return w;
}

const row = async (target: string) => (await t.handle.db.select().from(outbox).where(eq(outbox.target, target)))[0]!;
const mailsTo = (target: string) => smtp.mails.filter((m) => m.to.includes(target));
const smsTo = (target: string) => sms.delivered().filter((r) => r.body.to === target);

describe('outbox delivery worker (real SMTP server, real HTTP SMS stand-in)', () => {
  it('delivers an e-mail and an SMS once, and marks them sent', async () => {
    const email = `${uniq('once')}@example.com`;
    const phone = `+7999${String(++n).padStart(7, '0')}`;
    await queueMessage(t.handle.db, t.clock.now, { channel: 'email', target: email, subject: 'Восстановление пароля', body: 'Код: 123456. Донор Рядом' });
    await queueMessage(t.handle.db, t.clock.now, { channel: 'sms', target: phone, body: 'Код подтверждения: 654321' });
    const w = worker();
    expect(await w.runOnce()).toEqual({ sent: 2, retried: 0, dead: 0 });
    expect(await w.runOnce()).toEqual({ sent: 0, retried: 0, dead: 0 });

    const [mail, ...more] = mailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail!.from).toBe('noreply@donor.test');
    expect(mail!.text).toBe('Код: 123456. Донор Рядом');
    expect(mail!.headers['x-outbox-id']).toBe(String((await row(email)).id));
    const [text, ...moreSms] = smsTo(phone);
    expect(moreSms).toHaveLength(0);
    expect(text).toEqual({ authorization: `Bearer ${sms.key}`, body: { to: phone, text: 'Код подтверждения: 654321' }, status: 200 });

    for (const target of [email, phone]) {
      const r = await row(target);
      expect(r).toMatchObject({ status: 'sent', attempts: 1, claimToken: null, lastError: null });
      expect(r.sentAt).toEqual(t.clock.now);
    }
  });

  it('wakes up by itself when a message is queued in its process', async () => {
    const email = `${uniq('wake')}@example.com`;
    const w = worker({ now: () => new Date(), intervalMs: 60_000 });
    w.start();
    await new Promise((r) => setTimeout(r, 50)); // the first pass found nothing
    await queueMessage(t.handle.db, new Date(), { channel: 'email', target: email, body: 'привет' });
    await expect.poll(() => mailsTo(email).length, { timeout: 5_000 }).toBe(1);
  });

  it('retries a failed SMS after 30 s, not before (injected clock)', async () => {
    const phone = `+7998${String(++n).padStart(7, '0')}`;
    await queueMessage(t.handle.db, t.clock.now, { channel: 'sms', target: phone, body: 'повтор' });
    sms.failNext(1);
    const w = worker();
    expect(await w.runOnce()).toEqual({ sent: 0, retried: 1, dead: 0 });
    const failed = await row(phone);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, claimToken: null });
    expect(failed.lastError).toContain('503');
    expect(failed.nextAttemptAt.getTime()).toBe(t.clock.now.getTime() + 30_000);

    t.clock.advance(29_000);
    expect(await w.runOnce()).toEqual({ sent: 0, retried: 0, dead: 0 });
    t.clock.advance(1_000);
    expect(await w.runOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
    expect(sms.requests.filter((r) => r.body.to === phone).map((r) => r.status)).toEqual([503, 200]);
    expect(await row(phone)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('retries an e-mail the SMTP server refused (451)', async () => {
    const email = `${uniq('smtp-retry')}@example.com`;
    await queueMessage(t.handle.db, t.clock.now, { channel: 'email', target: email, body: 'повтор' });
    smtp.failNext(1);
    const w = worker();
    expect(await w.runOnce()).toMatchObject({ retried: 1 });
    expect((await row(email)).lastError).toMatch(/451/);
    expect(mailsTo(email)).toHaveLength(0);
    t.clock.advance(retryDelayMs(1));
    expect(await w.runOnce()).toMatchObject({ sent: 1 });
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('backs off 30 s × 4ⁿ up to an hour, and dead-letters after the 6th failure with the last error kept', async () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([30_000, 120_000, 480_000, 1_920_000, 3_600_000, 3_600_000]);
    const phone = `+7997${String(++n).padStart(7, '0')}`;
    await queueMessage(t.handle.db, t.clock.now, { channel: 'sms', target: phone, body: 'никогда' });
    sms.failNext(1_000);
    const w = worker();
    for (let attempt = 1; attempt <= OUTBOX_DEFAULTS.maxAttempts; attempt++) {
      const r = await w.runOnce();
      expect(r).toEqual(attempt < OUTBOX_DEFAULTS.maxAttempts ? { sent: 0, retried: 1, dead: 0 } : { sent: 0, retried: 0, dead: 1 });
      t.clock.advance(retryDelayMs(attempt));
    }
    const dead = await row(phone);
    expect(dead).toMatchObject({ status: 'dead', attempts: 6, sentAt: null });
    expect(dead.lastError).toMatch(/^SMS provider answered 503/);
    t.clock.advance(24 * 3_600_000);
    expect(await w.runOnce()).toEqual({ sent: 0, retried: 0, dead: 0 });
    expect(sms.requests.filter((r) => r.body.to === phone)).toHaveLength(6);
    expect(lines.some((l) => l.includes(`message ${dead.id} (sms) moved to dead letters after 6 attempts`))).toBe(true);
  });

  it('two workers racing over one database deliver each message exactly once', async () => {
    const targets = Array.from({ length: 24 }, (_, i) => (i % 2 ? `${uniq('race')}@example.com` : `+7996${String(++n).padStart(7, '0')}`));
    for (const target of targets) {
      await queueMessage(t.handle.db, t.clock.now, { channel: target.includes('@') ? 'email' : 'sms', target, body: `для ${target}` });
    }
    sms.delayMs = 15; // keeps both workers busy at the same time
    const a = worker({ batchSize: 3 });
    const b = worker({ batchSize: 3 });
    const first = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(first.every((r) => r.sent > 0)).toBe(true); // both really took part
    const again = await Promise.all([a.runOnce(), b.runOnce()]);
    expect([...first, ...again].reduce((s, r) => s + r.sent, 0)).toBe(24);
    for (const target of targets) {
      expect(target.includes('@') ? mailsTo(target).length : smsTo(target).length, target).toBe(1);
    }
    const rows = await t.handle.db.select().from(outbox).where(inArray(outbox.target, targets));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('a crashed worker’s claim is retried once its lease has run out', async () => {
    const email = `${uniq('lease')}@example.com`;
    await queueMessage(t.handle.db, t.clock.now, { channel: 'email', target: email, body: 'после сбоя' });
    // What a worker leaves behind when it dies between the claim and the send.
    await t.handle.db
      .update(outbox)
      .set({ attempts: 1, claimToken: 'a-worker-that-died', nextAttemptAt: new Date(t.clock.now.getTime() + OUTBOX_DEFAULTS.leaseMs) })
      .where(eq(outbox.target, email));
    const w = worker();
    expect(await w.runOnce()).toMatchObject({ sent: 0 });
    t.clock.advance(OUTBOX_DEFAULTS.leaseMs);
    expect(await w.runOnce()).toMatchObject({ sent: 1 });
    expect(mailsTo(email)).toHaveLength(1);
    expect(await row(email)).toMatchObject({ status: 'sent', attempts: 2, claimToken: null });
  });

  it('a code claimed by a process that dies goes out again well inside its 10-minute life, and still works', async () => {
    expect(OUTBOX_DEFAULTS.leaseMs).toBeLessThanOrEqual(CODE_TTL_MS / 4);
    const requestedAt = t.clock.now.getTime();
    expect((await t.call('POST', '/api/auth/recover/', { body: { username: 'demo@example.com' } })).status).toBe(200);
    // A real worker claims the code and hangs in the send, as a process killed mid-send would.
    const dying = new OutboxWorker({ db: t.handle.db, adapters: { email: { send: () => new Promise<void>(() => {}) } }, now: () => t.clock.now, log });
    void dying.runOnce();
    await expect.poll(async () => (await t.handle.db.select().from(outbox).where(and(eq(outbox.target, 'demo@example.com'), eq(outbox.status, 'pending'))))[0]?.claimToken ?? null).not.toBeNull();
    const w = worker();
    t.clock.advance(OUTBOX_DEFAULTS.leaseMs - 1_000);
    expect(await w.runOnce()).toMatchObject({ sent: 0 }); // the claim still holds
    t.clock.advance(1_000);
    expect(await w.runOnce()).toMatchObject({ sent: 1 });
    const mail = mailsTo('demo@example.com').at(-1)!;
    expect(t.clock.now.getTime() - requestedAt).toBeLessThanOrEqual(CODE_TTL_MS / 4);
    const code = mail.text.match(/\d{6}/)![0];
    const check = await t.call('POST', '/api/auth/check_sms_code/', { body: { username: 'demo@example.com', code } });
    expect(check.status).toBe(200);
  });

  it('a queued reminder is not sent when the donor switched its channel off before it went; a code still is', async () => {
    const token = await t.login('new@example.com', 'new-donor-2026');
    await queueMessage(t.handle.db, t.clock.now, { channel: 'email', target: 'new@example.com', subject: 'Завтра донация', body: 'напоминание' }, { ref: 'booking:999001' });
    const toggle = await t.call('POST', '/api/notifications/toggle/', { token, body: { channel: 'email' } });
    expect(await toggle.json()).toMatchObject({ email: false });
    await queueMessage(t.handle.db, t.clock.now, { channel: 'email', target: 'new@example.com', subject: 'Код', body: 'Код: 111222' });
    const before = mailsTo('new@example.com').length;
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });
    const got = mailsTo('new@example.com').slice(before);
    expect(got.map((m) => m.text)).toEqual(['Код: 111222']);
    const [reminder] = await t.handle.db.select().from(outbox).where(eq(outbox.ref, 'booking:999001'));
    expect(reminder).toMatchObject({ status: 'dead', lastError: 'skipped: the donor switched this channel off' });
    await t.call('POST', '/api/notifications/toggle/', { token, body: { channel: 'email' } });
  });

  it('leaves a channel without an adapter for the dev outbox page (not failed)', async () => {
    const phone = `+7995${String(++n).padStart(7, '0')}`;
    await queueMessage(t.handle.db, t.clock.now, { channel: 'sms', target: phone, body: 'на страницу' });
    const w = worker({ adapters: { email: smtpAdapter(smtp.url, FROM) } });
    expect(w.deliveredChannels).toEqual(['email']);
    expect(await w.runOnce()).toEqual({ sent: 0, retried: 0, dead: 0 });
    expect(await row(phone)).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    const page = await t.app.request(`/api/dev/outbox.json?target=${encodeURIComponent(phone)}`);
    expect(await page.json()).toMatchObject([{ target: phone, status: 'pending', attempts: 0, sent_at: null, last_error: null }]);
  });

  it('does not send a message older than a day (its code expired long ago)', async () => {
    const email = `${uniq('old')}@example.com`;
    await queueMessage(t.handle.db, t.clock.now, { channel: 'email', target: email, body: 'старое' });
    t.clock.advance(OUTBOX_DEFAULTS.maxAgeMs + 1);
    expect(await worker().runOnce()).toMatchObject({ sent: 0, dead: 1 });
    expect(mailsTo(email)).toHaveLength(0);
    expect(await row(email)).toMatchObject({ status: 'dead' });
    expect((await t.handle.db.select().from(outbox).where(and(eq(outbox.target, email), eq(outbox.status, 'dead')))).length).toBe(1);
  });

  it('a recovery code requested through the API arrives by e-mail', async () => {
    const res = await t.call('POST', '/api/auth/recover/', { body: { username: 'manager@example.com' } });
    expect(res.status).toBeLessThan(300);
    await worker().runOnce();
    const mail = mailsTo('manager@example.com').at(-1);
    expect(mail?.text).toMatch(/\b\d{6}\b/);
    expect(mail?.text.match(/\d{6}/)?.[0]).toBe(await t.lastCode('manager@example.com'));
  });
});
