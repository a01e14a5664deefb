// Drizzle view of the shop_orders table of api/migrations/0016_shop_newsletter.sql and 0025_shop_holds.sql (kept in sync
// by hand; api/src/schema.ts re-exports it). The new columns of souvenirs and shop_items are in
// features/payments/schema.ts; newsletter_subscriptions is in features/newsletter/schema.ts.
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type ShopOrderStatus = 'created' | 'paid' | 'cancelled';
export const shopOrders = pgTable('shop_orders', {
  id: serial('id').primaryKey(),
  publicId: text('public_id').notNull(),
  itemId: integer('item_id').notNull(),
  quantity: integer('quantity').notNull(),
  amount: integer('amount').notNull(),
  email: text('email').notNull(),
  paymentOrderId: text('payment_order_id').notNull(),
  status: text('status').$type<ShopOrderStatus>().notNull().default('created'),
  createdAt: ts('created_at').notNull(),
  paidAt: ts('paid_at'),
  // 0025_shop_holds.sql: whose hold this is (a hash of the client address; orders.ts CLIENT_HOLD_MAX).
  clientKey: text('client_key').notNull().default(''),
});
