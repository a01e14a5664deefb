// Drizzle view of api/migrations/0033_section_registry.sql (kept in sync by hand; api/src/schema.ts
// re-exports this file): section teams, releases, the stable/canary pointer per app and the
// append-only history of pointer moves (docs/staff.md «Реестр разделов»).
import { bigserial, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { RegistryAction } from '@donor/shared/contract/sections';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Who may deploy a section (a moderator may deploy every one). */
export const sectionTeam = pgTable(
  'section_team',
  {
    userId: integer('user_id').notNull(),
    app: text('app').notNull(),
    grantedBy: integer('granted_by'),
    grantedAt: ts('granted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.app] })],
);

/** One uploaded build of a section; never changed once made. */
export const sectionReleases = pgTable('section_releases', {
  id: serial('id').primaryKey(),
  app: text('app').notNull(),
  version: text('version').notNull(),
  entry: text('entry').notNull(),
  note: text('note'),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull(),
});

/** Which release is stable, and which is the canary at what percent; no row = the host's build. */
export const sectionPointers = pgTable('section_pointers', {
  app: text('app').primaryKey(),
  stableReleaseId: integer('stable_release_id'),
  canaryReleaseId: integer('canary_release_id'),
  canaryPercent: integer('canary_percent'),
  updatedAt: ts('updated_at').notNull(),
});

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). */
export const sectionRegistryLog = pgTable('section_registry_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  app: text('app').notNull(),
  action: text('action').$type<RegistryAction>().notNull(),
  version: text('version'),
  percent: integer('percent'),
  /** The stable release after the action (null = the host's build): what a rollback walks. */
  stableReleaseId: integer('stable_release_id'),
  actorId: integer('actor_id').notNull(),
  note: text('note'),
  at: ts('at').notNull(),
});
