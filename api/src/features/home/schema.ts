// Drizzle view of api/migrations/0013_home.sql (kept by hand in sync with it): stories and the
// donors' reactions and views, banners, «Интересное» cards, the donor ocean's opaque ids.
import { boolean, date, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StoryReaction } from '@donor/shared/contract/home';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const stories = pgTable('stories', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  image: text('image'),
  link: text('link'),
  publishedAt: ts('published_at').notNull(),
});

export const storyReactions = pgTable(
  'story_reactions',
  {
    storyId: integer('story_id').notNull(),
    userId: integer('user_id').notNull(),
    reaction: text('reaction').$type<StoryReaction>().notNull(),
    reactedAt: ts('reacted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.userId] })],
);

export const storyViews = pgTable(
  'story_views',
  { storyId: integer('story_id').notNull(), userId: integer('user_id').notNull(), viewedAt: ts('viewed_at').notNull() },
  (t) => [primaryKey({ columns: [t.storyId, t.userId] })],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  text: text('text').notNull().default(''),
  image: text('image'),
  link: text('link').notNull(),
  linkLabel: text('link_label').notNull(),
  cityId: integer('city_id'),
  startsAt: date('starts_at', { mode: 'string' }).notNull(),
  endsAt: date('ends_at', { mode: 'string' }),
  sort: integer('sort').notNull().default(0),
});

export const interesting = pgTable('interesting', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  link: text('link'),
  published: boolean('published').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** Filled by the database (a trigger on users); the API only reads it. */
export const oceanIds = pgTable('ocean_ids', {
  userId: integer('user_id').primaryKey(),
  publicId: uuid('public_id').notNull(),
});
