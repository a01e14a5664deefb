// The footer's newsletter (spec §2 Footer, spec §7): POST /api/newsletter/ {email} → 200
// {email, status} — `pending` after a confirmation letter went out (double opt-in: under 152-ФЗ
// the confirmed address is the proof of consent), `confirmed` when it already is. Idempotent
// per address: a repeat within RESEND_MS sends nothing new; send-like limits per client address
// (lib/rate-limit.ts LIMITS.sendPerIp). The letter's link opens GET /api/newsletter/confirm/
// (a page with a button: mail scanners prefetch GETs) and POST confirms.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { NewsletterBody, type NewsletterAnswer } from '@donor/shared/contract/catalog';
import { pathOf, type RawAnswer } from '@donor/shared/endpoint';
import { confirmNewsletter, getNewsletterConfirmPage, subscribeNewsletter } from '@donor/shared/endpoints/newsletter';
import type { ApiEnv, Ctx } from '../../lib/context.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { sha256 } from '../../lib/crypto.ts';
import { readBody } from '../../lib/http.ts';
import { queueMessage } from '../../lib/outbox.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { LIMITS, consume } from '../../lib/rate-limit.ts';
import { route, type RouteIo } from '../../lib/route.ts';
import { escapeHtml, page, pageHeaders } from '../payments/html.ts';
import { mailingFromEnv, type MailingProvider } from './provider.ts';
import { newsletterSubscriptions } from './schema.ts';

/** A pending address gets a new letter only after this long (the same window as code sends). */
export const RESEND_MS = 10 * 60_000;

/**
 * A confirmation link works for 3 days after its letter (docs/SECURITY.md «Рассылка»): long
 * enough for a letter read over a weekend, short enough that a link found later in an old
 * mailbox does not subscribe anyone. A later request sends a new link.
 */
export const CONFIRM_TTL_MS = 3 * 24 * 60 * 60_000;

export const NEWSLETTER_TEXT = {
  subject: 'Подтвердите подписку на рассылку — Донор Рядом',
  body: (link: string) => [
    'Здравствуйте! Кто-то (надеемся, вы) подписал этот адрес на рассылку «Донор Рядом»: раз в месяц — новости донорства и важные сборы.',
    `Чтобы подтвердить подписку, откройте ссылку: ${link}`,
    'Если вы не подписывались, просто не отвечайте на это письмо — без подтверждения рассылки не будет.',
    'Команда «Донор Рядом»',
  ].join('\n\n'),
  title: 'Подписка на рассылку',
  ask: (email: string) => `Подтвердите подписку адреса ${email} на рассылку «Донор Рядом».`,
  button: 'Подтвердить подписку',
  done: 'Подписка подтверждена. Спасибо! Первое письмо придёт в начале месяца.',
  bad: 'Ссылка недействительна или устарела. Подпишитесь ещё раз в подвале сайта.',
  toSite: 'На сайт',
} as const;

const TOKEN_RE = /^[\w-]{43}$/;

export function registerNewsletterRoutes(app: Hono<ApiEnv>, opts: { mailing?: MailingProvider } = {}): void {
  const mailing = opts.mailing ?? mailingFromEnv(process.env);

  route(app, subscribeNewsletter, NewsletterBody, async (c, io) => {
    const deps = c.get('deps');
    const { email } = await io.body();
    await consume(deps, LIMITS.sendPerIp, clientIp(c));
    const now = deps.now();
    const answer: NewsletterAnswer = await deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)).for('update');
      if (row?.status === 'confirmed') return { email, status: 'confirmed' };
      // The resend window is for a pending address; one that unsubscribed gets its letter at once.
      if (row?.status === 'pending' && now.getTime() - row.sentAt.getTime() < RESEND_MS) return { email, status: 'pending' };
      const token = randomBytes(32).toString('base64url');
      const values = { tokenHash: sha256(token), sentAt: now };
      // An address that unsubscribed starts over: pending until it confirms again.
      await tx.insert(newsletterSubscriptions).values({ email, createdAt: now, ...values })
        .onConflictDoUpdate({ target: newsletterSubscriptions.email, set: { ...values, status: 'pending' } });
      const link = `${publicOrigin(c)}${pathOf(getNewsletterConfirmPage)}?token=${token}`;
      await queueMessage(tx, now, { channel: 'email', target: email, subject: NEWSLETTER_TEXT.subject, body: NEWSLETTER_TEXT.body(link) });
      return { email, status: 'pending' };
    });
    c.header('Cache-Control', 'no-store');
    return io.ok(answer);
  });

  const html = (c: Ctx, io: RouteIo<RawAnswer, never>, status: 200 | 404, body: string) =>
    io.send(c.body(page(NEWSLETTER_TEXT.title, body), status, pageHeaders(false)));
  const message = (text: string) => `<h1>${NEWSLETTER_TEXT.title}</h1><p>${escapeHtml(text)}</p><a class="link" href="/">${NEWSLETTER_TEXT.toSite}</a>`;
  const byToken = async (c: Ctx, token: string) => {
    if (!TOKEN_RE.test(token)) return undefined;
    const deps = c.get('deps');
    const [row] = await deps.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.tokenHash, sha256(token)));
    // An unconfirmed link expires; a confirmed one only shows that it is done.
    if (row?.status === 'pending' && deps.now().getTime() - row.sentAt.getTime() > CONFIRM_TTL_MS) return undefined;
    return row;
  };

  route(app, getNewsletterConfirmPage, async (c, io) => {
    const token = c.req.query('token') ?? '';
    const row = await byToken(c, token);
    if (!row) return html(c, io, 404, message(NEWSLETTER_TEXT.bad));
    if (row.status === 'confirmed') return html(c, io, 200, message(NEWSLETTER_TEXT.done));
    return html(c, io, 200, `<h1>${NEWSLETTER_TEXT.title}</h1><p>${escapeHtml(NEWSLETTER_TEXT.ask(row.email))}</p>
<form method="post" action="${pathOf(confirmNewsletter)}"><input type="hidden" name="token" value="${escapeHtml(token)}">
<button class="ok" type="submit">${NEWSLETTER_TEXT.button}</button></form>`);
  });

  // The body is read here, not by route(): a browser form gets a page, never a JSON error.
  route(app, confirmNewsletter, async (c, io) => {
    const deps = c.get('deps');
    let token = '';
    try {
      const body = ((await readBody(c)) ?? {}) as { token?: unknown };
      token = typeof body.token === 'string' ? body.token : '';
    } catch {
      // A browser form gets a page, not a JSON error body.
    }
    const row = await byToken(c, token);
    if (!row) return html(c, io, 404, message(NEWSLETTER_TEXT.bad));
    if (row.status !== 'confirmed') {
      const now = deps.now();
      await deps.db.transaction(async (tx) => {
        await tx.update(newsletterSubscriptions).set({ status: 'confirmed', confirmedAt: now }).where(eq(newsletterSubscriptions.id, row.id));
        await mailing.subscribe(tx, row.email, now);
      });
    }
    return html(c, io, 200, message(NEWSLETTER_TEXT.done));
  });
}
