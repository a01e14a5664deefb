// One database API over two drivers (ARCHITECTURE §3): embedded PGlite (a folder, or memory for
// tests) unless a DATABASE_URL points at a real PostgreSQL. Same SQL, same migrations.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Sql } from 'postgres';
import { acquireDataDirLock } from './lib/data-dir-lock.ts';
import { dropTextParsers, type ParsingClient } from './pglite-parsers.ts';
import { keepSharedPlans } from './pglite-shared-plans.ts';
import * as schema from './schema.ts';

export { DataDirLockedError } from './lib/data-dir-lock.ts';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle or the database: helpers that may run inside a transaction take this. */
export type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenDbOptions {
  /** postgres://… — use a real PostgreSQL through postgres.js. */
  databaseUrl?: string;
  /** PGlite data folder (default `<repo>/.data/pglite`). */
  dataDir?: string;
  /** In-memory PGlite (tests). */
  memory?: boolean;
  /** With `memory`: start from this data folder tarball (PGlite dumpDataDir) instead of an empty cluster. */
  loadDataDir?: Blob;
  /**
   * Who opens the PGlite folder, in words, for the message a second process gets
   * (e.g. «хост http://127.0.0.1:8080»). Written into the folder's lock file.
   */
  what?: string;
}

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/pglite', import.meta.url));
const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));

export async function openDb(opts: OpenDbOptions = {}): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const client = postgres(opts.databaseUrl, { max: 10, onnotice: () => {} });
    preparePoolStatements(client);
    const db = drizzle(client, { schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (opts.memory) {
    const client = new PGlite(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
    await client.waitReady;
    tunePglite(client);
    const db = drizzle(client, { schema }) as unknown as Db;
    return { db, kind: 'pglite', close: () => client.close() };
  }
  const dir = opts.dataDir ?? DEFAULT_DATA_DIR;
  mkdirSync(dir, { recursive: true });
  // One process per folder (docs/SECURITY.md): throws DataDirLockedError, whose message the
  // caller prints as is, before PGlite touches a file.
  const lock = acquireDataDirLock(dir, { what: opts.what });
  let client: InstanceType<typeof PGlite>;
  try {
    client = new PGlite(dir, { startParams: durableStartParams(PGlite.defaultStartParams) });
    await client.waitReady;
  } catch (err) {
    lock.release();
    throw err;
  }
  tunePglite(client);
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      try {
        await client.close();
      } finally {
        lock.release();
      }
    },
  };
}

/**
 * PGlite's client, once ready, as the API uses it: Drizzle's per-query parsers dropped
 * (pglite-parsers.ts), then marked and registered statements kept prepared
 * (pglite-shared-plans.ts), whose EXECUTEs go through the first.
 */
function tunePglite(client: ParsingClient): void {
  dropTextParsers(client);
  keepSharedPlans(client, SHARED_STATEMENT_MARK);
  pgliteClients.add(client);
}

const pgliteClients = new WeakSet<object>();

/**
 * Whether the database is PGlite, for a hot read whose cheapest shape differs by driver: PGlite
 * reads a result field by field in JS, postgres.js cheaply (ARCHITECTURE §3 «Prepared statements»).
 */
export function isPglite(db: Db): boolean {
  return pgliteClients.has((db as { $client?: object }).$client ?? db);
}

/**
 * Statements outside a transaction are prepared on their connection (ARCHITECTURE §3 «Prepared
 * statements»): drizzle asks postgres.js for an unnamed statement every time, which costs a second
 * round trip (Parse and Describe, then Bind) and a parse and analysis of the text; a prepared one is
 * one round trip and is parsed once per connection. PostgreSQL's default plan choice
 * (plan_cache_mode=auto) then plans its first five runs with their values and keeps one generic
 * plan when that costs no more: a read by key stops being planned at all (0.4 → 0.09 ms at bind).
 * The ranking, whose best plan depends on its values, never sends them as parameters
 * (features/top/shared-statements.ts).
 */
function preparePoolStatements(client: Sql): void {
  const unsafe = client.unsafe.bind(client);
  client.unsafe = ((query, params, options) => unsafe(query, params, {
    ...options,
    prepare: true,
    // postgres.js sends a statement without parameters as a simple query (never prepared); a
    // shared statement is prepared anyway, which is its point (SHARED_STATEMENT_MARK).
    ...(query.startsWith(SHARED_STATEMENT_MARK) ? { simple: false } : {}),
  })) as Sql['unsafe'];
}

/**
 * The first words of a statement written out with its values to be planned once per connection
 * (features/top/shared-statements.ts): on PostgreSQL it is prepared although it has no parameters;
 * on PGlite it is prepared by SQL's PREPARE and run by name (pglite-shared-plans.ts).
 */
export const SHARED_STATEMENT_MARK = '/* shared */ ';

/**
 * PGlite starts PostgreSQL with `-F` (fsync off), and its Node file system turns fsync() and
 * fdatasync() into no-ops anyway; but it passes O_DSYNC through to the real open(). So with
 * fsync on and `wal_sync_method=open_datasync` every WAL write of a commit reaches the disk
 * before the commit is acknowledged (docs/SECURITY.md, "Долговечность PGlite"). Checkpoints of
 * the data files are still not fsync'ed: production runs on PostgreSQL (DATABASE_URL).
 * `wal_buffers=64MB` (default 4 MB here, 1/32 of shared_buffers): a large transaction's WAL waits
 * in memory and reaches the disk in a few large synchronous writes at commit instead of one small
 * one each time 4 MB fill up — «Нужна ваша группа рядом» queuing 100 000 alerts (≈ 30 MB of WAL)
 * went from 2.6–3.3 s to 1.1–1.6 s (`npm run bench -- --only=need-alerts`). What a commit
 * waits for is the same: its WAL on the disk. The price is the buffer itself: a host just started
 * on the demo database holds 543 MB instead of 476 MB.
 */
export function durableStartParams(defaults: readonly string[]): string[] {
  return [...defaults.filter((p) => p !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=open_datasync', '-c', 'wal_buffers=64MB'];
}

/** Splits a migration file into statements: each ends with ";" at the end of a line. */
export function splitStatements(text: string): string[] {
  return text
    .replace(/^\s*--.*$/gm, '')
    .split(/;[ \t]*(?:\r?\n|$)/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/**
 * Applies api/migrations/*.sql in name order, each in its own transaction, recording applied
 * names in `schema_migrations`. An advisory lock keeps concurrent instances from racing.
 * Returns the names applied by this call.
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL)`);
  const files = readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const name of files) {
    const did = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(724011)`);
      const done = await tx.select().from(schema.schemaMigrations).where(sql`${schema.schemaMigrations.name} = ${name}`);
      if (done.length > 0) return false;
      for (const stmt of splitStatements(readFileSync(`${dir}/${name}`, 'utf8'))) {
        await tx.execute(sql.raw(stmt));
      }
      await tx.insert(schema.schemaMigrations).values({ name, appliedAt: new Date() });
      return true;
    });
    if (did) applied.push(name);
  }
  return applied;
}
