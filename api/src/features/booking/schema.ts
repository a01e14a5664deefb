// Drizzle view of the event tables of api/migrations/0002_stations_events.sql (kept in sync by
// hand; api/src/schema.ts re-exports this file so `db` sees one schema): events, their time
// slots and the donors booked into them.
import { sql } from 'drizzle-orm';
import { boolean, date, integer, pgTable, serial, text, time, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** 0031: 'visit' — a station's visit day (features/stations/station-visits.ts), never in event lists. */
export type EventCategory = 'donor_day' | 'blood_drive' | 'open_day' | 'lecture' | 'visit';

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
  /** 0017: cancelled by its station or organization (docs/staff.md). */
  cancelledAt: ts('cancelled_at'),
  cancelReason: text('cancel_reason'),
  /** 0031: the local day of a 'visit' event (unique per station); null for every other event. */
  visitDay: date('visit_day', { mode: 'string' }),
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
  /**
   * 0017: the check-in code, arrival and donation marks (docs/booking.md «Отметка в станции»);
   * 0021: the database draws the code for every new row (booking_code()).
   */
  code: text('code').notNull().default(sql`booking_code()`),
  arrivedAt: ts('arrived_at'),
  donatedAt: ts('donated_at'),
});
