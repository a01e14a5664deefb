// A hot read built once per database with Drizzle's prepared queries (`.prepare()` and
// `sql.placeholder`, Drizzle's «Query performance»): building a select and writing it out is most
// of what a simple read allocates (a heap sample at 200 req/s: ~60 % of 130 KB for one city by
// key, of 330 KB for the bonus catalogue), and that garbage sets the host's minor collections
// going. A prepared query belongs to the database it was made on, so one is kept per database
// (the host's, or each test's). Only for reads on the database itself, never inside a transaction.
import type { Db } from '../db.ts';

/** `make(db)` once per database; its result thereafter. */
export function perDatabase<Q>(make: (db: Db) => Q): (db: Db) => Q {
  const made = new WeakMap<Db, Q>();
  return (db) => {
    let q = made.get(db);
    if (q === undefined) {
      q = make(db);
      made.set(db, q);
    }
    return q;
  };
}
