// Drizzle view of api/migrations/0028_push.sql (kept in sync by hand, like api/src/schema.ts,
// which re-exports this file): the donor's push subscriptions and alert prefs
// (docs/notifications.md).
import { bigserial, boolean, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One browser subscription (W3C Push API); 404/410 from its push service deletes it. */
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  userAgent: text('user_agent'),
  createdAt: ts('created_at').notNull(),
  lastOkAt: ts('last_ok_at'),
});

/** A row = opted in. Quiet hours in minutes of the day (null = none); from > to wraps midnight. */
export const alertPrefs = pgTable('alert_prefs', {
  userId: integer('user_id').primaryKey(),
  reminder: boolean('reminder').notNull(),
  need: boolean('need').notNull(),
  eligible: boolean('eligible').notNull(),
  news: boolean('news').notNull(),
  quietFrom: smallint('quiet_from'),
  quietTo: smallint('quiet_to'),
  fallback: text('fallback').$type<'email' | 'sms' | 'none'>().notNull(),
  updatedAt: ts('updated_at').notNull(),
});

/**
 * 0030: the payload of an alert many donors get (a station's need), stored once; their outbox
 * rows carry `{"shared": id}` (lib/donor-notice.ts sharedNoticeBody).
 */
export const pushPayloads = pgTable('push_payloads', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ref: text('ref'),
  body: text('body').notNull(),
  createdAt: ts('created_at').notNull(),
});
