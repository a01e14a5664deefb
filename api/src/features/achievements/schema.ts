// Drizzle view of api/migrations/0011_achievements.sql (kept in sync by hand, like schema.ts,
// which re-exports this file): the stage each donor reached per achievement type.
import { integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const userAchievements = pgTable('user_achievements', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  /** An AchievementType (shared/src/contract/achievements.ts). */
  type: text('type').notNull(),
  stage: smallint('stage').notNull(),
  /** When `stage` was first reached. */
  reachedAt: ts('reached_at').notNull(),
  /** 1..3: the position among the pinned ones; null = not pinned. */
  pinned: smallint('pinned'),
});
