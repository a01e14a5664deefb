// Drizzle view of api/migrations/0031_station_visits.sql (kept in sync by hand; api/src/schema.ts
// re-exports it): a station's visits per opening hour. Visit days themselves are `events` rows of
// category 'visit' (features/booking/schema.ts `visitDay`).
import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

export const bloodStationVisits = pgTable('blood_station_visits', {
  bloodStationId: integer('blood_station_id').primaryKey(),
  capacityPerHour: integer('capacity_per_hour').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});
