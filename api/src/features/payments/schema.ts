// Drizzle view of api/migrations/0003_payments.sql and 0005_collects_moderation.sql (kept in sync by hand; schema.ts re-exports it).
import { boolean, customType, date, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

export type CollectStatus = 'pending' | 'approved' | 'rejected';
export const collects = pgTable('collects', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  goal: integer('goal').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  ownerId: integer('owner_id'),
  endsAt: date('ends_at', { mode: 'string' }),
  createdAt: ts('created_at').notNull(),
  // 0005_collects_moderation.sql: public only once staff approved it.
  status: text('status').$type<CollectStatus>().notNull().default('pending'),
  moderatedAt: ts('moderated_at'),
  moderatedBy: integer('moderated_by'),
});

export const souvenirs = pgTable('souvenirs', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  donationsNeeded: integer('donations_needed').notNull(),
  inStock: boolean('in_stock').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  // 0016_shop_newsletter.sql: how to get it, and its seed-time picture.
  howToGet: text('how_to_get').notNull().default(''),
  getVia: text('get_via').$type<'donations' | 'achievement' | 'amount'>().notNull().default('donations'),
  donationAmount: integer('donation_amount'),
  image: bytea('image'),
  // 0024_gift_delivery.sql: the sizes a donor picks from when requesting it (empty: one size).
  sizes: text('sizes').array().notNull().default([]),
});

export const shopItems = pgTable('shop_items', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  price: integer('price').notNull(),
  inStock: boolean('in_stock').notNull().default(true),
  buyUrl: text('buy_url'),
  sort: integer('sort').notNull().default(0),
  // 0016_shop_newsletter.sql: null = stock not counted.
  stock: integer('stock'),
  image: bytea('image'),
});

export type PaymentKind = 'donation' | 'shop';

export type OrderStatus = 'pending' | 'succeeded' | 'failed' | 'cancelled';
export const paymentOrders = pgTable('payment_orders', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  flow: text('flow').$type<'link' | 'widget'>().notNull(),
  paymentType: text('payment_type').$type<'monthly' | 'once'>().notNull(),
  paymentMethod: text('payment_method').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull().default('RUB'),
  email: text('email').notNull(),
  userId: integer('user_id'),
  collectId: integer('collect_id'),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  hideName: boolean('hide_name').notNull().default(false),
  hideAmount: boolean('hide_amount').notNull().default(false),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  status: text('status').$type<OrderStatus>().notNull().default('pending'),
  providerPaymentId: text('provider_payment_id'),
  returnUrl: text('return_url'),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const subscriptions = pgTable('subscriptions', {
  id: serial('id').primaryKey(),
  orderId: text('order_id').notNull(),
  provider: text('provider').notNull(),
  providerSubscriptionId: text('provider_subscription_id'),
  email: text('email').notNull(),
  userId: integer('user_id'),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull().default('RUB'),
  status: text('status').$type<'active' | 'cancelled'>().notNull().default('active'),
  cancelNonce: text('cancel_nonce').notNull(),
  nextChargeAt: ts('next_charge_at'),
  createdAt: ts('created_at').notNull(),
  cancelledAt: ts('cancelled_at'),
});

export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  provider: text('provider').notNull(),
  transactionId: text('transaction_id').notNull(),
  orderId: text('order_id'),
  subscriptionId: integer('subscription_id'),
  paymentType: text('payment_type').$type<'monthly' | 'once'>().notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull().default('RUB'),
  email: text('email').notNull(),
  userId: integer('user_id'),
  collectId: integer('collect_id'),
  displayName: text('display_name').notNull().default(''),
  hideAmount: boolean('hide_amount').notNull().default(false),
  createdAt: ts('created_at').notNull(),
  // 0025_shop_holds.sql: a gift, or a charity-shop purchase (never a donation in any list or letter).
  kind: text('kind').$type<PaymentKind>().notNull().default('donation'),
});
