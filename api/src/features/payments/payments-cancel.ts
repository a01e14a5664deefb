// The cancel link of every monthly receipt: GET shows a confirmation page (link
// scanners in mail services prefetch GETs, so GET never changes anything), POST cancels.
// The token is signed and unguessable (service.ts cancelToken).
import type { Hono } from 'hono';
import { pathOf, type RawAnswer } from '@donor/shared/endpoint';
import { cancelByLink, getCancelLinkPage } from '@donor/shared/endpoints/donate';
import type { ApiEnv, Ctx } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { readBody } from '../../lib/http.ts';
import { route, type RouteIo } from '../../lib/route.ts';
import { PROVIDER_RETRY_AFTER_S, ProviderUnavailable, type PaymentSetup } from './provider.ts';
import { cancelSubscription, subscriptionByToken } from './service.ts';
import { escapeHtml, page, pageHeaders } from './html.ts';

export const CANCEL_PAGE = {
  title: 'Отмена ежемесячного пожертвования',
  confirm: (amount: number) => `Вы собираетесь отменить ежемесячное пожертвование ${amount} ₽. Следующих списаний не будет.`,
  button: 'Отменить пожертвование',
  done: 'Ежемесячное пожертвование отменено. Спасибо, что были с нами!',
  already: 'Это ежемесячное пожертвование уже отменено.',
  bad: 'Ссылка недействительна. Отменить пожертвование можно в личном кабинете или написав в поддержку.',
  toSite: 'На сайт',
  unavailableTitle: 'Сервис временно недоступен',
  unavailable: 'Платёжная система сейчас не отвечает, поэтому отменить пожертвование не получилось. Ничего не списано и не отменено: ежемесячное пожертвование пока действует. Попробуйте ещё раз через несколько минут.',
  retry: 'Попробовать ещё раз',
} as const;

export function registerCancelLinkRoutes(app: Hono<ApiEnv>, setup: PaymentSetup): void {
  const answer = (c: Ctx, io: RouteIo<RawAnswer, never>, status: 200 | 400 | 404 | 503, html: string) => io.send(c.body(html, status, pageHeaders(false)));
  const message = (text: string) => `<h1>${CANCEL_PAGE.title}</h1><p>${escapeHtml(text)}</p><a class="link" href="/">${CANCEL_PAGE.toSite}</a>`;

  route(app, getCancelLinkPage, async (c, io) => {
    const token = c.req.query('token') ?? '';
    const sub = await subscriptionByToken(c.get('deps').db, setup, token);
    if (!sub) return answer(c, io, 404, page(CANCEL_PAGE.title, message(CANCEL_PAGE.bad)));
    if (sub.status === 'cancelled') return answer(c, io, 200, page(CANCEL_PAGE.title, message(CANCEL_PAGE.already)));
    return answer(c, io, 200, page(CANCEL_PAGE.title, `<h1>${CANCEL_PAGE.title}</h1><p>${escapeHtml(CANCEL_PAGE.confirm(sub.amount))}</p>
<form method="post" action="${pathOf(cancelByLink)}"><input type="hidden" name="token" value="${escapeHtml(token)}">
<button class="ok" type="submit">${CANCEL_PAGE.button}</button></form><a class="link cancel" href="/">${CANCEL_PAGE.toSite}</a>`));
  });

  // The body is read here, not by route(): a browser form gets a page, never a JSON error.
  route(app, cancelByLink, async (c, io) => {
    const deps = c.get('deps');
    let body: { token?: unknown };
    try {
      body = ((await readBody(c)) ?? {}) as { token?: unknown }; // JSON `null` is a valid body
    } catch (error) {
      // A browser form gets a page, not a JSON error body.
      if (error instanceof ApiError) return answer(c, io, 400, page(CANCEL_PAGE.title, message(CANCEL_PAGE.bad)));
      throw error;
    }
    const token = typeof body.token === 'string' ? body.token : '';
    const sub = token ? await subscriptionByToken(deps.db, setup, token) : null;
    if (!sub) return answer(c, io, 404, page(CANCEL_PAGE.title, message(CANCEL_PAGE.bad)));
    try {
      await cancelSubscription(deps.db, deps.now(), setup, sub);
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      // Fail closed and say so (docs/SECURITY.md "Сбои платёжной системы"): the subscription
      // stays active here as at the provider; the same form lets the donor try again.
      console.error('[payments] cancel link', error.provider, error.cause ?? error);
      c.header('Retry-After', String(PROVIDER_RETRY_AFTER_S));
      return answer(c, io, 503, page(CANCEL_PAGE.unavailableTitle, `<h1>${CANCEL_PAGE.unavailableTitle}</h1><p>${escapeHtml(CANCEL_PAGE.unavailable)}</p>
<form method="post" action="${pathOf(cancelByLink)}"><input type="hidden" name="token" value="${escapeHtml(token)}">
<button class="ok" type="submit">${CANCEL_PAGE.retry}</button></form><a class="link cancel" href="/">${CANCEL_PAGE.toSite}</a>`));
    }
    return answer(c, io, 200, page(CANCEL_PAGE.title, message(CANCEL_PAGE.done)));
  });
}
