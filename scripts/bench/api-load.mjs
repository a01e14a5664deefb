// API load per endpoint: a 2 s warm-up and a 10 s run at full speed (capacity) with autocannon 8
// (installed on demand into a temp folder, not a project dependency) on 10 connections, then a
// 10 s steady run at 2,000 req/s, the rate the goal is stated at (p99 ≤ 25 ms, 0 errors), with
// paced-load.mjs: a request every 0.5 ms, latency from when it was due (bench/README.md «Ровная
// нагрузка»). The load generator shares the machine's 2 cores with the server: figures are a
// floor, not a ceiling.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startHost } from './server.mjs';
import { benchPostgres, countScale, vacuumAfterSeed, waitQuiet } from './postgres.mjs';
import { median } from './util.mjs';
import { pacedWindows } from './paced-load.mjs';

export const API_GOAL = { rate: 2000, p99Ms: 25, errors: 0 };
/**
 * The station list (anonymous and logged in), the map and /me on PostgreSQL at production scale
 * keep ≥ 5 000 req/s at full speed and p99 ≤ 10 ms at 2 000 req/s (the issue on speed without
 * the caches; bench/README.md «API на PostgreSQL»). Rows without `scaleGoal` keep API_GOAL.
 */
export const API_PG_GOAL = { rate: 2000, p99Ms: 10, minRps: 5000, errors: 0 };
/** Production scale: stations (SEED_STATIONS, api/src/seed.ts) and donors with 10 donations each (SEED_SCALE). */
export const PG_SCALE = { stations: 1000, donors: 100_000 };
const CONNECTIONS = 10;
const WARMUP_S = 2;
const DURATION_S = 10;
const TOOLS = join(tmpdir(), 'donor-bench-tools');

export function loadAutocannon() {
  const dir = join(TOOLS, 'node_modules', 'autocannon');
  if (!existsSync(dir)) {
    mkdirSync(TOOLS, { recursive: true });
    console.log(`→ autocannon@8 → ${TOOLS} (npm install, один раз)`);
    const res = spawnSync('npm', ['install', '--prefix', TOOLS, '--no-audit', '--no-fund', '--loglevel=error', 'autocannon@8'], { stdio: 'inherit' });
    if (res.status !== 0) throw new Error('не удалось установить autocannon@8 (нет доступа к npm?)');
  }
  return createRequire(join(TOOLS, 'package.json'))('autocannon');
}

/**
 * fetch with one retry: undici keeps idle sockets, and after a long pause (npm install, a load
 * run) the host may have closed one already (keep-alive 5 s) → "fetch failed" on first use.
 */
export async function fetchRetry(url, init) {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

export function endpoints() {
  return [
    { id: 'stations', label: 'GET /api/blood_stations/?city_id=1', path: '/api/blood_stations/?city_id=1', scaleGoal: true },
    // The logged-in list: the same cached entry plus the donor's own part (api/src/features/stations/stations-personal.ts).
    { id: 'stations-me', label: 'GET /api/blood_stations/?city_id=1 (с токеном)', path: '/api/blood_stations/?city_id=1', auth: true, scaleGoal: true },
    { id: 'cities', label: 'GET /api/cities/?s=Мос', path: `/api/cities/?s=${encodeURIComponent('Мос')}` },
    { id: 'map', label: 'GET /api/blood_stations/map/ (bbox Москвы)', path: '/api/blood_stations/map/?bbox1=55.55,37.35&bbox2=55.95,37.85', scaleGoal: true },
    { id: 'me', label: 'GET /api/auth/me/ (с токеном)', path: '/api/auth/me/', auth: true, scaleGoal: true },
  ];
}

/** Demo donor's token (POST /api/auth/login/ → `token` header); one login, the limit is low. */
export async function demoToken(base) {
  const res = await fetchRetry(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo@example.com', password: 'demo-donor-2026' }),
  });
  const token = res.headers.get('token');
  if (!res.ok || !token) throw new Error(`вход демо-донора не удался: HTTP ${res.status}`);
  return token;
}

export function runLoad(autocannon, opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** What a row keeps of an autocannon result (the ranking and achievements benches read it too). */
export const summary = (r) => ({
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  max: r.latency.max,
  total: r.requests.total,
  errors: r.errors + r.timeouts,
  non2xx: r.non2xx,
});

/** Median and p90 of `n` requests one after another (after 3 not counted), in ms. */
export async function sequential(url, headers, n) {
  const times = [];
  for (let i = 0; i < n + 3; i++) {
    const t = performance.now();
    const res = await fetchRetry(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    if (i >= 3) times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { median: Math.round(median(times) * 10) / 10, p90: Math.round(times[Math.floor(times.length * 0.9)] * 10) / 10 };
}

export async function measureApi({ base, scaleGoal = null }) {
  const autocannon = loadAutocannon();
  const notes = [];
  let token = null;
  const results = [];
  // BENCH_API=stations,stations-me measures only those rows (a quick check of one change).
  const pick = process.env.BENCH_API?.split(',');
  for (const ep of endpoints().filter((e) => !pick || pick.includes(e.id))) {
    // As a browser asks: the API compresses what it keeps ready (the map, docs/ARCHITECTURE.md
    // «Answers from the read cache»), and a browser always accepts that.
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    if (ep.auth) {
      token ??= await demoToken(base);
      headers.authorization = `Token ${token}`;
    }
    const probe = await fetchRetry(base + ep.path, { headers });
    if (probe.status === 404 && ep.id !== 'me') {
      notes.push(`${ep.label}: нет такого эндпоинта (404) — пропущен`);
      continue;
    }
    if (!probe.ok) notes.push(`${ep.label}: пробный запрос ответил ${probe.status}`);
    const url = base + ep.path;
    await runLoad(autocannon, { url, headers, duration: WARMUP_S });
    const capacity = summary(await runLoad(autocannon, { url, headers, duration: DURATION_S }));
    const paced = await pacedWindows({ url, headers, rate: API_GOAL.rate, durationS: DURATION_S });
    const goal = (ep.scaleGoal && scaleGoal) || API_GOAL;
    const okPaced = paced.rps >= goal.rate * 0.95 && paced.p99 <= goal.p99Ms && paced.errors + paced.non2xx === 0 && capacity.errors + capacity.non2xx === 0;
    const okCapacity = goal.minRps ? capacity.rps >= goal.minRps : null;
    const ok = okPaced && okCapacity !== false;
    results.push({ ...ep, status: probe.status, capacity, paced, goal, okPaced, okCapacity, ok });
    console.log(`  ${ep.label}: ${Math.round(capacity.rps)} req/s, p99 ${capacity.p99} мс; при ${goal.rate}/с p99 ${paced.p99} мс, ошибок ${paced.errors + paced.non2xx}`);
  }
  return { connections: CONNECTIONS, warmupS: WARMUP_S, durationS: DURATION_S, goal: API_GOAL, results, notes, token };
}

/**
 * The API rows on PostgreSQL at production scale: a database of the bench's own
 * (scripts/bench/postgres.mjs), a host on it that migrates and seeds it as `npm start` does plus
 * SEED_STATIONS=1000 and SEED_SCALE=100000 (1 000 stations, 100 000 donors and 1 000 000
 * donations in set-based SQL, api/src/features/top/seed.ts), measured the same way; the main
 * host stays on PGlite. Then `more({ base, token })` on the same database and host (main.mjs passes
 * scale-rows.mjs: the ranking's mixes with the page cache off — the host runs with
 * TOP_CACHE_TTL_MS=0, which only the ranking reads — and the demo donor's achievements and
 * bonuses), so the production database answers them too, not only PGlite; its result is spread
 * into the answer. Returns null with `missing` when there is no PostgreSQL to use.
 */
export async function measureApiOnPostgres({ port, databaseUrl, more = null }) {
  const pg = await benchPostgres({ databaseUrl });
  if (pg.missing) return { missing: pg.missing };
  try {
    const t0 = Date.now();
    const env = { DATABASE_URL: pg.url, SEED_STATIONS: String(PG_SCALE.stations), SEED_SCALE: String(PG_SCALE.donors), TOP_CACHE_TTL_MS: '0' };
    const host = await startHost({ port, env, timeoutMs: 20 * 60_000 });
    const seedS = Math.round((Date.now() - t0) / 1000);
    const settleMs = await waitQuiet(pg.url);
    const scale = { ...(await countScale(pg.url)), seedS, server: pg.server, settleS: Math.round(settleMs / 1000), vacuumS: Math.round((await vacuumAfterSeed(pg.url)) / 1000) };
    console.log(`  ${pg.server}: ${scale.stations} станций, ${scale.donors} доноров, ${scale.donations} донаций, готова за ${seedS} с, фоновая работа старта ещё ${scale.settleS} с, VACUUM (ANALYZE) ${scale.vacuumS} с`);
    try {
      const api = await measureApi({ base: host.base, scaleGoal: API_PG_GOAL });
      const token = api.token ?? (await demoToken(host.base));
      delete api.token;
      const extra = more ? await more({ base: host.base, token }) : {};
      return { ...api, database: 'postgresql', scale, scaleGoal: API_PG_GOAL, ...extra };
    } finally {
      await host.stop();
    }
  } finally {
    await pg.stop();
  }
}

// `node scripts/bench/api-load.mjs`: only the API rows (PGlite, then PostgreSQL at scale),
// without building, browsers or writing results; for a quick check.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.BENCH_PORT ?? 8399);
  const databaseUrl = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  const host = await startHost({ port });
  try {
    console.log('→ PGlite');
    await measureApi({ base: host.base });
  } finally {
    await host.stop();
  }
  console.log('→ PostgreSQL в масштабе production');
  const pg = await measureApiOnPostgres({ port, databaseUrl });
  if (pg.missing) console.log(`  ${pg.missing}`);
}
