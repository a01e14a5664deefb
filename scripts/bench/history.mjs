// bench/results/history.jsonl (bench/README.md «История»): one line per run — date, commit, machine,
// load average at the start and the end, and the figure of every table row the run measured
// (report.mjs historyRows). latest.json is overwritten and carries figures over; the history only
// grows, so a regression shows against an earlier run: the table prints, per row, the change
// against the last run on the same machine that measured that row (a `--only=` run has only its
// own rows). Time figures of different machines say little about each other, so the machine is
// part of the comparison: its host name, cores and CPU model, or BENCH_MACHINE when the host name
// changes from run to run (a CI container).
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { cpus, hostname } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './util.mjs';

const FILE = join(ROOT, 'bench', 'results', 'history.jsonl');

export function machineId() {
  if (process.env.BENCH_MACHINE) return process.env.BENCH_MACHINE;
  const list = cpus();
  return `${hostname()} · ${list.length}× ${list[0]?.model?.trim() ?? 'cpu'}`;
}

function readRuns() {
  let text = '';
  try { text = readFileSync(FILE, 'utf8'); } catch { return []; }
  return text.split('\n').filter(Boolean).flatMap((line) => {
    try { return [JSON.parse(line)]; } catch { return []; } // a torn last line must not stop the bench
  });
}

/** key → { v, date, commit } of the newest earlier run on `machine` that measured the row. */
export function previousFigures(machine = machineId()) {
  const out = new Map();
  for (const run of readRuns().filter((r) => r.machine === machine)) {
    for (const row of run.rows ?? []) out.set(row.key, { v: row.v, date: run.date, commit: run.commit });
  }
  return out;
}

/** Appends this run's line; returns the file. */
export function appendHistory(results, rows, machine = machineId()) {
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
  const line = {
    date: results.date,
    commit: results.commit,
    dirty: results.dirty,
    machine,
    load: { start: results.machine.loadavg, end: results.machine.loadavgEnd },
    only: results.only,
    rows: rows.map(({ key, label, v, unit, ok }) => ({ key, label, v: Math.round(v * 1000) / 1000, unit, ok })),
  };
  appendFileSync(FILE, `${JSON.stringify(line)}\n`);
  return FILE;
}
