// Drizzle view of the newsletter tables of api/migrations/0016_shop_newsletter.sql and
// 0026_newsletter_issues.sql (kept in sync by hand; api/src/schema.ts re-exports it).
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  status: text('status').$type<'pending' | 'confirmed' | 'unsubscribed'>().notNull().default('pending'),
  tokenHash: text('token_hash').notNull(),
  provider: text('provider').notNull().default('local'),
  createdAt: ts('created_at').notNull(),
  sentAt: ts('sent_at').notNull(),
  confirmedAt: ts('confirmed_at'),
  /** 0026: when the address used the letter's unsubscribe link (status `unsubscribed`). */
  unsubscribedAt: ts('unsubscribed_at'),
});

/** 0026: one row per issue a moderator sent; the key makes a retry send nothing more. */
export const newsletterIssues = pgTable('newsletter_issues', {
  key: text('key').primaryKey(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  recipients: integer('recipients').notNull(),
  sentBy: integer('sent_by'),
  createdAt: ts('created_at').notNull(),
});
