// Drizzle view of api/migrations/0002_stations_events.sql (kept in sync by hand, like schema.ts,
// which re-exports this file so `db` sees one schema).
import { boolean, date, integer, pgTable, primaryKey, serial, smallint, text, time, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const bloodStationInfo = pgTable('blood_station_info', {
  bloodStationId: integer('blood_station_id').primaryKey(),
  donationTypes: text('donation_types').array().notNull().default([]),
  howToGet: text('how_to_get').notNull().default(''),
  email: text('email'),
  utcOffsetMin: integer('utc_offset_min').notNull().default(180),
});

export const bloodStationHours = pgTable(
  'blood_station_hours',
  {
    bloodStationId: integer('blood_station_id').notNull(),
    weekday: smallint('weekday').notNull(),
    opens: time('opens').notNull(),
    closes: time('closes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bloodStationId, t.weekday] })],
);

export const favoriteBloodStations = pgTable('favorite_blood_stations', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  bloodStationId: integer('blood_station_id').notNull(),
  createdAt: ts('created_at').notNull(),
});

export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  bloodStationId: integer('blood_station_id').notNull(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at'),
});

export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: integer('organization_id').notNull(),
    userId: integer('user_id').notNull(),
    joinedAt: ts('joined_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId] })],
);

export type EventCategory = 'donor_day' | 'blood_drive' | 'open_day' | 'lecture';

export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  category: text('category').$type<EventCategory>().notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  cityId: integer('city_id').notNull(),
  bloodStationId: integer('blood_station_id'),
  organizationId: integer('organization_id'),
  authorId: integer('author_id'),
  authorName: text('author_name').notNull().default(''),
  individualPartners: text('individual_partners').array().notNull().default([]),
  address: text('address').notNull().default(''),
  startDate: ts('start_date').notNull(),
  endDate: ts('end_date').notNull(),
  mainPage: boolean('main_page').notNull().default(false),
  utcOffsetMin: integer('utc_offset_min').notNull().default(180),
});

export const eventTimeSlots = pgTable('event_time_slots', {
  id: serial('id').primaryKey(),
  eventId: integer('event_id').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  startTime: time('start_time').notNull(),
  startsAt: ts('starts_at').notNull(),
  capacity: integer('capacity').notNull(),
});

export const joinedUsers = pgTable('joined_users', {
  id: serial('id').primaryKey(),
  eventId: integer('event_id').notNull(),
  timeslotId: integer('timeslot_id').notNull(),
  userId: integer('user_id').notNull(),
  createdAt: ts('created_at').notNull(),
});

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
