// Drizzle's PGlite driver passes its own parsers with every query: dates, timestamps, intervals
// and their arrays left as PostgreSQL's text (drizzle-orm/pglite/session.js). PGlite then merges
// them with its ~300 parsers into a new object for each query and reads every value's parser from
// it, which costs about as much as running a read by key (pglite-parsers.test.ts says how it is
// checked; the numbers: api/src/features/top/README.md «PGlite reads the page as one value»). So
// those parsers become the client's own, and Drizzle's are dropped from each query when they are
// exactly those types: the same values, without the merge.
import { types } from '@electric-sql/pglite';
import type { QueryClient } from './pglite-shared-plans.ts';

/** The types Drizzle reads as text on PGlite (numeric[], timestamp[], timestamptz[], interval[], date[] by oid). */
const TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const TEXT_SET = new Set<number>(TEXT_TYPES);

/** Each of TEXT_TYPES as text. */
const TEXT_PARSERS: Record<number, (value: string) => string> = Object.fromEntries(TEXT_TYPES.map((t) => [t, (value: string) => value]));

type Options = { parsers?: Record<number, unknown> } & Record<string, unknown>;

/** The part of PGlite's client this needs: its `query` and its own parsers. */
export interface ParsingClient extends QueryClient {
  parsers: Record<number, unknown>;
}

/** `options` without parsers that only say what TEXT_PARSERS already say. */
export function withoutTextParsers(options: Options | undefined): Options | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  for (const oid of Object.keys(parsers)) if (!TEXT_SET.has(Number(oid))) return options;
  const { parsers: _same, ...rest } = options;
  return rest;
}

/**
 * Makes TEXT_PARSERS the client's own and `client.query` drop Drizzle's. After `waitReady`: PGlite
 * sets every array type's parser when it becomes ready, which would parse the arrays Drizzle reads
 * as text.
 */
export function dropTextParsers(client: ParsingClient): void {
  Object.assign(client.parsers, TEXT_PARSERS);
  const query = client.query.bind(client);
  // Drizzle's prepared queries reuse one options object: stripped once.
  const stripped = new WeakMap<object, Options | undefined>();
  client.query = (text: string, params?: unknown[], options?: object) => {
    if (!options) return query(text, params);
    let o = stripped.get(options);
    if (o === undefined && !stripped.has(options)) {
      o = withoutTextParsers(options as Options);
      stripped.set(options, o);
    }
    return query(text, params, o);
  };
}
