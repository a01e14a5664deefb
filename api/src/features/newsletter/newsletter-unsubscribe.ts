// Unsubscribing without login (docs/SECURITY.md «Рассылка»; RFC 8058). Every newsletter letter
// carries `/api/newsletter/unsubscribe/?t=<signed token>` twice: in its List-Unsubscribe header
// and at the end of its text.
// - GET shows a page with a button and changes nothing: mail scanners and link previews open
//   links by GET (the same reason as the confirmation and cancel pages);
// - POST unsubscribes: the page's button, and the mail client's one-click button, which POSTs
//   `List-Unsubscribe=One-Click` to the header's URL by itself. Idempotent: 200 also when the
//   address has already left; a bad token is 400. The answer is a small page either way.
// Unsubscribing takes back the letters not yet sent to this address (outbox ref
// `newsletter:<id>`), and kills a pending confirmation link: the latest wish wins.
import { and, eq, ne } from 'drizzle-orm';
import type { Hono } from 'hono';
import { pathOf, type RawAnswer } from '@donor/shared/endpoint';
import { getNewsletterUnsubscribePage, unsubscribeNewsletter } from '@donor/shared/endpoints/newsletter';
import type { ApiEnv, Ctx } from '../../lib/context.ts';
import { readBody } from '../../lib/http.ts';
import { dropQueued } from '../../lib/outbox.ts';
import { route, type RouteIo } from '../../lib/route.ts';
import { escapeHtml, page, pageHeaders } from '../payments/html.ts';
import { mailingFromEnv, type MailingProvider } from './provider.ts';
import { newsletterSubscriptions } from './schema.ts';
import { subscriptionIdOf } from './unsubscribe-token.ts';

export const UNSUBSCRIBE_TEXT = {
  title: 'Отписка от рассылки',
  ask: (email: string) => `Отписать адрес ${email} от рассылки «Донор Рядом»? Писем рассылки на него больше не будет.`,
  button: 'Отписаться',
  done: 'Вы отписались от рассылки. Писем рассылки больше не будет. Подписаться снова можно в подвале сайта.',
  already: 'Вы уже отписались от рассылки. Подписаться снова можно в подвале сайта.',
  bad: 'Ссылка для отписки недействительна: скопируйте её из письма целиком. Если не получается — ответьте на письмо, и мы отпишем вас вручную.',
  toSite: 'На сайт',
} as const;

/** What the letter points at; `origin` is our public origin (lib/public-origin.ts), never a Host. */
export const unsubscribeLink = (origin: string, token: string): string => `${origin}${pathOf(unsubscribeNewsletter)}?t=${token}`;

/** The `ref` of a newsletter letter in the outbox (lib/outbox.ts switchedOff knows the prefix). */
export const letterRef = (subscriptionId: number): string => `newsletter:${subscriptionId}`;

export function registerNewsletterUnsubscribeRoutes(app: Hono<ApiEnv>, opts: { signingSecret: string; mailing?: MailingProvider }): void {
  const mailing = opts.mailing ?? mailingFromEnv(process.env);
  const html = (c: Ctx, io: RouteIo<RawAnswer, never>, status: 200 | 400, body: string) =>
    io.send(c.body(page(UNSUBSCRIBE_TEXT.title, body), status, pageHeaders(false)));
  const message = (text: string) => `<h1>${UNSUBSCRIBE_TEXT.title}</h1><p>${escapeHtml(text)}</p><a class="link" href="/">${UNSUBSCRIBE_TEXT.toSite}</a>`;
  const byToken = async (c: Ctx, token: string) => {
    const id = subscriptionIdOf(opts.signingSecret, token);
    if (id === null) return undefined;
    const [row] = await c.get('deps').db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id));
    return row;
  };

  route(app, getNewsletterUnsubscribePage, async (c, io) => {
    const token = c.req.query('t') ?? '';
    const row = await byToken(c, token);
    if (!row) return html(c, io, 400, message(UNSUBSCRIBE_TEXT.bad));
    if (row.status === 'unsubscribed') return html(c, io, 200, message(UNSUBSCRIBE_TEXT.already));
    // The token rides in the action's query, where the one-click POST carries it too.
    return html(c, io, 200, `<h1>${UNSUBSCRIBE_TEXT.title}</h1><p>${escapeHtml(UNSUBSCRIBE_TEXT.ask(row.email))}</p>
<form method="post" action="${escapeHtml(`${pathOf(unsubscribeNewsletter)}?t=${encodeURIComponent(token)}`)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button class="ok" type="submit">${UNSUBSCRIBE_TEXT.button}</button></form><a class="link cancel" href="/">${UNSUBSCRIBE_TEXT.toSite}</a>`);
  });

  // The body is read here, not by route(): a mail client's one-click sends a form, and a browser
  // form gets a page, never a JSON error. Its content does not matter: the token decides.
  route(app, unsubscribeNewsletter, async (c, io) => {
    const deps = c.get('deps');
    let fromBody = '';
    try {
      const body = ((await readBody(c)) ?? {}) as { t?: unknown };
      if (typeof body.t === 'string') fromBody = body.t;
    } catch {
      // An unreadable body is no reason to refuse a valid token in the query.
    }
    const row = await byToken(c, fromBody || (c.req.query('t') ?? ''));
    if (!row) return html(c, io, 400, message(UNSUBSCRIBE_TEXT.bad));
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      const changed = await tx
        .update(newsletterSubscriptions)
        // An empty hash matches no token: a pending confirmation link stops working.
        .set({ status: 'unsubscribed', unsubscribedAt: now, tokenHash: '' })
        .where(and(eq(newsletterSubscriptions.id, row.id), ne(newsletterSubscriptions.status, 'unsubscribed')))
        .returning({ id: newsletterSubscriptions.id });
      if (changed.length === 0) return;
      await dropQueued(tx, letterRef(row.id));
      await mailing.unsubscribe(tx, row.email, now);
    });
    return html(c, io, 200, message(UNSUBSCRIBE_TEXT.done));
  });
}
