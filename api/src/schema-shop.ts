// Drizzle view of api/migrations/0016_shop_newsletter.sql (kept in sync by hand; schema.ts
// re-exports it). The new columns of souvenirs and shop_items are in payments/schema.ts.
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
});

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  status: text('status').$type<'pending' | 'confirmed'>().notNull().default('pending'),
  tokenHash: text('token_hash').notNull(),
  provider: text('provider').notNull().default('local'),
  createdAt: ts('created_at').notNull(),
  sentAt: ts('sent_at').notNull(),
  confirmedAt: ts('confirmed_at'),
});
