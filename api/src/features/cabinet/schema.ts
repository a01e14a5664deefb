// Drizzle view of api/migrations/0007_cabinet.sql (kept in sync by hand, like api/src/schema.ts,
// which re-exports this file so `db` sees one schema); its pictures table is in
// features/uploads/schema.ts. The columns 0007 adds to users, donations and outbox are in
// api/src/schema.ts with their tables.
import { boolean, date, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { BloodClass } from '@donor/shared/contract/cabinet';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
