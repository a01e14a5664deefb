// Drizzle view of api/migrations/0007_cabinet.sql (kept in sync by hand, like schema.ts, which
// re-exports this file so `db` sees one schema). The columns 0007 adds to users, donations and
// outbox are in schema.ts with their tables.
import { boolean, date, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { BloodClass } from '@donor/shared/contract/cabinet';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Uploaded images, re-encoded without metadata (api/src/uploads/). */
export const pictures = pgTable('pictures', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  storageKey: text('storage_key').notNull(),
  mime: text('mime').$type<'image/webp' | 'image/jpeg'>().notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  /** May be served to anyone (a profile photo); otherwise only to its owner. */
  public: boolean('public').notNull().default(false),
  createdAt: ts('created_at').notNull(),
});

export const deferrals = pgTable('deferrals', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  /** The eligibility engine's DeferralKind. */
  kind: text('kind').notNull(),
  fromDate: date('from_date', { mode: 'string' }).notNull(),
  untilDate: date('until_date', { mode: 'string' }),
  note: text('note'),
  createdAt: ts('created_at').notNull(),
});

export const donorPlans = pgTable('donor_plans', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  bloodClass: text('blood_class').$type<BloodClass>().notNull(),
  bloodStationId: integer('blood_station_id').notNull(),
  planDate: date('plan_date', { mode: 'string' }).notNull(),
  createdAt: ts('created_at').notNull(),
});

export const honorCertificates = pgTable('honor_certificates', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  pictureId: integer('picture_id').notNull(),
  honorCertificateDate: date('honor_certificate_date', { mode: 'string' }).notNull(),
  createdAt: ts('created_at').notNull(),
});

export const donationSurveys = pgTable('donation_surveys', {
  id: serial('id').primaryKey(),
  donationId: integer('donation_id').notNull(),
  userId: integer('user_id').notNull(),
  wellbeing: integer('wellbeing').notNull(),
  hadReaction: boolean('had_reaction').notNull(),
  wouldReturn: boolean('would_return').notNull(),
  comment: text('comment'),
  createdAt: ts('created_at').notNull(),
});

export const donationFeedback = pgTable('donation_feedback', {
  id: serial('id').primaryKey(),
  donationId: integer('donation_id').notNull(),
  userId: integer('user_id').notNull(),
  rating: integer('rating').notNull(),
  text: text('text'),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});
