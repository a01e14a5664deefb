// Drizzle view of api/migrations/0032_donation_shipments.sql (kept in sync by hand; api/src/schema.ts
// re-exports it). donations.shipment_id is declared with the donations table.
import { date, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A batch of a station's accepted donations sent to a hospital (docs/staff.md «Ваша кровь помогла»). */
export const donationShipments = pgTable('donation_shipments', {
  id: serial('id').primaryKey(),
  bloodStationId: integer('blood_station_id').notNull(),
  hospital: text('hospital').notNull(),
  sentOn: date('sent_on', { mode: 'string' }).notNull(),
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
