// What every provider shares (spec §7): storing orders, applying verified notifications
// (amount and currency checked against the order, idempotent on the transaction id), starting
// subscriptions, receipts in the outbox with a signed cancel link, and cancelling.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { ProcessPaymentBody } from '@donor/shared/contract/donation';
import type { Db, Tx } from '../../db.ts';
import { safeEqual } from '../../lib/crypto.ts';
import { queueMessage } from '../../lib/outbox.ts';
import { paymentOrders, payments, subscriptions } from './schema.ts';
import { ProviderUnavailable, type PaymentNotice, type PaymentProvider, type PaymentSetup, type ProviderName } from './provider.ts';
import { recomputeAchievements } from '../achievements/achievements-store.ts';
import { settleShopOrderOf } from '../shop/orders.ts';
import { formatMoney } from '@donor/shared/i18n';

/** A charity-shop purchase pays through an ordinary order (features/shop/orders.ts): not a gift. */
const isShop = (order: Pick<OrderRow, 'metadata'>): boolean => order.metadata.kind === 'shop';

export type OrderRow = typeof paymentOrders.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The receipt's date: Moscow time, as the project keeps its books (ru, '5 декабря 2026, 14:05'). */
const receiptDate = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Moscow' });
export const formatReceiptDate = (at: Date): string => `${receiptDate.format(at).replace(' г.', '').replace(' в ', ', ')} (мск)`;

export interface ReceiptFacts {
  /** The recorded payment's number (payments.id): what the donor quotes to support. */
  number: number;
  at: Date;
  amount: number;
  monthly: boolean;
  cancelUrl: string | null;
}

/** The thank-you letter of a gift (never of a shop purchase: that has its order letter). */
export const RECEIPT = {
  subject: 'Спасибо за пожертвование — Донор Рядом',
  body: (r: ReceiptFacts) =>
    [
      `Спасибо! Мы получили ваше ${r.monthly ? 'ежемесячное ' : ''}пожертвование на развитие донорства.`,
      [`Квитанция № ${r.number}`, `Дата: ${formatReceiptDate(r.at)}`, `Сумма: ${formatMoney(r.amount)}`,
        `Назначение: ${r.monthly ? 'ежемесячное пожертвование' : 'пожертвование'} на развитие донорства`].join('\n'),
      r.monthly ? 'Следующее списание — через месяц, той же суммой.' : '',
      r.cancelUrl ? `Отменить ежемесячное пожертвование: ${r.cancelUrl}` : '',
      'Команда «Донор Рядом»',
    ].filter(Boolean).join('\n\n'),
} as const;

export async function createOrder(
  db: Db,
  now: Date,
  input: { body: ProcessPaymentBody; provider: ProviderName; flow: 'link' | 'widget'; userId: number | null; collectId: number | null },
): Promise<OrderRow> {
  const { body } = input;
  const m = body.metadata;
  const [row] = await db
    .insert(paymentOrders)
    .values({
      id: randomUUID(),
      provider: input.provider,
      flow: input.flow,
      paymentType: body.payment_type,
      paymentMethod: body.payment_method,
      amount: body.amount,
      email: body.email.trim().toLowerCase(),
      userId: input.userId,
      collectId: input.collectId,
      firstName: m.firstName.trim().slice(0, 150),
      lastName: (m.lastName ?? '').trim().slice(0, 150),
      hideName: m.donater_status === 'anonym',
      hideAmount: m.payment_display_status === 'hidden',
      metadata: { ...m, user_id: input.userId },
      returnUrl: body.redirect_url ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

export type ApplyResult =
  | { kind: 'recorded'; paymentId: number }
  | { kind: 'duplicate' }
  | { kind: 'failed-recorded' }
  | { kind: 'rejected'; reason: 'unknown-order' | 'amount' | 'currency' };

/** Whole kopecks compare exactly; a provider may send 500 or "500.00". */
const sameAmount = (rubles: number, notice: number) => Math.round(notice * 100) === rubles * 100;

export async function applyNotice(
  db: Db,
  now: Date,
  setup: PaymentSetup,
  provider: ProviderName,
  n: PaymentNotice,
  origin: string,
): Promise<ApplyResult> {
  return db.transaction(async (tx) => {
    const order = n.orderId
      ? (await tx.select().from(paymentOrders).where(and(eq(paymentOrders.id, n.orderId), eq(paymentOrders.provider, provider))))[0]
      : undefined;
    const sub = !order && n.subscriptionId
      ? (await tx.select().from(subscriptions).where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, n.subscriptionId))))[0]
      : undefined;
    const expected = order?.amount ?? sub?.amount;
    if (expected === undefined) return { kind: 'rejected', reason: 'unknown-order' };
    if (n.currency !== 'RUB') return { kind: 'rejected', reason: 'currency' };
    if (!sameAmount(expected, n.amount)) return { kind: 'rejected', reason: 'amount' };

    if (n.status === 'failed') {
      if (order && order.status === 'pending') {
        await tx.update(paymentOrders).set({ status: 'failed', updatedAt: now }).where(eq(paymentOrders.id, order.id));
        // A purchase's stock goes back at once, not when the hold ends.
        if (isShop(order)) await settleShopOrderOf(tx, now, order.id);
      }
      return { kind: 'failed-recorded' };
    }
    const source = order ?? (await tx.select().from(paymentOrders).where(eq(paymentOrders.id, sub!.orderId)))[0]!;
    const [inserted] = await tx
      .insert(payments)
      .values({
        provider,
        transactionId: n.transactionId,
        orderId: source.id,
        subscriptionId: sub?.id ?? null,
        paymentType: source.paymentType,
        amount: expected,
        email: source.email,
        userId: source.userId,
        collectId: source.collectId,
        displayName: source.hideName ? '' : [source.firstName, source.lastName.slice(0, 1) ? `${source.lastName.slice(0, 1)}.` : ''].filter(Boolean).join(' '),
        hideAmount: source.hideAmount,
        createdAt: now,
        kind: isShop(source) ? 'shop' : 'donation',
      })
      .onConflictDoNothing({ target: [payments.provider, payments.transactionId] })
      .returning({ id: payments.id });
    if (!inserted) return { kind: 'duplicate' };

    let cancelUrl: string | null = null;
    if (order && isShop(order)) {
      // A purchase: the order is paid (its own «Заказ № N оплачен» letter), no donation receipt.
      await tx.update(paymentOrders).set({ status: 'succeeded', updatedAt: now }).where(eq(paymentOrders.id, order.id));
      await settleShopOrderOf(tx, now, order.id);
      return { kind: 'recorded', paymentId: inserted.id };
    }
    if (order) {
      await tx.update(paymentOrders).set({ status: 'succeeded', updatedAt: now }).where(eq(paymentOrders.id, order.id));
      if (order.paymentType === 'monthly') {
        const started = await startSubscription(tx, now, order, provider, n.subscriptionId);
        await tx.update(payments).set({ subscriptionId: started.id }).where(eq(payments.id, inserted.id));
        cancelUrl = cancelLink(setup, origin, started);
      }
    } else if (sub) {
      await tx.update(subscriptions).set({ nextChargeAt: addMonth(now) }).where(eq(subscriptions.id, sub.id));
      cancelUrl = sub.status === 'active' ? cancelLink(setup, origin, sub) : null;
    }
    // monthly_donor: consecutive months of recorded monthly payments (features/achievements/compute.ts).
    if (source.paymentType === 'monthly' && source.userId !== null) await recomputeAchievements(tx, source.userId, now);
    await queueMessage(tx, now, {
      channel: 'email', target: source.email, subject: RECEIPT.subject,
      body: RECEIPT.body({ number: inserted.id, at: now, amount: expected, monthly: source.paymentType === 'monthly', cancelUrl }),
    });
    return { kind: 'recorded', paymentId: inserted.id };
  });
}

function addMonth(d: Date): Date {
  const next = new Date(d);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

async function startSubscription(tx: Tx, now: Date, order: OrderRow, provider: ProviderName, providerId: string | null): Promise<SubscriptionRow> {
  const [existing] = await tx.select().from(subscriptions).where(eq(subscriptions.orderId, order.id));
  if (existing) return existing;
  const [row] = await tx
    .insert(subscriptions)
    .values({
      orderId: order.id, provider, providerSubscriptionId: providerId, email: order.email, userId: order.userId,
      amount: order.amount, cancelNonce: randomBytes(16).toString('base64url'), nextChargeAt: addMonth(now), createdAt: now,
    })
    .returning();
  return row!;
}

// ---------------------------------------------------------------- the signed cancel link

const sign = (secret: string, id: number, nonce: string) =>
  createHmac('sha256', secret).update(`cancel-subscription:${id}:${nonce}`).digest('base64url');

/** `<id>.<nonce>.<hmac>`: unguessable (128-bit nonce) and signed with the server secret. */
export const cancelToken = (setup: Pick<PaymentSetup, 'signingSecret'>, sub: Pick<SubscriptionRow, 'id' | 'cancelNonce'>) =>
  `${sub.id}.${sub.cancelNonce}.${sign(setup.signingSecret, sub.id, sub.cancelNonce)}`;

/** `origin` is our public origin (lib/public-origin.ts), never a request's Host. */
export const cancelLink = (setup: PaymentSetup, origin: string, sub: Pick<SubscriptionRow, 'id' | 'cancelNonce'>) =>
  `${origin}/api/subscriptions/cancel/?token=${cancelToken(setup, sub)}`;

/** The subscription a cancel token names, or null for anything forged, altered or unknown. */
export async function subscriptionByToken(db: Db, setup: PaymentSetup, token: string): Promise<SubscriptionRow | null> {
  const m = /^(\d{1,10})\.([\w-]{10,64})\.([\w-]{43})$/.exec(token);
  if (!m) return null;
  const id = Number(m[1]);
  if (!safeEqual(sign(setup.signingSecret, id, m[2]!), m[3]!)) return null;
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row && safeEqual(row.cancelNonce, m[2]!) ? row : null;
}

/**
 * Stops future charges: first at the provider (if it holds the schedule), then here. When the
 * provider cannot be reached this throws ProviderUnavailable and changes nothing: the
 * subscription stays active here exactly as it does there, and the donor may try again.
 */
export async function cancelSubscription(db: Db, now: Date, setup: PaymentSetup, sub: SubscriptionRow): Promise<SubscriptionRow> {
  if (sub.status === 'cancelled') return sub;
  const provider: PaymentProvider | undefined = setup.providers[sub.provider as ProviderName];
  if (sub.providerSubscriptionId && provider) {
    try {
      await provider.cancelSubscription(sub.providerSubscriptionId);
    } catch (error) {
      throw error instanceof ProviderUnavailable ? error : new ProviderUnavailable(provider.name, { cause: error });
    }
  }
  const [row] = await db
    .update(subscriptions)
    .set({ status: 'cancelled', cancelledAt: now, nextChargeAt: null })
    .where(eq(subscriptions.id, sub.id))
    .returning();
  return row!;
}

/**
 * The sandbox holds its own schedule (a real provider charges by itself and notifies us):
 * charges every active sandbox subscription that is due. Cancelled ones are never charged.
 */
export async function chargeDueSandbox(db: Db, now: Date, setup: PaymentSetup, origin: string): Promise<number> {
  const due = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, 'sandbox'), eq(subscriptions.status, 'active'), lte(subscriptions.nextChargeAt, now)));
  let charged = 0;
  for (const sub of due) {
    const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(payments).where(eq(payments.subscriptionId, sub.id));
    const res = await applyNotice(db, now, setup, 'sandbox', {
      transactionId: `sbx-${sub.id}-${n + 1}`, orderId: null, subscriptionId: sub.providerSubscriptionId, amount: sub.amount, currency: 'RUB', status: 'succeeded',
    }, origin);
    if (res.kind === 'recorded') charged++;
  }
  return charged;
}
