// A ranking statement (the count and the page of one filter mix, rankList) is the same for every
// visitor who asks that mix on that day, and on PostgreSQL half of its time was planning: planned
// with its own values, 1.5–5 ms at bind for «this year, plasma + platelets, aged 25–45» at
// 100 000 donors, against 3–4 ms to run (README «How it stays fast»). PostgreSQL's generic plan is
// no way out: it cannot see the lists' depth or the birth range and runs four times slower. Written
// with its values in the text, the statement has no parameters, so PostgreSQL plans it once on each
// connection (a statement without parameters keeps its one plan) and every repeat only runs it:
// psql, the same statement, 6–8 ms per execution with parameters, 3–4 ms written out.
// The donor's own place (top-own-place.ts) keeps one parameter, the donor, and has the mix written
// in: its text is the mix's too, and PostgreSQL's default plan choice (db.ts) moves it to one
// generic plan after five runs — a plan that knows everything but the donor, whose id only finds
// their row (1–2 ms of planning per call → 0.01 ms).
// Each text is one prepared statement on each connection that runs it (postgres.js prepares
// every statement, db.ts), and a text exists per mix, page and day: so at most MAX_TEXTS texts an
// hour per process are prepared; the others are written out all the same, every value in, and go
// as simple queries, planned on every call with their own values — a ranking statement never runs
// on a plan made without its values. postgres.js replaces each connection after 30–60 minutes (its
// `max_lifetime` default), which frees what it prepared.
// Only values this API made go into the text: numbers, dates and the filters' fixed words (the
// contract's enums), through Drizzle's own literal writer (quotes doubled).
import { is, Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { SHARED_STATEMENT_MARK } from '../../db.ts';

/** Texts prepared per process and hour (a mix's page a day is one). */
export const MAX_TEXTS = 200;
const HOUR_MS = 60 * 60 * 1000;

const dialect = new PgDialect();

/** A statement written out once: its text, and where the parameters it keeps go. */
interface Written {
  query: SQL;
  text: string;
  pieces: string[];
  names: (string | undefined)[];
}

export class SharedStatements {
  #hour = -1;
  readonly #texts = new Set<string>();
  // Keyed statements, written out once an hour (at most `max`): building a ranking's SQL and
  // writing it out was 60 % of what a ranking request allocated (a heap sample at 200 req/s of
  // «this year, plasma + platelets, aged 25–45»: ~300 of 450 KB a request), and its garbage
  // set the host's minor collections going several times a second.
  readonly #written = new Map<string, Written>();

  constructor(private readonly max = MAX_TEXTS, private readonly now: () => number = Date.now) {}

  /**
   * The statement with its values written in. `kept`: the values of the statement's
   * `sql.placeholder(name)`s, which stay parameters (the donor). Marked to be prepared while this
   * hour has room for its text; else a simple query. With `key` (the same key, the same
   * statement: a source's mix, page and day), `query` is built and written out once an hour.
   */
  shape(query: SQL | (() => SQL), kept: Record<string, unknown> = {}, key?: string): SQL {
    const hour = Math.floor(this.now() / HOUR_MS);
    if (hour !== this.#hour) {
      this.#hour = hour;
      this.#texts.clear();
      this.#written.clear();
    }
    let w = key === undefined ? undefined : this.#written.get(key);
    if (!w) {
      w = write(typeof query === 'function' ? query() : query);
      if (key !== undefined && this.#written.size < this.max) this.#written.set(key, w);
    }
    const { text, pieces, names } = w;
    // A value Drizzle cannot write as a literal (none in the ranking today): as it was given.
    if (names.some((n) => n === undefined) && Object.keys(kept).length === 0) return w.query;
    if (names.some((n) => n === undefined || !(n in kept)) || pieces.length !== names.length + 1) {
      throw new Error(`shape: every parameter left must be a placeholder with its value (${names.join(', ')})`);
    }
    const values = names.map((n) => kept[n!]);
    const room = this.#texts.has(text) || this.#texts.size < this.max;
    if (room) this.#texts.add(text);
    const joined = sql.join(pieces.flatMap((piece, i) => (i < values.length ? [sql.raw(piece), sql`${values[i]}`] : [sql.raw(piece)])));
    return room ? sql.join([sql.raw(SHARED_STATEMENT_MARK), joined]) : sql.raw(dialect.sqlToQuery(joined.inlineParams()).sql);
  }

  /** How many texts this hour has taken (tests). */
  get size(): number {
    return this.#texts.size;
  }
}

/** `query` written out: every value a literal but the placeholders, which Drizzle leaves as $n. */
function write(query: SQL): Written {
  // Wrapped: inlineParams() marks the SQL it is called on, and `query` must stay as it was.
  const { sql: text, params } = dialect.sqlToQuery(sql`${query}`.inlineParams());
  return { query, text, pieces: text.split(/\$\d+\b/), names: params.map((p) => (is(p, Placeholder) ? p.name : undefined)) };
}
