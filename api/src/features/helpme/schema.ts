// Drizzle view of address_needs as api/migrations/0002_stations_events.sql made it and of
// api/migrations/0009_helpme.sql (kept in sync by hand, like api/src/schema.ts, which re-exports
// this file). The columns 0009 adds to address_needs are declared as a second view of that
// table, so the 0002 view stays as it was: `needs` reads and writes every column, `addressNeeds`
// (0002) the original ones.
import { boolean, date, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** address_needs with the recipient columns (docs/helpme.md). */
export const needs = pgTable('address_needs', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id'),
  bloodStationId: integer('blood_station_id'),
  cityId: integer('city_id'),
  title: text('title').notNull(),
  bloodClass: text('blood_class').notNull().default('blood'),
  requestedBloodTypes: text('requested_blood_types').array().notNull().default([]),
  requiredDonorsCount: integer('required_donors_count').notNull().default(10),
  /** Stored: search_in_progress, found, cancelled (0002 seed rows also 'closed'); 'expired' is computed. */
  status: text('status').notNull().default('search_in_progress'),
  lastDate: date('last_date', { mode: 'string' }).notNull(),
  createdAt: ts('created_at').notNull(),
  authorUserId: integer('author_user_id'),
  consentAt: ts('consent_at'),
  firstName: text('first_name'),
  middleName: text('middle_name'),
  lastName: text('last_name'),
  birthDate: date('birth_date', { mode: 'string' }),
  searchReason: text('search_reason'),
  pictureId: integer('picture_id'),
  mainPage: boolean('main_page').notNull().default(true),
  closedAt: ts('closed_at'),
  closedBy: integer('closed_by'),
  /** 0017: moderation (docs/helpme.md «Модерация»): public only when 'published'. */
  moderation: text('moderation').$type<'pending' | 'published' | 'needs_fix' | 'rejected' | 'hidden'>().notNull().default('published'),
  moderationReason: text('moderation_reason'),
  moderationComment: text('moderation_comment'),
  moderatedAt: ts('moderated_at'),
  moderatedBy: integer('moderated_by'),
  submittedAt: ts('submitted_at'),
});

export const needTimeSlots = pgTable('address_need_time_slots', {
  id: serial('id').primaryKey(),
  addressNeedId: integer('address_need_id').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
});

export const needJoinedUsers = pgTable('address_needs_joined_users', {
  id: serial('id').primaryKey(),
  addressNeedId: integer('address_need_id').notNull(),
  timeslotId: integer('timeslot_id').notNull(),
  userId: integer('user_id').notNull(),
  createdAt: ts('created_at').notNull(),
});

/** address_needs as 0002 created it (the original columns; `needs` above has them all). */
export const addressNeeds = pgTable('address_needs', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id'),
  bloodStationId: integer('blood_station_id'),
  cityId: integer('city_id'),
  title: text('title').notNull(),
  bloodClass: text('blood_class').notNull().default('blood'),
  requestedBloodTypes: text('requested_blood_types').array().notNull().default([]),
  requiredDonorsCount: integer('required_donors_count').notNull().default(10),
  status: text('status').notNull().default('search_in_progress'),
  lastDate: date('last_date', { mode: 'string' }).notNull(),
  createdAt: ts('created_at').notNull(),
});
