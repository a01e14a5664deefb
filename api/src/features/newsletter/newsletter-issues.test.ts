// A moderator sends a newsletter issue (docs/staff.md «Рассылка»); every letter can be left in
// one click without login (docs/SECURITY.md «Рассылка», RFC 8058). The letters go through the
// real outbox worker to a real local SMTP server and are read back with a real MIME parser
// (postal-mime): the headers and links asserted are the ones a mail client would see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import PostalMime, { type Email } from 'postal-mime';
import { NewsletterIssue } from '@donor/shared/contract/staff-newsletter';
import { DEMO_ACCOUNTS } from '../../seed.ts';
import { makeTestApi, type TestApi } from '../../test-support.ts';
import { newsletterSubscriptions, outbox, staffAudit } from '../../schema.ts';
import { queueMessage } from '../../lib/outbox.ts';
import { smtpAdapter } from '../outbox/smtp.ts';
import { startLocalSmtp, type LocalSmtp } from '../outbox/test-servers.ts';
import { OutboxWorker } from '../outbox/worker.ts';
import { STAFF_ACCOUNTS } from '../staff/seed.ts';
import { ISSUE_TEXT } from './newsletter-issues.ts';
import { UNSUBSCRIBE_TEXT } from './newsletter-unsubscribe.ts';
import { localMailing } from './provider.ts';

let t: TestApi;
let smtp: LocalSmtp;
let worker: OutboxWorker;
let moderator = '';
let nurse = '';
let donor = '';
beforeAll(async () => {
  t = await makeTestApi();
  smtp = await startLocalSmtp();
  worker = new OutboxWorker({
    db: t.handle.db,
    adapters: { email: smtpAdapter(smtp.url, 'Донор Рядом <news@donor.test>') },
    now: () => t.clock.now,
    log: { info() {}, warn() {}, error() {} },
  });
  moderator = await t.login(STAFF_ACCOUNTS.moderator.email, STAFF_ACCOUNTS.moderator.password);
  nurse = await t.login(STAFF_ACCOUNTS.nurse.email, STAFF_ACCOUNTS.nurse.password);
  donor = await t.login(DEMO_ACCOUNTS.donor.email, DEMO_ACCOUNTS.donor.password);
});
afterAll(async () => {
  await worker?.stop();
  await smtp?.close();
  await t?.handle.close();
});

const ISSUES = '/api/staff/newsletter/issues/';
const send = (body: unknown, token = moderator) => t.call('POST', ISSUES, { token, body });
const list = () => t.handle.db.transaction((tx) => localMailing().addresses!(tx));

/** Subscribes through the footer's form and, unless `pending`, confirms with the letter's link. */
async function subscriber(email: string, pending = false): Promise<void> {
  expect((await t.call('POST', '/api/newsletter/', { body: { email } })).status).toBe(200);
  if (pending) return;
  const [letter] = await t.handle.db.select().from(outbox).where(eq(outbox.target, email)).orderBy(outbox.id);
  const token = /token=([\w-]{43})/.exec(letter!.body)![1];
  expect((await t.call('POST', '/api/newsletter/confirm/', { body: { token } })).status).toBe(200);
}

/** The letters of one issue that reached the SMTP server, parsed as a mail client would. */
async function received(subject: string): Promise<Array<{ to: string; mail: Email }>> {
  await worker.runOnce();
  const out = [];
  for (const m of smtp.mails) {
    const mail = await PostalMime.parse(m.raw);
    if (mail.subject === subject) out.push({ to: m.to[0]!, mail });
  }
  return out;
}

const header = (mail: Email, key: string): string[] => mail.headers.filter((h) => h.key === key).map((h) => h.value);
/** `http://localhost/api/…?t=…` → the path and query the test app is called with. */
const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
const status = async (email: string) =>
  (await t.handle.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0]!.status;

describe('POST /api/staff/newsletter/issues/ and the one-click unsubscribe', () => {
  it('only a moderator may send: anonymous 401, a donor and station staff 403, nothing queued', async () => {
    const body = { key: 'denied-1', subject: 'Не уйдёт', body: 'Текст' };
    expect((await t.call('POST', ISSUES, { body })).status).toBe(401);
    for (const token of [donor, nurse]) {
      const res = await send(body, token);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { detail: string }).detail).toMatch(/Нет доступа/);
    }
    expect(await t.handle.db.select().from(outbox).where(eq(outbox.subject, 'Не уйдёт'))).toEqual([]);
  });

  it('a bad issue → 400 with Russian field errors', async () => {
    const empty = await send({});
    expect(empty.status).toBe(400);
    expect(Object.keys((await empty.json()) as object).sort()).toEqual(['body', 'key', 'subject']);
    const badKey = await send({ key: 'июнь 2025', subject: 'Тема', body: 'Текст' });
    expect(await badKey.json()).toEqual({ key: [expect.stringMatching(/^Ключ выпуска/)] });
  });

  it('sends one letter per confirmed address with List-Unsubscribe (one-click) and the same link in the text; a retry sends nothing more', async () => {
    await subscriber('anna@example.com');
    await subscriber('boris@example.com');
    await subscriber('pending@example.com', true);
    const confirmed = await list();
    expect(confirmed).toEqual(expect.arrayContaining(['anna@example.com', 'boris@example.com']));
    expect(confirmed).not.toContain('pending@example.com');

    const issue = { key: '2025-06', subject: 'Новости донорства: июнь', body: 'Здравствуйте!\n\nВ июне станции ждут доноров с отрицательным резусом.' };
    const first = await send(issue);
    expect(first.status).toBe(201);
    const sent = NewsletterIssue.parse(await first.json());
    expect(sent).toMatchObject({ key: '2025-06', subject: issue.subject, recipients: confirmed.length });
    const [audit] = await t.handle.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'newsletter.send'), eq(staffAudit.objectId, '2025-06')));
    expect(audit).toMatchObject({ actorRole: 'moderator', objectType: 'newsletter_issue', after: { subject: issue.subject, recipients: confirmed.length } });

    // The retry (a timeout, a double click) answers with the issue as first sent and queues nothing.
    const again = await send(issue);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(sent);
    expect(await t.handle.db.select().from(outbox).where(eq(outbox.subject, issue.subject))).toHaveLength(confirmed.length);
    // The same key with another text is a mistake, not a new issue.
    const clash = await send({ ...issue, body: 'Другой текст' });
    expect(clash.status).toBe(409);
    expect(await clash.json()).toEqual({ key: [ISSUE_TEXT.keyTaken] });

    const letters = await received(issue.subject);
    expect(letters.map((l) => l.to).sort()).toEqual([...confirmed].sort());
    expect(await received(issue.subject)).toHaveLength(confirmed.length); // nothing sent twice

    const links = new Map<string, string>();
    for (const { to, mail } of letters) {
      const [unsub, ...more] = header(mail, 'list-unsubscribe');
      expect(more).toEqual([]);
      const m = /^<(http:\/\/localhost\/api\/newsletter\/unsubscribe\/\?t=\d+\.[\w-]{43})>$/.exec(unsub!);
      expect(m, unsub).not.toBeNull();
      expect(header(mail, 'list-unsubscribe-post')).toEqual(['List-Unsubscribe=One-Click']);
      expect(header(mail, 'precedence')).toEqual(['bulk']);
      expect(header(mail, 'list-id')[0]).toMatch(/<newsletter\.localhost>$/);
      expect(mail.text).toContain('В июне станции ждут доноров');
      expect(mail.text).toContain(`Отписаться можно без входа на сайт: ${m![1]}`);
      links.set(to, m![1]!);
    }
    expect(new Set(links.values()).size).toBe(letters.length); // each letter names its own subscription

    // Anna uses the link in the text: GET shows a button and changes nothing (mail scanners).
    const page = await t.call('GET', local(links.get('anna@example.com')!));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(UNSUBSCRIBE_TEXT.button);
    expect(html).toContain('anna@example.com');
    expect(await status('anna@example.com')).toBe('confirmed');
    // The page's form posts back to the same link.
    const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!.replace(/&#38;/g, '&');
    const done = await t.call('POST', action, { body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Вы отписались от рассылки');
    expect(await status('anna@example.com')).toBe('unsubscribed');

    // Boris's mail client uses the header: RFC 8058 one-click, a form POST to its URL, no login.
    const oneClick = () => t.call('POST', local(links.get('boris@example.com')!), { body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect((await oneClick()).status).toBe(200);
    expect((await oneClick()).status).toBe(200); // idempotent
    expect(await status('boris@example.com')).toBe('unsubscribed');
    expect((await t.call('GET', local(links.get('boris@example.com')!))).status).toBe(200);

    const left = await list();
    expect(left).not.toContain('anna@example.com');
    expect(left).not.toContain('boris@example.com');

    // The next issue goes to the list as it is now.
    const next = NewsletterIssue.parse(await (await send({ key: '2025-07', subject: 'Новости донорства: июль', body: 'Июль.' })).json());
    expect(next.recipients).toBe(left.length);
    const july = (await received('Новости донорства: июль')).map((l) => l.to);
    expect(july).toHaveLength(left.length);
    expect(july).not.toContain('anna@example.com');
  });

  it('a forged, altered or missing token → 400 with a Russian message; nothing changes', async () => {
    await subscriber('vera@example.com');
    await send({ key: 'forgery', subject: 'Проверка подписи', body: 'Текст.' });
    const [letter] = await t.handle.db.select().from(outbox).where(and(eq(outbox.target, 'vera@example.com'), eq(outbox.subject, 'Проверка подписи')));
    const token = /\?t=(\d+\.[\w-]{43})/.exec(letter!.body)![1]!;
    const [id, mac] = token.split('.') as [string, string];
    const otherId = `${Number(id) + 1}.${mac}`;
    const flipped = `${id}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [otherId, flipped, '', 'x', `${id}.`]) {
      for (const res of [
        await t.call('GET', `/api/newsletter/unsubscribe/?t=${bad}`),
        await t.call('POST', `/api/newsletter/unsubscribe/?t=${bad}`, { body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      ]) {
        expect(res.status, bad).toBe(400);
        expect(await res.text()).toContain('Ссылка для отписки недействительна');
      }
    }
    expect(await status('vera@example.com')).toBe('confirmed');
  });

  it('the outbox writes an https and a mailto unsubscribe into ONE List-Unsubscribe header', async () => {
    await queueMessage(t.handle.db, t.clock.now, { channel: 'email', target: 'two-ways@example.com', subject: 'Два способа', body: 'Текст' }, {
      headers: { list: { unsubscribe: ['https://donor.test/api/newsletter/unsubscribe/?t=1.x', 'mailto:unsubscribe@donor.test?subject=1'] } },
    });
    const letters = await received('Два способа');
    expect(letters).toHaveLength(1);
    const { mail } = letters[0]!;
    expect(header(mail, 'list-unsubscribe')).toEqual(['<https://donor.test/api/newsletter/unsubscribe/?t=1.x>, <mailto:unsubscribe@donor.test?subject=1>']);
    expect(header(mail, 'list-unsubscribe-post')).toEqual([]);
  });

  it('unsubscribing takes back a letter not sent yet; subscribing again needs a new confirmation', async () => {
    await subscriber('gleb@example.com');
    await send({ key: 'late-unsub', subject: 'Ещё не отправлено', body: 'Текст.' });
    const [letter] = await t.handle.db.select().from(outbox).where(and(eq(outbox.target, 'gleb@example.com'), eq(outbox.subject, 'Ещё не отправлено')));
    expect(letter!.status).toBe('pending');
    const link = /(\/api\/newsletter\/unsubscribe\/\?t=\S+)/.exec(letter!.body)![1]!;
    expect((await t.call('POST', link, { body: { t: '' } })).status).toBe(200);
    expect((await received('Ещё не отправлено')).map((l) => l.to)).not.toContain('gleb@example.com');

    expect(await (await t.call('POST', '/api/newsletter/', { body: { email: 'gleb@example.com' } })).json()).toEqual({ email: 'gleb@example.com', status: 'pending' });
    expect(await list()).not.toContain('gleb@example.com');
    const confirmation = (await t.handle.db.select().from(outbox).where(eq(outbox.target, 'gleb@example.com')).orderBy(outbox.id)).at(-1)!;
    const token = /token=([\w-]{43})/.exec(confirmation.body)![1];
    expect((await t.call('POST', '/api/newsletter/confirm/', { body: { token } })).status).toBe(200);
    expect(await list()).toContain('gleb@example.com');
  });
});
