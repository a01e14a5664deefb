// spec §7 "Fundraising and payments": payment config, POST /api/{provider}/process-payment/,
// provider webhooks, /api/payments/, /api/profile/payments/, /api/donaters-this-month/, and
// monthly-subscription cancelling (cabinet and the signed link of receipt e-mails).
import { and, asc, count, desc, eq, gte, or, sql, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { DONATERS_DEFAULTS, ProcessPaymentBody, donationProblems, type Donor } from '@donor/shared/contract/donation';
import type { PublicPayment, Subscription } from '@donor/shared/contract/payments';
import {
  cancelSubscription as cancelSubscriptionEndpoint, cloudPaymentsPayWebhook, cloudPaymentsRecurrentWebhook, getPaymentPageCss, getPaymentsConfig,
  listDonatersThisMonth, listPayments, listProfilePayments, listSubscriptions, processPayment, yooKassaWebhook,
} from '@donor/shared/endpoints/donate';
import type { ApiEnv, Ctx } from '../../lib/context.ts';
import { ApiError, fieldError, notFound } from '../../lib/errors.ts';
import { route, type Answered, type RouteIo } from '../../lib/route.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { listBody, pathId, queryText, readBody, readPage } from '../../lib/http.ts';
import { clientAddress, clientIp } from '../../lib/client-ip.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { consume } from '../../lib/rate-limit.ts';
import { currentUser, requireUser } from '../../lib/tokens.ts';
import { collects, payments, subscriptions } from './schema.ts';
import { NotificationRejected, PROVIDER_NAMES, PROVIDER_RETRY_AFTER_S, ProviderUnavailable, type PaymentSetup, type ProviderName } from './provider.ts';
import { RETURN_URL_MSG, allowedReturnUrl } from './return-url.ts';
import { applyNotice, cancelSubscription, createOrder } from './service.ts';
import { SANDBOX_CSS } from './sandbox.ts';
import * as MSG from '@donor/shared/messages';

export const PAY_MSG = {
  off: 'Приём пожертвований временно недоступен. Попробуйте позже.',
  provider: 'Платёжная система сейчас не отвечает. Попробуйте позже.',
  badProvider: 'Этот способ оплаты сейчас недоступен.',
  collect: 'Сбор не найден или уже закрыт.',
  unavailable: 'Платёжная система временно недоступна: ничего не отменено, пожертвование пока действует. Попробуйте позже.',
} as const;

/**
 * Donations only: a charity-shop purchase is recorded in `payments` too (the books, one
 * transaction id once) but is nobody's gift — not in the donor lists, not in the cabinet's.
 */
const gifts = eq(payments.kind, 'donation');

/** Order spam from one address is throttled (each order is a row and a provider call). */
const PAY_LIMIT = { scope: 'pay:ip', max: 30, windowMs: 10 * 60_000 };

/** Our origin for absolute links: PUBLIC_ORIGIN, never the request's Host (lib/public-origin.ts). */
export const origin = (c: Ctx) => publicOrigin(c);

/**
 * The payment routes. `setup` is the app's one set of providers (app.ts: the environment decides,
 * setup.ts; tests inject providers with a stubbed fetch), shared with the cancel link, the
 * sandbox and the shop.
 */
export function registerPaymentRoutes(app: Hono<ApiEnv>, setup: PaymentSetup): void {

  // The stylesheet of the server-rendered payment pages (checkout, cancel link).
  route(app, getPaymentPageCss, (c, io) =>
    io.send(c.body(SANDBOX_CSS, 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=3600' })));

  route(app, getPaymentsConfig, (_c, io) => {
    const noStore = { 'Cache-Control': 'no-store' };
    if (!setup.link || !setup.widget) throw new ApiError(503, { detail: PAY_MSG.off }, noStore);
    return io.ok({ link: setup.link, widget: setup.widget }, 200, noStore);
  });

  // The body is checked here, not by route(): every wrong field answers the one type message
  // (the widget shows its own texts), and only after the provider and the rate limit. A retry
  // with the same Idempotency-Key gets the first order back, not a second one (docs/booking.md
  // «Повтор запроса»); its rate limit is not spent again.
  idempotent(app, processPayment);
  route(app, processPayment, async (c, io) => {
    const deps = c.get('deps');
    const name = c.req.param('provider') as ProviderName;
    const provider = PROVIDER_NAMES.includes(name) ? setup.providers[name] : undefined;
    if (!provider) throw notFound();
    await consume(deps, PAY_LIMIT, clientIp(c));
    const parsed = ProcessPaymentBody.safeParse(await readBody(c));
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? 'non_field_errors')] ??= []).push(MSG.type);
      throw new ApiError(400, errors);
    }
    const body = parsed.data;
    // spec §5 re-validated here: the client's checks are a convenience, not a guarantee.
    const problems = donationProblems(body);
    if (problems) throw new ApiError(400, Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, [v]])));
    const flow = body.payment_type === 'monthly' ? 'widget' : 'link';
    if ((flow === 'widget' ? setup.widget : setup.link) !== name) throw fieldError('payment_method', PAY_MSG.badProvider);
    if (flow === 'link' && !body.redirect_url) throw fieldError('redirect_url', MSG.required);
    if (body.redirect_url !== undefined) {
      // Our origin or a partner's (PARTNER_ORIGINS), never anywhere else (docs/SECURITY.md).
      const allowed = allowedReturnUrl(deps, body.redirect_url, setup.publicOrigin);
      if (!allowed) throw fieldError('redirect_url', RETURN_URL_MSG);
      body.redirect_url = allowed;
    }
    const collectId = await activeCollectId(c, body.metadata.collect_id);
    const user = await currentUser(c, deps);
    const order = await createOrder(deps.db, deps.now(), { body, provider: name, flow, userId: user?.user.id ?? null, collectId });
    try {
      const checkout = await provider.checkout(
        { id: order.id, flow, amount: order.amount, currency: 'RUB', paymentType: order.paymentType, paymentMethod: order.paymentMethod, email: order.email,
          description: body.description ?? '', returnUrl: order.returnUrl, metadata: order.metadata },
        { origin: origin(c) },
      );
      c.header('Cache-Control', 'no-store');
      return io.ok({ order_id: order.id, ...(checkout.url ? { url: checkout.url } : {}), ...(checkout.widget ? { widget: checkout.widget } : {}) }, 201);
    } catch (error) {
      console.error('[payments] checkout', name, error);
      throw new ApiError(502, { detail: PAY_MSG.provider });
    }
  });

  /** Provider webhooks: the raw body is verified first; nothing is recorded when it fails. */
  const webhook = <A extends object>(name: ProviderName, answer: (ok: boolean) => A) => async (c: Ctx, io: RouteIo<A, never>): Promise<Answered<A>> => {
    const provider = setup.providers[name];
    if (!provider) throw notFound();
    const rawBody = await c.req.text();
    let notice;
    try {
      notice = await provider.verifyNotification({ rawBody, headers: c.req.raw.headers, ip: clientAddress(c) });
    } catch (error) {
      // The provider could not confirm the notice (its API is down, slow or garbled): 503 asks
      // it to send the notice again later — YooKassa retries for 24 hours (docs/SECURITY.md).
      if (!(error instanceof NotificationRejected) || error.reason === 'recheck') {
        console.error(`[payments] ${name} notification not confirmed, asking for a retry`, error);
        throw new ApiError(503, { detail: 'Платёжная система временно недоступна, повторите уведомление позже.' }, { 'Retry-After': String(PROVIDER_RETRY_AFTER_S) });
      }
      console.warn(`[payments] ${name} notification rejected: ${error.reason}`);
      throw new ApiError(error.reason === 'ip' ? 403 : error.reason === 'signature' ? 401 : 400, { detail: 'Уведомление отклонено.' });
    }
    const deps = c.get('deps');
    const result = await applyNotice(deps.db, deps.now(), setup, name, notice, origin(c));
    if (result.kind === 'rejected') {
      console.warn(`[payments] ${name} ${notice.transactionId} refused: ${result.reason}`);
      throw new ApiError(400, { detail: 'Уведомление не соответствует заказу.', ...answer(false) });
    }
    return io.ok(answer(true));
  };
  // CloudPayments expects {"code":0}; YooKassa any 2xx.
  route(app, cloudPaymentsPayWebhook, webhook('cloudpayments', (ok) => ({ code: ok ? 0 : 13 })));
  route(app, yooKassaWebhook, webhook('yookassa', () => ({})));
  // CloudPayments "Recurrent": the provider stopped a subscription itself → stop it here too.
  route(app, cloudPaymentsRecurrentWebhook, async (c, io) => {
    const provider = setup.providers.cloudpayments;
    if (!provider?.verifySubscriptionNotice) throw notFound();
    let notice;
    try {
      notice = await provider.verifySubscriptionNotice({ rawBody: await c.req.text(), headers: c.req.raw.headers, ip: clientAddress(c) });
    } catch (error) {
      if (!(error instanceof NotificationRejected)) throw error;
      throw new ApiError(error.reason === 'signature' ? 401 : 400, { detail: 'Уведомление отклонено.' });
    }
    const { db, now } = c.get('deps');
    if (!notice.active) {
      await db.update(subscriptions).set({ status: 'cancelled', cancelledAt: now(), nextChargeAt: null })
        .where(and(eq(subscriptions.provider, 'cloudpayments'), eq(subscriptions.providerSubscriptionId, notice.subscriptionId), eq(subscriptions.status, 'active')));
    }
    return io.ok({ code: 0 });
  });

  route(app, listPayments, async (c, io) => {
    const { db } = c.get('deps');
    const page = readPage(c, 50); // spec §9: payments page size 50
    const ordering = queryText(c, 'ordering', 20) || '-created_at';
    const orders: Record<string, SQL[]> = {
      '-created_at': [desc(payments.createdAt), desc(payments.id)], created_at: [asc(payments.createdAt), asc(payments.id)],
      '-amount': [desc(payments.amount), desc(payments.id)], amount: [asc(payments.amount), asc(payments.id)],
    };
    if (!orders[ordering]) throw fieldError('ordering', 'Недопустимое значение сортировки.');
    const [total] = await db.select({ n: count() }).from(payments).where(gifts);
    const rows = await db.select().from(payments).where(gifts).orderBy(...orders[ordering]!).limit(page.size).offset(page.offset);
    return io.ok(listBody(c, page, total?.n ?? 0, rows.map(publicPayment)));
  });

  route(app, listProfilePayments, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const page = readPage(c, 50);
    const mine = and(gifts, or(eq(payments.userId, user.id), user.email ? eq(payments.email, user.email.toLowerCase()) : sql`false`));
    const [total] = await deps.db.select({ n: count() }).from(payments).where(mine);
    const rows = await deps.db.select().from(payments).where(mine).orderBy(desc(payments.createdAt), desc(payments.id)).limit(page.size).offset(page.offset);
    c.header('Cache-Control', 'no-store');
    return io.ok(listBody(c, page, total?.n ?? 0, rows.map((r) => ({ ...publicPayment(r), amount: r.amount, subscription_id: r.subscriptionId }))));
  });

  // spec §7: amount (default 300), payment_type (default RECURRING); the widget's donor list.
  route(app, listDonatersThisMonth, async (c, io) => {
    const { db, now } = c.get('deps');
    const rawAmount = queryText(c, 'amount', 9) || String(DONATERS_DEFAULTS.amount);
    if (!/^\d{1,9}$/.test(rawAmount)) throw fieldError('amount', MSG.integer);
    const kind = (queryText(c, 'payment_type', 20) || queryText(c, 'kind', 20) || DONATERS_DEFAULTS.payment_type).toUpperCase();
    if (kind !== 'RECURRING' && kind !== 'ONETIME') throw fieldError('payment_type', 'Выберите RECURRING или ONETIME.');
    const d = now();
    const monthStart = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
    const where = and(gifts, gte(payments.createdAt, monthStart), eq(payments.amount, Number(rawAmount)), eq(payments.paymentType, kind === 'RECURRING' ? 'monthly' : 'once'));
    const [total] = await db.select({ n: count() }).from(payments).where(where);
    // The widget shows a few names: it asks page_size=5 (its bytes count toward the partner budget).
    const rawSize = queryText(c, 'page_size', 3) ?? '';
    const size = /^\d{1,2}$/.test(rawSize) ? Math.min(20, Math.max(1, Number(rawSize))) : 20;
    const rows = await db.select().from(payments).where(where).orderBy(desc(payments.createdAt), desc(payments.id)).limit(size);
    c.header('Cache-Control', 'public, max-age=60');
    return io.ok({ count: total?.n ?? 0, results: rows.map(donor) });
  });

  route(app, listSubscriptions, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const rows = await deps.db.select().from(subscriptions).where(mineSubs(user)).orderBy(desc(subscriptions.createdAt));
    c.header('Cache-Control', 'no-store');
    return io.ok({ count: rows.length, num_pages: 1, next: null, previous: null, results: rows.map(publicSubscription) });
  });

  route(app, cancelSubscriptionEndpoint, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const [sub] = await deps.db.select().from(subscriptions).where(and(eq(subscriptions.id, pathId(c)), mineSubs(user)));
    if (!sub) throw notFound();
    try {
      return io.ok(publicSubscription(await cancelSubscription(deps.db, deps.now(), setup, sub)));
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      console.error('[payments] cancel', error.provider, error.cause ?? error);
      throw new ApiError(503, { detail: PAY_MSG.unavailable }, { 'Retry-After': String(PROVIDER_RETRY_AFTER_S) });
    }
  });

  async function activeCollectId(c: Ctx, raw: string | undefined): Promise<number | null> {
    if (!raw) return null;
    if (!/^\d{1,9}$/.test(raw)) throw fieldError('collect_id', PAY_MSG.collect);
    // Only a public fundraiser takes donations: a pending one has not been reviewed yet.
    const [row] = await c.get('deps').db.select({ id: collects.id }).from(collects)
      .where(and(eq(collects.id, Number(raw)), eq(collects.isActive, true), eq(collects.status, 'approved')));
    if (!row) throw fieldError('collect_id', PAY_MSG.collect);
    return row.id;
  }
}

export const mineSubs = (user: { id: number; email: string | null }) =>
  or(eq(subscriptions.userId, user.id), user.email ? eq(subscriptions.email, user.email.toLowerCase()) : sql`false`);

/** A donor as the widget lists them: the name and amount only when the donor allowed it. */
const donor = (r: typeof payments.$inferSelect): Donor => ({ id: r.id, name: r.displayName, amount: r.hideAmount ? null : r.amount });

/** A payment as anyone may see it (spec §7 /api/payments/). */
export const publicPayment = (r: typeof payments.$inferSelect): PublicPayment => ({
  ...donor(r),
  payment_type: r.paymentType === 'monthly' ? 'RECURRING' : 'ONETIME',
  created_at: r.createdAt.toISOString(),
  collect_id: r.collectId,
});

export const publicSubscription = (s: typeof subscriptions.$inferSelect): Subscription => ({
  id: s.id, amount: s.amount, currency: s.currency, status: s.status, provider: s.provider,
  created_at: s.createdAt.toISOString(), next_charge_at: s.nextChargeAt?.toISOString() ?? null, cancelled_at: s.cancelledAt?.toISOString() ?? null,
});
