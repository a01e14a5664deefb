// POST /api/newsletter/ (spec §2 Footer, §7): validated, idempotent per address, double opt-in
// through the outbox, rate-limited per client address like the code sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NewsletterAnswer } from '@donor/shared/contract/catalog';
import * as MSG from '@donor/shared/messages';
import { newsletterSubscriptions, outbox } from '../../schema.ts';
import { freshIp, makeTestApi, type TestApi } from '../../test-support.ts';
import { LIMITS } from '../../lib/rate-limit.ts';
import { CONFIRM_TTL_MS, RESEND_MS } from './newsletter.ts';
import { localMailing } from './provider.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(() => t.handle.close());

const subscribe = (email: unknown, ip = freshIp()) => t.call('POST', '/api/newsletter/', { body: { email }, ip });
const letters = (email: string) => t.handle.db.select().from(outbox).where(eq(outbox.target, email));
const tokenIn = (body: string) => /token=([\w-]{43})/.exec(body)![1]!;

describe('POST /api/newsletter/', () => {
  it('bad e-mail → 400 with a Russian field error; nothing stored', async () => {
    for (const bad of ['', 'не почта', 'a@', 42, null]) {
      const res = await subscribe(bad);
      expect(res.status, String(bad)).toBe(400);
      expect(Object.keys((await res.json()) as object)).toEqual(['email']);
    }
    expect(await (await subscribe('x@')).json()).toEqual({ email: [MSG.email] });
    expect(await t.handle.db.select().from(newsletterSubscriptions)).toEqual([]);
  });

  it('pending with one letter; repeats are idempotent; confirm via GET page + POST; then confirmed', async () => {
    const first = NewsletterAnswer.parse(await (await subscribe(' Reader@Example.com ')).json());
    expect(first).toEqual({ email: 'reader@example.com', status: 'pending' });
    expect(NewsletterAnswer.parse(await (await subscribe('reader@example.com')).json())).toEqual(first);
    expect(await t.handle.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'reader@example.com'))).toHaveLength(1);
    const mail = await letters('reader@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Подтвердите подписку на рассылку — Донор Рядом');
    const token = tokenIn(mail[0]!.body);

    const ask = await t.call('GET', `/api/newsletter/confirm/?token=${token}`);
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain('Подтвердить подписку');
    // A GET (a mail scanner's prefetch) changes nothing.
    expect((await t.handle.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'reader@example.com')))[0]!.status).toBe('pending');
    const done = await t.call('POST', '/api/newsletter/confirm/', { body: `token=${token}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Подписка подтверждена');
    expect(await t.handle.db.transaction((tx) => localMailing().addresses!(tx))).toContain('reader@example.com');

    expect(await (await subscribe('reader@example.com')).json()).toEqual({ email: 'reader@example.com', status: 'confirmed' });
    expect(await letters('reader@example.com')).toHaveLength(1);
  });

  it('a pending address gets a new letter only after the resend window; the old link stops working', async () => {
    await subscribe('late@example.com');
    const old = tokenIn((await letters('late@example.com'))[0]!.body);
    t.clock.advance(RESEND_MS + 1000);
    await subscribe('late@example.com');
    const mails = await letters('late@example.com');
    expect(mails).toHaveLength(2);
    expect((await t.call('POST', '/api/newsletter/confirm/', { body: { token: old } })).status).toBe(404);
    for (const bad of ['', 'x', 'a'.repeat(43)]) expect((await t.call('GET', `/api/newsletter/confirm/?token=${bad}`)).status).toBe(404);
  });

  it('a confirmation link expires after CONFIRM_TTL_MS; a new request sends one that works', async () => {
    await subscribe('slow@example.com');
    const old = tokenIn((await letters('slow@example.com'))[0]!.body);
    t.clock.advance(CONFIRM_TTL_MS - 60_000);
    expect((await t.call('GET', `/api/newsletter/confirm/?token=${old}`)).status).toBe(200);
    t.clock.advance(60_001);
    expect((await t.call('GET', `/api/newsletter/confirm/?token=${old}`)).status).toBe(404);
    expect((await t.call('POST', '/api/newsletter/confirm/', { body: { token: old } })).status).toBe(404);
    expect(await (await subscribe('slow@example.com')).json()).toEqual({ email: 'slow@example.com', status: 'pending' });
    const fresh = tokenIn((await letters('slow@example.com')).at(-1)!.body);
    expect((await t.call('POST', '/api/newsletter/confirm/', { body: { token: fresh } })).status).toBe(200);
  });

  it('is rate-limited per client address like the code sends', async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.sendPerIp.max; i++) expect((await subscribe(`many${i}@example.com`, ip)).status).toBe(200);
    const res = await subscribe('one-more@example.com', ip);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });
});
