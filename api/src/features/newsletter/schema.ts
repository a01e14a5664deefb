// Drizzle view of the newsletter_subscriptions table of api/migrations/0016_shop_newsletter.sql
// (kept in sync by hand; api/src/schema.ts re-exports it).
import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
