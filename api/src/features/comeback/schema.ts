// Drizzle view of api/migrations/0029_donor_next_dates.sql (kept in sync by hand, like
// api/src/schema.ts, which re-exports this file).
import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

/** The engine's next possible date per component on the Moscow day of `computedAt`; no row = nothing known. */
export const donorNextDates = pgTable('donor_next_dates', {
  userId: integer('user_id').primaryKey(),
  blood: day('blood'),
  plasma: day('plasma'),
  platelets: day('platelets'),
  erythrocytes: day('erythrocytes'),
  granulocytes: day('granulocytes'),
  computedAt: ts('computed_at').notNull(),
});

/** A row = the day's run of a once-a-day job is done (or being done, inside its transaction). */
export const dailyJobRuns = pgTable(
  'daily_job_runs',
  {
    job: text('job').notNull(),
    day: day('day').notNull(),
    doneAt: ts('done_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.job, t.day] })],
);
