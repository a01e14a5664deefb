// Drizzle view of api/migrations/0008_account.sql (kept in sync by hand, like schema.ts, which
// re-exports this file so `db` sees one schema). The new users columns (metadata, deleted_at)
// and registration_attempts columns are in schema.ts with their tables.
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

/** A pending e-mail/phone change; the code went to the new address (account/contact-change.ts). */
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

export const socialAccounts = pgTable('social_accounts', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  provider: text('provider').notNull(),
  providerUid: text('provider_uid').notNull(),
  displayName: text('display_name').notNull().default(''),
  createdAt: ts('created_at').notNull(),
});

/** An OAuth round trip in flight (api/src/oauth/oauth-state.ts). */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  browserHash: text('browser_hash').notNull(),
  userId: integer('user_id'),
  nextPath: text('next_path'),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

/** The sandbox provider's own codes (api/src/oauth/sandbox.ts). */
export const oauthSandboxCodes = pgTable('oauth_sandbox_codes', {
  codeHash: text('code_hash').primaryKey(),
  uid: text('uid').notNull(),
  displayName: text('display_name').notNull(),
  email: text('email'),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});
