// PGlite plans every query anew: its API has no named statements, so the ranking's shared
// statements (features/top/shared-statements.ts), which PostgreSQL plans once per connection,
// were parsed, analysed and planned on every call — in WebAssembly, on the API's one thread.
// That was two thirds of the ranking's heaviest call (api/src/features/top/README.md «PGlite keeps
// the plans too»). So on PGlite a marked statement is prepared with SQL's own PREPARE the first
// time its text is seen and run with EXECUTE after; PostgreSQL's default plan choice applies as
// on a server (five custom plans, then a generic one when it costs no more). EXECUTE takes no bind parameters, so a kept parameter (the donor's id)
// goes in as a quoted literal, which PostgreSQL casts to the type PREPARE inferred; a value that
// is not a string, number, boolean or null sends the statement as it was. PGlite is one
// connection for the process's life, so the statements are capped (least recently used are
// deallocated), as postgres.js's connection lifetime bounds them on a server.
// Drizzle's own prepared queries (lib/prepared.ts perDatabase) fare the same on PGlite: its driver
// ignores the statement's name and sends the text each time. So a text can also be registered
// (keepPlanOf) and is then kept exactly as a marked one.

/** The part of PGlite's client this needs (its `query`). */
export interface QueryClient {
  query(text: string, params?: unknown[], options?: object): Promise<unknown>;
}

/** Statements kept prepared at once (the ranking writes at most 200 texts an hour). */
export const MAX_PREPARED = 200;

/**
 * Errors after which the statement is sent as it was: «cached plan must not change result type»
 * (the schema changed under a `SELECT *`) and «prepared statement does not exist» (deallocated
 * between a call's PREPARE and its EXECUTE, by the cap or by hand).
 */
const GONE = new Set(['0A000', '26000']);

/** A bind value as an SQL literal of unknown type, or undefined where there is no safe one. */
export function literal(value: unknown): string | undefined {
  if (value === null) return 'NULL';
  if (typeof value === 'number') return Number.isFinite(value) ? `'${value}'` : undefined;
  if (typeof value === 'bigint' || typeof value === 'boolean') return `'${value}'`;
  // standard_conforming_strings is on (PostgreSQL's default since 9.1): only quotes are doubled.
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  return undefined;
}

/** Registers a text to keep, per client that keepSharedPlans wrapped. */
const registrars = new WeakMap<object, (text: string) => void>();

/**
 * Keeps `text` prepared on `client` as a marked statement is; false when the client keeps no
 * plans (postgres.js prepares every statement on its own connection, db.ts).
 */
export function keepPlanOf(client: object, text: string): boolean {
  const register = registrars.get(client);
  register?.(text);
  return register !== undefined;
}

/**
 * Makes `client.query` prepare the statements that start with `mark`, or were registered by
 * keepPlanOf, and run them by name.
 */
export function keepSharedPlans(client: QueryClient, mark: string, max = MAX_PREPARED): void {
  const query = client.query.bind(client);
  // Registered texts: Drizzle's prepared queries, a fixed few made once per database.
  const registered = new Set<string>();
  registrars.set(client, (text) => registered.add(text));
  // Text → its statement's name once PREPARE has run (a promise, so two first calls prepare once);
  // the Map's order is the order of last use.
  const prepared = new Map<string, Promise<string>>();
  let next = 0;
  // Only the entry that failed: a call at the same time may have prepared the text again.
  const forget = (text: string, entry: Promise<string>) => {
    if (prepared.get(text) === entry) prepared.delete(text);
  };

  const prepare = (text: string): Promise<string> => {
    const name = `shared_${next++}`;
    const ready = query(`PREPARE ${name} AS ${text}`).then(() => name);
    prepared.set(text, ready);
    ready.catch(() => forget(text, ready));
    if (prepared.size > max) {
      const [oldText, oldName] = prepared.entries().next().value!;
      prepared.delete(oldText);
      void oldName.then((n) => query(`DEALLOCATE ${n}`)).catch(() => {});
    }
    return ready;
  };

  client.query = async (text: string, params: unknown[] = [], options?: object) => {
    if (!text.startsWith(mark) && !registered.has(text)) return query(text, params, options);
    const args = params.map(literal);
    if (args.some((a) => a === undefined)) return query(text, params, options);
    const known = prepared.get(text);
    if (known) {
      prepared.delete(text);
      prepared.set(text, known);
    }
    const entry = known ?? prepare(text);
    let name: string;
    try {
      name = await entry;
    } catch {
      return query(text, params, options);
    }
    const execute = args.length ? `EXECUTE ${name}(${args.join(', ')})` : `EXECUTE ${name}`;
    try {
      return await query(execute, [], options);
    } catch (error) {
      if (!GONE.has((error as { code?: string }).code ?? '')) throw error;
      forget(text, entry);
      await query(`DEALLOCATE ${name}`).catch(() => {});
      return query(text, params, options);
    }
  };
}
