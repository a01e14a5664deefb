// A steady load: one request every 1000/rate ms, whatever the answers do (open loop), on a pool of
// keep-alive connections — what «p99 at 200 req/s» means (bench/README.md «Ровная нагрузка»).
// autocannon's `overallRate` is not that: each of its connections sends its share of a second
// back to back when the second starts (lib/httpClient.js `reqsMadeThisSecond`), so 200 req/s over
// 10 connections is a burst of 200 requests, 10 at a time, then nothing; and its latency
// histogram adds the coordinated-omission correction with an expected interval of ceil(1/rate)
// = 1 ms. Both inflate the tail of a fast endpoint several times (1.3 ms requests read as p99
// 8–15 ms). autocannon still measures full speed (the capacity rows).
// Latency is counted from the moment a request was due, not from when it was sent, so a late
// timer or a queue on our side counts against the server, never for it. How late the generator
// itself was (due → handed to the socket: its timers fire on whole milliseconds) is kept beside
// it as `lateP99`, so a reader sees how much of a fast endpoint's tail is the harness's own. The
// requests go through raw-http.mjs, a client that allocates little per request: the
// generator's own pauses would otherwise be read as the server's.
// Each window runs in a Node process of its own (`pacedLoad`): the bench's process has just run
// autocannon at full speed and holds the run's results. Right after autocannon, the map at
// 2 000 req/s read p99 10–12 ms from that process (its own lateness 3.2–4 ms) and 3.7–9.1 ms from a
// fresh one (lateness 1.9–2) on the same host (bench/README.md «Ровная нагрузка»).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { encodeGet, rawPool } from './raw-http.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The q-quantile of `values` (ms, one decimal; sorts them in place), null for none. */
const quantile = (values) => {
  values.sort((a, b) => a - b);
  return (q) => (values.length ? Math.round(values[Math.min(values.length - 1, Math.ceil(q * values.length) - 1)] * 10) / 10 : null);
};

/**
 * `rate` requests per second for `warmupS` + `durationS` seconds to `url` (GET, `headers`). Returns the
 * same shape as api-load.mjs `summary`: { rps, p50, p99, max, total, errors, non2xx }, ms, the
 * generator's own `lateP99`, and `server` { p50, p99 }: the host's own Server-Timing totals of
 * the same answers (null when the host sends none; the bench's hosts do, server.mjs).
 */
export async function pacedLoadHere({ url, headers = {}, rate, durationS, warmupS = 1, maxSockets = 64, timeoutMs = 10_000 }) {
  const target = new URL(url);
  const pool = rawPool(target, encodeGet(target, headers), { maxSockets, timeoutMs });
  const interval = 1000 / rate;
  // The first `warmupS` seconds open the pool's connections and are not counted.
  const skip = Math.round(rate * warmupS);
  const total = skip + Math.round(rate * durationS);
  const latencies = [];
  const lateness = [];
  const serverTimes = [];
  let errors = 0;
  let non2xx = 0;
  const one = (due, counted) => new Promise((resolve) => {
    if (counted) lateness.push(performance.now() - due);
    pool.send((status, serverMs) => {
      if (status === 0) errors++;
      else {
        if (counted) latencies.push(performance.now() - due);
        if (counted && serverMs !== null) serverTimes.push(serverMs);
        if (status < 200 || status >= 300) non2xx++;
      }
      resolve();
    });
  });
  const started = performance.now() + 20;
  const pending = [];
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    // Everything due by now goes out (normally one request; more only if a timer came late).
    while (sent < total && started + sent * interval <= now) {
      pending.push(one(started + sent * interval, sent >= skip));
      sent++;
    }
    if (sent < total) await sleep(Math.max(0, started + sent * interval - performance.now()));
  }
  await Promise.all(pending);
  const elapsedS = (performance.now() - started) / 1000 - warmupS;
  pool.close();
  const at = quantile(latencies);
  const onServer = quantile(serverTimes);
  const server = serverTimes.length ? { p50: onServer(0.5), p99: onServer(0.99) } : null;
  return { rps: latencies.length / elapsedS, p50: at(0.5), p99: at(0.99), max: at(1), lateP99: quantile(lateness)(0.99), server, total: latencies.length, errors, non2xx };
}

/** `pacedLoadHere` in a fresh Node process (the options and the answer go as JSON). */
export function pacedLoad(opts) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [fileURLToPath(import.meta.url), JSON.stringify(opts)], { maxBuffer: 1 << 20 }, (error, stdout) => {
      if (error) reject(error);
      else resolve(JSON.parse(stdout));
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(JSON.stringify(await pacedLoadHere(JSON.parse(process.argv[2]))));
}

/** Windows per paced row (bench/README.md «Ровная нагрузка», «Три окна»). */
export const PACED_WINDOWS = 3;

/**
 * `windows` paced runs of `durationS` each, one after another; the row is the window with the
 * median p99, and `windows` keeps every window's { p50, p99, max, lateP99, rps } in the order run. Errors
 * count from every window. On a shared two-core machine one stall of the machine (another
 * process, a checkpoint) lands in one window and, at 2 000 samples, moves that window's p99 by
 * itself; the median window is the server's own tail, and the worst one is still shown.
 */
export async function pacedWindows(opts, windows = PACED_WINDOWS) {
  const runs = [];
  for (let i = 0; i < windows; i++) runs.push(await pacedLoad(opts));
  const byP99 = [...runs].sort((a, b) => (a.p99 ?? Infinity) - (b.p99 ?? Infinity));
  const median = byP99[Math.floor((runs.length - 1) / 2)];
  return {
    ...median,
    errors: runs.reduce((n, r) => n + r.errors, 0),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    windows: runs.map(({ p50, p99, max, lateP99, server, rps }) => ({ p50, p99, max, lateP99, server, rps: Math.round(rps) })),
  };
}
