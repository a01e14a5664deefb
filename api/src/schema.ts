// Drizzle view of the tables created by api/migrations/*.sql (there is no drizzle-kit: the SQL
// files are the truth, this file must be kept in sync with them by hand).
import { bigint, bigserial, boolean, date, doublePrecision, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sql as sqlExpr } from 'drizzle-orm';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const schemaMigrations = pgTable('schema_migrations', {
  name: text('name').primaryKey(),
  appliedAt: ts('applied_at').notNull(),
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
});

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  countryId: integer('country_id').notNull(),
});

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  slug: text('slug').notNull(),
  regionId: integer('region_id'),
  countryId: integer('country_id').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
});

/** 0014: 'enough' added (spec §3 need per type). */
type Need = 'need' | 'enough' | 'unknown';
const need = (name: string) => text(name).$type<Need>().notNull().default('unknown');

export const bloodStations = pgTable('blood_stations', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  address: text('address').notNull(),
  cityId: integer('city_id').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  phone: text('phone'),
  site: text('site'),
  workingHours: text('working_hours').notNull().default(''),
  closed: boolean('closed').notNull().default(false),
  o_plus: need('o_plus'),
  o_minus: need('o_minus'),
  a_plus: need('a_plus'),
  a_minus: need('a_minus'),
  b_plus: need('b_plus'),
  b_minus: need('b_minus'),
  ab_plus: need('ab_plus'),
  ab_minus: need('ab_minus'),
  kell: need('kell'),
  /** 0014: when the station last updated its needs; null = never. */
  needsUpdatedAt: timestamp('needs_updated_at', { withTimezone: true }),
  /** 0014: the station's own booking page, if it has one. */
  bookingUrl: text('booking_url'),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email'),
  phone: text('phone'),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  birthDate: date('birth_date', { mode: 'string' }),
  tag: text('tag'),
  cityId: integer('city_id'),
  photoSmall: text('photo_small'),
  referralCode: text('referral_code').notNull(),
  referredBy: integer('referred_by'),
  isActive: boolean('is_active').notNull().default(false),
  /** Platform moderator (0005_collects_moderation.sql): approves fundraisers. */
  isStaff: boolean('is_staff').notNull().default(false),
  dateJoined: ts('date_joined').notNull(),
  /** 0004: shown as «Донор» in the public station lists. */
  hideName: boolean('hide_name').notNull().default(false),
  /** 0008: PATCH /api/auth/{id}/metadata/ (a JSON object, ≤ 4 KB). */
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  /** 0008: the donor deleted the account; personal data are erased (features/account/delete-account.ts). */
  deletedAt: ts('deleted_at'),
  /** 0007: for the eligibility engine's intervals; null = not told. */
  gender: text('gender').$type<'male' | 'female'>(),
  /** 0010: spec §3 Top-donors filter blood_group / kell; null = not told. */
  bloodGroup: text('blood_group').$type<'o_plus' | 'o_minus' | 'a_plus' | 'a_minus' | 'b_plus' | 'b_minus' | 'ab_plus' | 'ab_minus'>(),
  kell: text('kell').$type<'positive' | 'negative'>(),
  /** 0022: GET/PATCH /api/auth/donor_card/ — donations on the paper card before the platform. */
  donorCardCount: integer('donor_card_count').notNull().default(0),
  /** 0022: POST /api/auth/email_widget_link_checked/ — the e-mail prompt was followed. */
  emailWidgetCheckedAt: ts('email_widget_checked_at'),
});

export const authTokens = pgTable('auth_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  createdAt: ts('created_at').notNull(),
  lastUsedAt: ts('last_used_at').notNull(),
  revokedAt: ts('revoked_at'),
});

export const authCodes = pgTable('auth_codes', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  purpose: text('purpose').$type<'register' | 'recover'>().notNull(),
  channel: text('channel').$type<'sms' | 'email'>().notNull(),
  target: text('target').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

export const resetTokens = pgTable('reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull(),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

export const rateEvents = pgTable('rate_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  scope: text('scope').notNull(),
  key: text('key').notNull(),
  at: ts('at').notNull(),
});

/** 0004: one row per registration; the users row is written when its own code comes back. */
export const registrationAttempts = pgTable('registration_attempts', {
  id: integer('id').primaryKey().default(sqlExpr`nextval('users_id_seq')`),
  channel: text('channel').$type<'sms' | 'email'>().notNull(),
  target: text('target').notNull(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull().default(''),
  birthDate: date('birth_date', { mode: 'string' }),
  tag: text('tag'),
  cityId: integer('city_id'),
  /** 0023: the blood group told at registration (optional). */
  bloodGroup: text('blood_group').$type<'o_plus' | 'o_minus' | 'a_plus' | 'a_minus' | 'b_plus' | 'b_minus' | 'ab_plus' | 'ab_minus'>(),
  referredBy: integer('referred_by'),
  accountExists: boolean('account_exists').notNull().default(false),
  codeHash: text('code_hash').notNull(),
  codeAttempts: integer('code_attempts').notNull().default(0),
  codeExpiresAt: ts('code_expires_at').notNull(),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  doneAt: ts('done_at'),
  /** 0008: the legal text versions accepted and the address they were accepted from. */
  termsVersion: text('terms_version'),
  personalDataVersion: text('personal_data_version'),
  ip: text('ip'),
});

export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel').$type<'sms' | 'email' | 'push'>().notNull(),
  target: text('target').notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  createdAt: ts('created_at').notNull(),
  sentAt: ts('sent_at'),
  /** pending → sent, or dead after too many failures (api/migrations/0006_outbox_delivery.sql). */
  status: text('status').$type<'pending' | 'sent' | 'dead'>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  /** When the worker may take it next; a claim moves it forward by the lease. */
  nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
  claimToken: text('claim_token'),
  lastError: text('last_error'),
  /** 0007: what the message belongs to (`plan:12`), so its pending reminders can be replaced. */
  ref: text('ref'),
  /** 0015: files sent with an e-mail (a booking's .ics); null = none. */
  attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
  /** 0026: mail headers of a bulk letter (the newsletter's List-Unsubscribe…); null = none. */
  headers: jsonb('headers').$type<OutboxMailHeaders>(),
});
export interface OutboxAttachment { filename: string; content_type: string; content: string }
/**
 * Headers of one e-mail (api/migrations/0026_newsletter_issues.sql). `list` becomes nodemailer's
 * `list` option (features/outbox/smtp.ts), which adds the angle brackets and folds the line:
 * `unsubscribe` — the URLs of ONE List-Unsubscribe header, https first (RFC 8058), `id` — the
 * List-Id. `extra` goes out as is (List-Unsubscribe-Post, Precedence).
 */
export interface OutboxMailHeaders {
  list?: { unsubscribe?: string[]; id?: { url: string; comment?: string } };
  extra?: Record<string, string>;
}

/** Shared-state counters polled by every API process (lib/cache-epoch.ts). */
export const cacheEpochs = pgTable('cache_epochs', {
  name: text('name').primaryKey(),
  epoch: bigint('epoch', { mode: 'number' }).notNull().default(0),
  bumpedAt: ts('bumped_at'),
});

/**
 * 0027: what a write with an `Idempotency-Key` answered (lib/idempotency.ts); `status` null while
 * the first request runs. Shared by every API process; rows live 24 h.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scope: text('scope').notNull(),
    route: text('route').notNull(),
    key: text('key').notNull(),
    bodyHash: text('body_hash').notNull(),
    status: smallint('status'),
    answer: text('answer'),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    createdAt: ts('created_at').notNull(),
    startedAt: ts('started_at').notNull(),
  },
  (t) => [unique().on(t.scope, t.route, t.key)],
);

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  cityId: integer('city_id'),
});

export const organizationManagers = pgTable(
  'organization_managers',
  {
    organizationId: integer('organization_id').notNull(),
    userId: integer('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId] })],
);

export const donations = pgTable('donations', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  donateAt: date('donate_at', { mode: 'string' }).notNull(),
  /** 0017: 'rejected' by a moderator (reason kept; the donor fixes and resends). */
  status: text('status').$type<'accepted' | 'pre_accepted' | 'rejected'>().notNull(),
  bloodClass: text('blood_class').notNull(),
  bloodStationId: integer('blood_station_id'),
  createdAt: ts('created_at').notNull(),
  /** 0007: what the donor tells about a donation. */
  isPaid: boolean('is_paid').notNull().default(false),
  volumeMl: integer('volume_ml'),
  certificatePictureId: integer('certificate_picture_id'),
  /** 0017: donation review (docs/staff.md «Проверка донаций»). */
  reviewedBy: integer('reviewed_by'),
  reviewedAt: ts('reviewed_at'),
  rejectReason: text('reject_reason'),
  rejectComment: text('reject_comment'),
  /** When the donor last sent it for review (the queue is oldest first). */
  submittedAt: ts('submitted_at'),
  source: text('source').$type<'donor' | 'station' | 'seed'>().notNull().default('donor'),
  /** The booking whose check-in wrote it (one donation per booking). */
  bookingId: integer('booking_id'),
  /** 0032: the shipment to a hospital it left in (docs/staff.md «Ваша кровь помогла»); null = not sent. */
  shipmentId: integer('shipment_id'),
});
export * from './features/stations/schema.ts'; // station details, favorites, notices, organization members (0002)
export * from './features/booking/schema.ts'; // events, their time slots, booked donors (0002)
export * from './features/payments/schema.ts'; // collects, shop, payments, subscriptions (0003)
export * from './features/uploads/schema.ts'; // pictures (0007)
export * from './features/cabinet/schema.ts'; // deferrals, donor plans, honor certificates, surveys, feedback (0007)
export * from './features/account/schema.ts'; // consents, contact changes, notifications (0008)
export * from './features/oauth/schema.ts'; // socials, OAuth states (0008)
export * from './features/helpme/schema.ts'; // address needs (0002) and recipient needs: patient, consent, photo, closing; their slots and joined donors (0009)
export * from './features/top/schema.ts'; // the rankings' per-donor summary of confirmed donations (0010)
export * from './features/achievements/schema.ts'; // the stage each donor reached per achievement (0011)
export * from './features/recognition/schema.ts'; // partner bonuses and codes, collective donations, advice, gift requests (0012)
export * from './features/home/schema.ts'; // stories and reactions, banners, interesting cards, donor ocean ids (0013)
export * from './features/shop/schema.ts'; // charity-shop orders (0016)
export * from './features/newsletter/schema.ts'; // newsletter subscriptions (0016)
export * from './features/staff/schema.ts'; // station staff, the audit log, recipient reports, closed days (0017)
export * from './features/push/schema.ts'; // push subscriptions per device, donor alert prefs (0028)
export * from './features/comeback/schema.ts'; // precomputed next possible dates, once-a-day job claims (0029)
export * from './features/stations/visit-schema.ts'; // a station's visits per opening hour (0031)
export * from './features/staff/shipment-schema.ts'; // donation shipments to hospitals (0032)
export * from './features/sections/schema.ts'; // section teams, releases, stable/canary pointers, their history (0033)
export * from './features/achievements/state-schema.ts'; // a donor's achievements and bonus answers, computed on write (0035)
