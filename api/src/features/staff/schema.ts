// Drizzle view of api/migrations/0017_staff.sql (kept in sync by hand; api/src/schema.ts
// re-exports this file so `db` sees one schema). The columns 0017 adds to donations,
// address_needs, joined_users, events and auth_tokens are declared with those tables.
import { bigserial, date, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type StaffRole = 'moderator' | 'station_staff' | 'org_manager' | 'section_team';

/** A user who works at a station (docs/staff.md «Роли»); a moderator grants and revokes it. */
export const stationStaff = pgTable(
  'station_staff',
  {
    userId: integer('user_id').notNull(),
    bloodStationId: integer('blood_station_id').notNull(),
    grantedBy: integer('granted_by'),
    grantedAt: ts('granted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bloodStationId] })],
);

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE): every staff action. */
export const staffAudit = pgTable('staff_audit', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: ts('at').notNull(),
  actorId: integer('actor_id').notNull(),
  actorRole: text('actor_role').$type<StaffRole>().notNull(),
  action: text('action').notNull(),
  objectType: text('object_type').notNull(),
  objectId: text('object_id').notNull(),
  before: jsonb('before').$type<unknown>(),
  after: jsonb('after').$type<unknown>(),
});

/** «Пожаловаться» on a published help-me request; one per reporter (user id or hashed address). */
export const recipientReports = pgTable('recipient_reports', {
  id: serial('id').primaryKey(),
  addressNeedId: integer('address_need_id').notNull(),
  reporterKey: text('reporter_key').notNull(),
  reporterUserId: integer('reporter_user_id'),
  reason: text('reason').notNull(),
  comment: text('comment').notNull().default(''),
  createdAt: ts('created_at').notNull(),
  resolvedAt: ts('resolved_at'),
});

/** Days a station is closed, with the note donors see. */
export const bloodStationClosedDays = pgTable(
  'blood_station_closed_days',
  {
    bloodStationId: integer('blood_station_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.bloodStationId, t.day] })],
);

/** 0030: each donor's last «Нужна ваша группа» alert — at most one a week (features/staff/need-alerts.ts). */
export const needAlertLog = pgTable('need_alert_log', {
  userId: integer('user_id').primaryKey(),
  lastAt: ts('last_at').notNull(),
});
