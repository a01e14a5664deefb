// Drizzle view of the social-login tables of api/migrations/0008_account.sql (kept in sync by
// hand; api/src/schema.ts re-exports this file so `db` sees one schema).
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const socialAccounts = pgTable('social_accounts', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  provider: text('provider').notNull(),
  providerUid: text('provider_uid').notNull(),
  displayName: text('display_name').notNull().default(''),
  createdAt: ts('created_at').notNull(),
});

/** An OAuth round trip in flight (oauth-state.ts). */
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

/** The sandbox provider's own codes (sandbox.ts). */
export const oauthSandboxCodes = pgTable('oauth_sandbox_codes', {
  codeHash: text('code_hash').primaryKey(),
  uid: text('uid').notNull(),
  displayName: text('display_name').notNull(),
  email: text('email'),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});
