// Drizzle view of api/migrations/0008_account.sql (kept in sync by hand, like api/src/schema.ts,
// which re-exports this file so `db` sees one schema); its social-login tables are in
// features/oauth/schema.ts. The new users columns (metadata, deleted_at) and
// registration_attempts columns are in api/src/schema.ts with their tables.
import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** 152-ФЗ consents: which text version, when, from where; kept after deletion (withdrawn_at). */
export const userConsents = pgTable('user_consents', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  kind: text('kind').$type<'terms' | 'personal_data'>().notNull(),
  version: text('version').notNull(),
  acceptedAt: ts('accepted_at').notNull(),
  ip: text('ip'),
  withdrawnAt: ts('withdrawn_at'),
});

/** A pending e-mail/phone change; the code went to the new address (contact-change.ts). */
export const contactChanges = pgTable('contact_changes', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  channel: text('channel').$type<'sms' | 'email'>().notNull(),
  target: text('target').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  ownedByOther: boolean('owned_by_other').notNull().default(false),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

/** No row = both channels on. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id').primaryKey(),
  email: boolean('email').notNull().default(true),
  sms: boolean('sms').notNull().default(true),
  updatedAt: ts('updated_at').notNull(),
});
