// A hot read built once per database with Drizzle's prepared queries (`.prepare()` and
// `sql.placeholder`, Drizzle's «Query performance»): building a select and writing it out is most
// of what a simple read allocates (a heap sample at 200 req/s: ~60 % of 130 KB for one city by
// key, of 330 KB for the bonus catalogue), and that garbage sets the host's minor collections
// going. A prepared query belongs to the database it was made on, so one is kept per database
// (the host's, or each test's). Only for reads on the database itself, never inside a transaction.
// On PGlite Drizzle ignores the name and sends the text on every call, planned anew each time, so
// the text is registered to be prepared by SQL's PREPARE once (pglite-shared-plans.ts).
import type { Db } from '../db.ts';
import { keepPlanOf } from '../pglite-shared-plans.ts';

/** `make(db)` once per database; its result thereafter. */
export function perDatabase<Q>(make: (db: Db) => Q): (db: Db) => Q {
  const made = new WeakMap<Db, Q>();
  return (db) => {
    let q = made.get(db);
    if (q === undefined) {
      q = make(db);
      made.set(db, q);
      const text = preparedText(q);
      if (text !== undefined) keepPlanOf((db as { $client?: object }).$client ?? db, text);
    }
    return q;
  };
}

/**
 * The SQL text of a Drizzle prepared query (PgPreparedQuery keeps it as `queryString`; private to
 * its types, so read here, and prepared.test.ts fails if a Drizzle upgrade moves it).
 */
export function preparedText(q: unknown): string | undefined {
  const text = (q as { queryString?: unknown } | null)?.queryString;
  return typeof text === 'string' ? text : undefined;
}
