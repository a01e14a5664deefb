// Charity-shop orders (spec §2 /charityshop, spec §7 payments): an order row plus an ordinary
// payment order, so the shop pays through the same providers, checkout pages and verified
// notifications as a donation (features/payments/service.ts applyNotice checks amount and currency).
// created → paid once that payment order succeeded; created → cancelled (stock given back) when
// it failed or was cancelled, or after HOLD_MS unpaid. `settle` makes the step; it runs when the
// payment's notice is applied (applyNotice, the sandbox's cancel), whenever the order is read (the
// buyer's return page) and for stale holds before a new order takes stock or the catalogue is
// listed; it is idempotent: a conditional UPDATE moves each order once.
// A hold is short and small (docs/SECURITY.md «Благотворительный магазин»): HOLD_MS, and at most
// SHOP_HOLD_MAX pieces of counted stock per client at a time.
import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import * as SHOP from '@donor/shared/shop-messages';
import { SHOP_HOLD_MAX, SHOP_HOLD_MINUTES } from '@donor/shared/shop-messages';
import type { ShopOrder } from '@donor/shared/contract/catalog';
import type { Db, Tx } from '../../db.ts';
import { ApiError, fieldError } from '../../lib/errors.ts';
import { queueMessage } from '../../lib/outbox.ts';
import { paymentOrders, shopItems } from '../payments/schema.ts';
import type { ProviderName } from '../payments/provider.ts';
import { shopOrders } from './schema.ts';

export type ShopOrderRow = typeof shopOrders.$inferSelect;

const rub = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 });

export const ORDER_MAIL = {
  subject: (n: number) => `Заказ № ${n} оплачен — Донор Рядом`,
  body: (n: number, title: string, quantity: number, amount: number) =>
    [`Спасибо за покупку в благотворительном магазине! Заказ № ${n} оплачен.`, `${title} × ${quantity} — ${rub.format(amount)}.`,
      'Мы напишем, когда заказ будет готов к отправке. Вся выручка магазина идёт на развитие донорства.', 'Команда «Донор Рядом»'].join('\n\n'),
} as const;

export interface NewOrder {
  itemId: number;
  quantity: number;
  email: string;
  userId: number | null;
  provider: ProviderName;
  /** Absolute URL of /charityshop; the order's id is added to it as `?order=`. */
  returnBase: string;
  /** The client's rate key (lib/client-ip.ts clientIp); stored only as its hash (clientKeyOf). */
  client: string;
}

/** What shop_orders.client_key holds: a hash, so the table keeps no addresses. */
export const clientKeyOf = (client: string): string => createHash('sha256').update(`shop-hold:${client}`).digest('base64url').slice(0, 22);

/**
 * The pieces of counted stock this client holds in unpaid, unexpired orders, and when the
 * oldest of those holds ends (null when none).
 */
async function heldBy(tx: Tx, now: Date, key: string): Promise<{ held: number; freeAt: Date | null }> {
  const rows = await tx.select({ quantity: shopOrders.quantity, createdAt: shopOrders.createdAt }).from(shopOrders)
    .innerJoin(shopItems, eq(shopItems.id, shopOrders.itemId))
    .where(and(eq(shopOrders.clientKey, key), eq(shopOrders.status, 'created'), isNotNull(shopItems.stock),
      gt(shopOrders.createdAt, new Date(now.getTime() - HOLD_MS))))
    .orderBy(asc(shopOrders.createdAt));
  const held = rows.reduce((n, r) => n + r.quantity, 0);
  return { held, freeAt: rows[0] ? new Date(rows[0].createdAt.getTime() + HOLD_MS) : null };
}

/**
 * Checks the item, its stock and the client's holds, takes the stock, stores both rows. 400 field
 * errors otherwise; 429 (with Retry-After: when the client's oldest hold ends) over the hold cap.
 */
export async function createShopOrder(db: Db, now: Date, o: NewOrder): Promise<{ order: ShopOrderRow; title: string; returnUrl: string }> {
  const clientKey = clientKeyOf(o.client);
  return db.transaction(async (tx) => {
    // One client's parallel orders (for different items) must not pass the cap together.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`shop-hold|${clientKey}`}))`);
    const [item] = await tx.select({ id: shopItems.id, title: shopItems.title, price: shopItems.price, inStock: shopItems.inStock, stock: shopItems.stock, buyUrl: shopItems.buyUrl })
      .from(shopItems).where(eq(shopItems.id, o.itemId)).for('update');
    if (!item) throw fieldError('item_id', SHOP.itemNotFound);
    if (item.buyUrl) throw fieldError('item_id', SHOP.externalOnly);
    if (!item.inStock || item.stock === 0) throw fieldError('item_id', SHOP.itemSoldOut);
    if (item.stock !== null && item.stock < o.quantity) throw fieldError('quantity', SHOP.notEnoughStock(item.stock));
    if (item.stock !== null) {
      // Counted stock is what can run out: one client holds only a little of it at a time.
      if (o.quantity > SHOP_HOLD_MAX) throw fieldError('quantity', SHOP.holdTooMany(SHOP_HOLD_MAX));
      const { held, freeAt } = await heldBy(tx, now, clientKey);
      if (held + o.quantity > SHOP_HOLD_MAX) {
        const waitS = Math.max(1, Math.ceil(((freeAt?.getTime() ?? now.getTime() + HOLD_MS) - now.getTime()) / 1000));
        throw new ApiError(429, { detail: SHOP.holdBusy(SHOP_HOLD_MAX, Math.ceil(waitS / 60)) }, { 'Retry-After': String(waitS) });
      }
    }
    if (item.stock !== null) await tx.update(shopItems).set({ stock: item.stock - o.quantity }).where(eq(shopItems.id, item.id));

    const publicId = randomUUID();
    const amount = item.price * o.quantity;
    const returnUrl = `${o.returnBase}?order=${publicId}`;
    const [pay] = await tx.insert(paymentOrders).values({
      id: randomUUID(), provider: o.provider, flow: 'link', paymentType: 'once', paymentMethod: 'card', amount, email: o.email, userId: o.userId,
      // A purchase, not a gift: never named or summed in the public donor lists.
      hideName: true, hideAmount: true, metadata: { kind: 'shop', shop_order: publicId }, returnUrl, createdAt: now, updatedAt: now,
    }).returning({ id: paymentOrders.id });
    const [order] = await tx.insert(shopOrders).values({
      publicId, itemId: item.id, quantity: o.quantity, amount, email: o.email, paymentOrderId: pay!.id, createdAt: now, clientKey,
    }).returning();
    return { order: order!, title: item.title, returnUrl };
  });
}

/**
 * An unpaid order holds its stock this long — time enough to pay, not to sit on the shop; then
 * its payment order is cancelled (the sandbox page says «уже завершён») and the stock goes back,
 * so abandoned checkouts cannot sell out a shop.
 */
export const HOLD_MS = SHOP_HOLD_MINUTES * 60_000;

/**
 * Moves an order on by its payment order's state (see the file comment). A payment that still
 * arrives for a released order wins: the buyer paid, so the order is paid and the stock taken
 * again (never below zero).
 */
export async function settleShopOrder(db: Db | Tx, now: Date, order: ShopOrderRow): Promise<ShopOrderRow> {
  if (order.status === 'paid') return order;
  return db.transaction(async (tx) => {
    let [pay] = await tx.select({ status: paymentOrders.status }).from(paymentOrders).where(eq(paymentOrders.id, order.paymentOrderId));
    if (!pay) return order;
    if (pay.status === 'pending' && order.status === 'created' && now.getTime() - order.createdAt.getTime() >= HOLD_MS) {
      const [gone] = await tx.update(paymentOrders).set({ status: 'cancelled', updatedAt: now })
        .where(and(eq(paymentOrders.id, order.paymentOrderId), eq(paymentOrders.status, 'pending'))).returning({ status: paymentOrders.status });
      pay = gone ?? pay;
    }
    if (pay.status === 'pending') return order;
    const paid = pay.status === 'succeeded';
    if (!paid && order.status === 'cancelled') return order;
    const [moved] = await tx.update(shopOrders)
      .set(paid ? { status: 'paid', paidAt: now } : { status: 'cancelled' })
      .where(and(eq(shopOrders.id, order.id), eq(shopOrders.status, order.status)))
      .returning();
    if (!moved) return (await tx.select().from(shopOrders).where(eq(shopOrders.id, order.id)))[0]!;
    const counted = and(eq(shopItems.id, moved.itemId), isNotNull(shopItems.stock));
    if (paid) {
      if (order.status === 'cancelled') await tx.update(shopItems).set({ stock: sql`GREATEST(${shopItems.stock} - ${moved.quantity}, 0)` }).where(counted);
      const [item] = await tx.select({ title: shopItems.title }).from(shopItems).where(eq(shopItems.id, moved.itemId));
      await queueMessage(tx, now, { channel: 'email', target: moved.email, subject: ORDER_MAIL.subject(moved.id), body: ORDER_MAIL.body(moved.id, item?.title ?? '', moved.quantity, moved.amount) });
    } else {
      await tx.update(shopItems).set({ stock: sql`${shopItems.stock} + ${moved.quantity}` }).where(counted);
    }
    return moved;
  });
}

/**
 * Settles the shop order paid by this payment order, if it is one (applyNotice after a verified
 * notice, the sandbox's cancel): paid → the order letter; failed or cancelled → stock back now.
 */
export async function settleShopOrderOf(db: Db | Tx, now: Date, paymentOrderId: string): Promise<ShopOrderRow | null> {
  const [row] = await db.select().from(shopOrders).where(eq(shopOrders.paymentOrderId, paymentOrderId));
  return row ? settleShopOrder(db, now, row) : null;
}

/**
 * Releases the stock of orders left unpaid longer than HOLD_MS, and of unpaid ones whose payment
 * already failed or was cancelled (run before an order takes stock and when the catalogue is listed).
 */
export async function releaseStaleOrders(db: Db, now: Date): Promise<number> {
  const stale = await db.select({ o: shopOrders }).from(shopOrders)
    .innerJoin(paymentOrders, eq(paymentOrders.id, shopOrders.paymentOrderId))
    .where(and(eq(shopOrders.status, 'created'), or(lt(shopOrders.createdAt, new Date(now.getTime() - HOLD_MS)), ne(paymentOrders.status, 'pending'))))
    .then((rows) => rows.map((r) => r.o));
  let released = 0;
  for (const o of stale) if ((await settleShopOrder(db, now, o)).status === 'cancelled') released++;
  return released;
}

/** The order by its public id, settled, with its item's title; null when unknown. */
export async function readShopOrder(db: Db, now: Date, publicId: string): Promise<{ order: ShopOrderRow; title: string } | null> {
  if (!/^[0-9a-f-]{36}$/.test(publicId)) return null;
  const [row] = await db.select({ o: shopOrders, title: shopItems.title }).from(shopOrders)
    .innerJoin(shopItems, eq(shopItems.id, shopOrders.itemId)).where(eq(shopOrders.publicId, publicId));
  if (!row) return null;
  return { order: await settleShopOrder(db, now, row.o), title: row.title };
}

export const serializeShopOrder = (o: ShopOrderRow, title: string, checkoutUrl?: string): ShopOrder => ({
  id: o.publicId, number: o.id, item_id: o.itemId, title, quantity: o.quantity, amount: o.amount, status: o.status,
  ...(checkoutUrl ? { checkout_url: checkoutUrl } : {}),
});
