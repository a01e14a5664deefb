// Drizzle view of api/migrations/0002_stations_events.sql and 0020_station.sql (kept in sync by hand, like
// api/src/schema.ts, which re-exports this file so `db` sees one schema); its event tables are
// in features/booking/schema.ts, address_needs in features/helpme/schema.ts.
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

/** 0020: a station's needs per component besides whole blood (docs/booking.md «Пульт станции»); no row = unknown. */
export const bloodStationComponentNeeds = pgTable(
  'blood_station_component_needs',
  {
    bloodStationId: integer('blood_station_id').notNull(),
    component: text('component').$type<'plasma' | 'platelets' | 'erythrocytes' | 'granulocytes'>().notNull(),
    needKey: text('need_key').$type<'o_plus' | 'o_minus' | 'a_plus' | 'a_minus' | 'b_plus' | 'b_minus' | 'ab_plus' | 'ab_minus' | 'kell'>().notNull(),
    state: text('state').$type<'need' | 'enough' | 'unknown'>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.bloodStationId, t.component, t.needKey] })],
);
