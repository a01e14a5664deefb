// A ranking statement (the count and the page of one filter mix, rankList) is the same for every
// visitor who asks that mix on that day, and on PostgreSQL half of its time was planning: every
// execution is planned with its own values (plan_cache_mode=force_custom_plan, db.ts), 1.5–5 ms at
// bind for «this year, plasma + platelets, aged 25–45» at 100 000 donors, against 3–4 ms to run
// (README «How it stays fast»). PostgreSQL's generic plan is no way out: it cannot see the lists'
// depth or the birth range and runs four times slower. Written with its values in the text, the
// statement has no parameters, so PostgreSQL plans it once on each connection (a statement
// without parameters keeps its one plan, whatever plan_cache_mode says) and every repeat only
// runs it: psql, the same statement, 6–8 ms per execution with parameters, 3–4 ms written out.
// Each text is one prepared statement on each connection that runs it (postgres.js prepares
// every statement, db.ts), and a text exists per mix, page and day: so at most MAX_TEXTS texts an
// hour per process are written out, the others go with parameters as before; postgres.js
// replaces each connection after 30–60 minutes (its `max_lifetime` default), which frees what it
// prepared.
// Only values this API made go into the text: numbers, dates and the filters' fixed words (the
// contract's enums), through Drizzle's own literal writer (quotes doubled).
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { SHARED_STATEMENT_MARK } from '../../db.ts';

/** Texts written out per process and hour (a mix's page a day is one). */
export const MAX_TEXTS = 200;
const HOUR_MS = 60 * 60 * 1000;

const dialect = new PgDialect();

export class SharedStatements {
  #hour = -1;
  readonly #texts = new Set<string>();

  constructor(private readonly max = MAX_TEXTS, private readonly now: () => number = Date.now) {}

  /** The statement with its values written in while this hour has room for its text; else as it is. */
  shape(query: SQL): SQL {
    const hour = Math.floor(this.now() / HOUR_MS);
    if (hour !== this.#hour) {
      this.#hour = hour;
      this.#texts.clear();
    }
    // Wrapped: inlineParams() marks the SQL it is called on, and `query` must stay as it was.
    const { sql: text, params } = dialect.sqlToQuery(sql`${query}`.inlineParams());
    // A value Drizzle cannot write as a literal (none in the ranking today) keeps its parameter.
    if (params.length > 0) return query;
    if (!this.#texts.has(text)) {
      if (this.#texts.size >= this.max) return query;
      this.#texts.add(text);
    }
    return sql.raw(SHARED_STATEMENT_MARK + text);
  }

  /** How many texts this hour has taken (tests). */
  get size(): number {
    return this.#texts.size;
  }
}
