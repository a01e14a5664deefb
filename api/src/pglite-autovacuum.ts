// PGlite runs PostgreSQL in single-user mode, which has no autovacuum: a long-lived folder (the
// host of `npm start`, kept for months on a small install) would gather the dead rows of every
// update — the ranking's and achievements' aggregates are rewritten on each accepted donation
// (docs/recognition.md) — and its planner statistics would age from the seed's day on. So the
// API process does autovacuum's job itself: every few minutes it reads PostgreSQL's own counters
// and vacuums or analyzes, by autovacuum's own default thresholds, the one table most overdue.
// One table a round, because PGlite has one connection and a VACUUM holds every request back
// while it runs (docs/ARCHITECTURE.md §3 «PGlite без автовакуума»). PostgreSQL has its own.
import { sql } from 'drizzle-orm';
import type { Db } from './db.ts';
import { rowsOf } from './lib/raw-rows.ts';

/** A table's counters from pg_stat_user_tables. */
export interface TableStats {
  table: string;
  live: number;
  dead: number;
  insertedSinceVacuum: number;
  modifiedSinceAnalyze: number;
}

/**
 * PostgreSQL's defaults (postgresql.conf, «Automatic Vacuuming»): a vacuum past 50 dead rows +
 * 20 % of the table, or 1 000 inserted rows + 20 % (so new pages get marked all-visible and the
 * index-only scans stay index-only); an analyze past 50 changed rows + 10 %.
 */
const VACUUM_THRESHOLD = 50;
const VACUUM_SCALE = 0.2;
const INSERT_THRESHOLD = 1000;
const INSERT_SCALE = 0.2;
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE = 0.1;

/** What a round does: the most overdue table, by how far past its threshold it is; null when none is. */
export function mostOverdue(tables: readonly TableStats[]): { table: string; command: 'VACUUM (ANALYZE)' | 'ANALYZE' } | null {
  let best: { table: string; command: 'VACUUM (ANALYZE)' | 'ANALYZE'; over: number } | null = null;
  for (const t of tables) {
    const vacuum = Math.max(t.dead / (VACUUM_THRESHOLD + VACUUM_SCALE * t.live), t.insertedSinceVacuum / (INSERT_THRESHOLD + INSERT_SCALE * t.live));
    const analyze = t.modifiedSinceAnalyze / (ANALYZE_THRESHOLD + ANALYZE_SCALE * t.live);
    const over = Math.max(vacuum, analyze);
    if (over > 1 && (best === null || over > best.over)) best = { table: t.table, command: vacuum > 1 ? 'VACUUM (ANALYZE)' : 'ANALYZE', over };
  }
  return best && { table: best.table, command: best.command };
}

/** The counters of the public schema's tables. */
export async function tableStats(db: Db): Promise<TableStats[]> {
  // A backend hands its counters over at most once a second; this has them handed over at the end
  // of this statement, so the read below counts the last second's writes too.
  await db.execute(sql`SELECT pg_stat_force_next_flush()`);
  const rows = rowsOf<{ table: string; live: number; dead: number; inserted: number; modified: number }>(await db.execute(sql`
    SELECT relname AS table, n_live_tup::int AS live, n_dead_tup::int AS dead,
           n_ins_since_vacuum::int AS inserted, n_mod_since_analyze::int AS modified
    FROM pg_stat_user_tables WHERE schemaname = 'public'`));
  return rows.map((r) => ({ table: r.table, live: r.live, dead: r.dead, insertedSinceVacuum: r.inserted, modifiedSinceAnalyze: r.modified }));
}

/** One round: the most overdue table vacuumed or analyzed; its name, or null when none was due. */
export async function vacuumRound(db: Db): Promise<string | null> {
  const due = mostOverdue(await tableStats(db));
  if (!due) return null;
  // The name comes from the catalog, quoted as an identifier all the same.
  await db.execute(sql.raw(`${due.command} "${due.table.replaceAll('"', '""')}"`));
  return due.table;
}

export interface AutovacuumLog {
  error(...args: unknown[]): void;
}

/** How often a round runs: PostgreSQL's autovacuum_naptime is one minute; a blocking round is rarer. */
export const AUTOVACUUM_INTERVAL_MS = 10 * 60_000;

/** The rounds, every `intervalMs` from start; `stop` waits for a round under way. */
export function startPgliteAutovacuum(args: { db: Db; intervalMs?: number; log?: AutovacuumLog }): { stop(): Promise<void> } {
  const log = args.log ?? console;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    if (stopped) return;
    running = running.then(() => (stopped ? null : vacuumRound(args.db))).catch((err) => log.error('[autovacuum] ошибка очистки таблиц PGlite:', err));
  }, args.intervalMs ?? AUTOVACUUM_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
