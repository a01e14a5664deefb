// Drizzle view of api/migrations/0035_achievement_states.sql (kept in sync by hand, like
// schema.ts, which re-exports this file): a donor's achievements and bonus answers, computed on write.
import { date, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

export type StoredProgress = Record<string, { current: number; next_threshold: number }>;

export const achievementStates = pgTable('achievement_states', {
  userId: integer('user_id').primaryKey(),
  progress: jsonb('progress').$type<StoredProgress>().notNull(),
  pending: jsonb('pending').$type<Record<string, number>>().notNull(),
  rewardCount: integer('reward_count').notNull(),
  rewardLatest: day('reward_latest'),
  recordCount: integer('record_count').notNull(),
  recordLatest: day('record_latest'),
  computedAt: ts('computed_at').notNull(),
  staleAt: ts('stale_at'),
});
