// The sandbox's local checkout (sandbox.ts): the page, its CSS and result script, the
// stand-in card-widget script, and (outside production) a runner for due monthly charges.
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { pathOf, type RawAnswer } from '@donor/shared/endpoint';
import {
  finishSandboxCheckout, getSandboxCheckout, getSandboxCheckoutScript, getSandboxWidgetScript, runSandboxRecurring,
} from '@donor/shared/endpoints/donate';
import type { ApiEnv, Ctx } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { readBody } from '../../lib/http.ts';
import { route, type RouteIo } from '../../lib/route.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { paymentOrders } from './schema.ts';
import type { PaymentSetup } from './provider.ts';
import { applyNotice, chargeDueSandbox, type OrderRow } from './service.ts';
import { settleShopOrderOf } from '../shop/orders.ts';
import { SANDBOX_RESULT_JS, SANDBOX_WIDGET_JS } from './sandbox.ts';
import { escapeHtml, page, pageHeaders } from './html.ts';
import { allowedReturnUrl } from './return-url.ts';

export const CHECKOUT = {
  title: 'Оплата пожертвования',
  test: 'Тестовый режим: деньги не списываются. Выберите, чем закончится оплата.',
  amount: 'Сумма',
  kind: 'Вид',
  monthly: 'ежемесячно',
  once: 'разово',
  email: 'Квитанция на',
  succeed: 'Оплатить',
  fail: 'Отказ банка',
  cancel: 'Отменить оплату',
  success: 'Оплата прошла. Спасибо за вашу помощь!',
  failed: 'Платёж не прошёл: банк отклонил операцию.',
  cancelled: 'Оплата отменена.',
  back: 'Вернуться на сайт',
  gone: 'Этот платёж уже завершён или не найден.',
} as const;

const ORIGIN_RE = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i;
type Action = 'succeed' | 'fail' | 'cancel';
const STATUS: Record<Action, 'success' | 'fail' | 'cancel'> = { succeed: 'success', fail: 'fail', cancel: 'cancel' };

export function registerSandboxRoutes(app: Hono<ApiEnv>, setup: PaymentSetup): void {
  if (!setup.providers.sandbox) return;
  const asset = (type: string, body: string | ((c: Ctx) => string)) => (c: Ctx, io: RouteIo<RawAnswer, never>) =>
    io.send(c.body(typeof body === 'string' ? body : body(c), 200, {
      'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-cache', 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin',
    }));
  route(app, getSandboxWidgetScript, asset('text/javascript', (c) => SANDBOX_WIDGET_JS.replace('__ORIGIN__', JSON.stringify(publicOrigin(c)))));
  route(app, getSandboxCheckoutScript, asset('text/javascript', SANDBOX_RESULT_JS));

  async function sandboxOrder(c: Ctx): Promise<OrderRow | undefined> {
    const id = c.req.param('id') ?? '';
    if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
    const [row] = await c.get('deps').db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
    return row?.provider === 'sandbox' ? row : undefined;
  }
  const embedParams = (embed: unknown, parent: unknown) =>
    embed === '1' && typeof parent === 'string' && ORIGIN_RE.test(parent) ? { embed: true, parent } : { embed: false, parent: '' };

  route(app, getSandboxCheckout, async (c, io) => {
    const order = await sandboxOrder(c);
    const { embed, parent } = embedParams(c.req.query('embed'), c.req.query('parent'));
    if (!order) throw notFound();
    if (order.status !== 'pending') return io.send(c.body(page(CHECKOUT.title, `<h1>${CHECKOUT.title}</h1><p>${CHECKOUT.gone}</p>`), 200, pageHeaders(embed)));
    const hidden = embed ? `<input type="hidden" name="embed" value="1"><input type="hidden" name="parent" value="${escapeHtml(parent)}">` : '';
    const button = (action: Action, cls: string, label: string) =>
      `<form method="post" action="${pathOf(finishSandboxCheckout, { id: order.id, action })}">${hidden}<button class="${cls}" type="submit">${label}</button></form>`;
    return io.send(c.body(page(CHECKOUT.title, `<h1>${CHECKOUT.title}</h1><p class="note">${CHECKOUT.test}</p>
<dl><dt>${CHECKOUT.amount}</dt><dd>${order.amount} ₽</dd><dt>${CHECKOUT.kind}</dt><dd>${order.paymentType === 'monthly' ? CHECKOUT.monthly : CHECKOUT.once}</dd>
<dt>${CHECKOUT.email}</dt><dd>${escapeHtml(order.email)}</dd></dl>
${button('succeed', 'ok', CHECKOUT.succeed)}${button('fail', 'fail', CHECKOUT.fail)}${button('cancel', 'cancel', CHECKOUT.cancel)}`, { script: embed }), 200, pageHeaders(embed)));
  });

  // The form's body is read here, not by route(): a missing or odd field is the page's default.
  route(app, finishSandboxCheckout, async (c, io) => {
    const deps = c.get('deps');
    const action = c.req.param('action') as Action;
    const order = await sandboxOrder(c);
    if (!order || !(action in STATUS)) throw notFound();
    const form = ((await readBody(c)) ?? {}) as Record<string, unknown>; // JSON `null` is a valid body
    const { embed, parent } = embedParams(form.embed, form.parent);
    if (order.status === 'pending') {
      if (action === 'cancel') {
        await deps.db.update(paymentOrders).set({ status: 'cancelled', updatedAt: deps.now() }).where(eq(paymentOrders.id, order.id));
        // A charity-shop purchase gives its stock back at once (features/shop/orders.ts).
        await settleShopOrderOf(deps.db, deps.now(), order.id);
      } else {
        // The same path a real provider's verified webhook takes (amount checked, idempotent).
        await applyNotice(deps.db, deps.now(), setup, 'sandbox', {
          transactionId: `sbx-${order.id}`, orderId: order.id, subscriptionId: order.paymentType === 'monthly' ? `sbx-sub-${order.id}` : null,
          amount: order.amount, currency: 'RUB', status: action === 'succeed' ? 'succeeded' : 'failed',
        }, publicOrigin(c));
      }
    }
    const status = STATUS[action];
    // The link flow returns to the page that asked (spec §7 redirect_url with operation=success),
    // checked again here: an order stored before the allowlist, or one whose address cannot go
    // in a Location header, gets the result page instead of a redirect (docs/SECURITY.md).
    const returnUrl = order.returnUrl ? allowedReturnUrl(deps, order.returnUrl, setup.publicOrigin) : null;
    if (!embed && status === 'success' && returnUrl) return io.send(c.redirect(returnUrl, 303));
    const text = status === 'success' ? CHECKOUT.success : status === 'fail' ? CHECKOUT.failed : CHECKOUT.cancelled;
    const back = !embed && returnUrl ? withoutSuccess(returnUrl) : null;
    return io.send(c.body(
      page(CHECKOUT.title, `<h1 data-status="${status}" data-parent="${escapeHtml(parent)}">${text}</h1>${back ? `<a class="link" href="${escapeHtml(back)}">${CHECKOUT.back}</a>` : ''}`, { script: embed }),
      200,
      pageHeaders(embed),
    ));
  });

  route(app, runSandboxRecurring, async (c, io) => {
    const deps = c.get('deps');
    if (deps.env === 'production') throw notFound();
    return io.ok({ charged: await chargeDueSandbox(deps.db, deps.now(), setup, publicOrigin(c)) });
  });
}

function withoutSuccess(url: string): string {
  try {
    const u = new URL(url);
    u.searchParams.delete('operation');
    return u.toString();
  } catch {
    return '/';
  }
}
