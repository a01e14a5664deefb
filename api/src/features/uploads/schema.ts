// Drizzle view of the pictures table of api/migrations/0007_cabinet.sql (kept in sync by hand;
// api/src/schema.ts re-exports this file so `db` sees one schema).
import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Uploaded images, re-encoded without metadata (pictures.ts, image.ts). */
export const pictures = pgTable('pictures', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  storageKey: text('storage_key').notNull(),
  mime: text('mime').$type<'image/webp' | 'image/jpeg'>().notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  /** May be served to anyone (a profile photo); otherwise only to its owner. */
  public: boolean('public').notNull().default(false),
  createdAt: ts('created_at').notNull(),
});
