// Drizzle view of the rankings' tables of api/migrations/0010_top.sql (kept by hand in sync with
// it). The database fills them through its triggers on donations, users and memberships; the
// API only reads them (api/src/features/top/).
import { bigint, boolean, date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

const day = (name: string) => date(name, { mode: 'string' });

/** Confirmed donations of one ranked donor in one period: 0 = all time, else a calendar year. */
export const topStats = pgTable(
  'top_stats',
  {
    userId: integer('user_id').notNull(),
    period: smallint('period').notNull(),
    total: integer('total').notNull(),
    blood: integer('blood').notNull(),
    plasma: integer('plasma').notNull(),
    platelets: integer('platelets').notNull(),
    erythrocytes: integer('erythrocytes').notNull(),
    granulocytes: integer('granulocytes').notNull(),
    /** The day the donor reached `total` (the latest counted donation). */
    reachedAt: day('reached_at').notNull(),
    bloodAt: day('blood_at'),
    plasmaAt: day('plasma_at'),
    plateletsAt: day('platelets_at'),
    erythrocytesAt: day('erythrocytes_at'),
    granulocytesAt: day('granulocytes_at'),
    /** Copies of the donor's filter fields (the users trigger keeps them in sync). */
    cityId: integer('city_id'),
    gender: text('gender'),
    birthDate: day('birth_date'),
    bloodGroup: text('blood_group'),
    kell: text('kell'),
    /** The city's region and country (0034_top_cells.sql), kept with the city. */
    regionId: integer('region_id'),
    countryId: integer('country_id'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.period] })],
);

/** Ranked donors per period. */
export const topCounts = pgTable('top_counts', {
  period: smallint('period').primaryKey(),
  donors: integer('donors').notNull(),
});

/** One row: moves with every change a ranking shows. */
export const topVersion = pgTable('top_version', {
  id: boolean('id').primaryKey().default(true),
  version: bigint('version', { mode: 'number' }).notNull(),
});
