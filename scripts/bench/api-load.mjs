// API load with autocannon 8 (installed on demand into a temp folder, not a project dependency),
// 10 connections: per endpoint a 2 s warm-up, a 10 s run at full speed (capacity), and a 10 s run
// paced at 2,000 req/s, the rate the goal is stated at (p99 ≤ 25 ms, 0 errors). The load
// generator shares the machine's 2 cores with the server: figures are a floor, not a ceiling.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startHost } from './server.mjs';

export const API_GOAL = { rate: 2000, p99Ms: 25, errors: 0 };
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
    { id: 'stations', label: 'GET /api/blood_stations/?city_id=1', path: '/api/blood_stations/?city_id=1' },
    // The logged-in list: the same cached entry plus the donor's own part (api/src/features/stations/stations-personal.ts).
    { id: 'stations-me', label: 'GET /api/blood_stations/?city_id=1 (с токеном)', path: '/api/blood_stations/?city_id=1', auth: true },
    { id: 'cities', label: 'GET /api/cities/?s=Мос', path: `/api/cities/?s=${encodeURIComponent('Мос')}` },
    { id: 'map', label: 'GET /api/blood_stations/map/ (bbox Москвы)', path: '/api/blood_stations/map/?bbox1=55.55,37.35&bbox2=55.95,37.85' },
    { id: 'me', label: 'GET /api/auth/me/ (с токеном)', path: '/api/auth/me/', auth: true },
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

const summary = (r) => ({
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  max: r.latency.max,
  total: r.requests.total,
  errors: r.errors + r.timeouts,
  non2xx: r.non2xx,
});

export async function measureApi({ base }) {
  const autocannon = loadAutocannon();
  const notes = [];
  let token = null;
  const results = [];
  // BENCH_API=stations,stations-me measures only those rows (a quick check of one change).
  const pick = process.env.BENCH_API?.split(',');
  for (const ep of endpoints().filter((e) => !pick || pick.includes(e.id))) {
    const headers = {};
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
    const paced = summary(await runLoad(autocannon, { url, headers, duration: DURATION_S, overallRate: API_GOAL.rate }));
    const ok = paced.rps >= API_GOAL.rate * 0.95 && paced.p99 <= API_GOAL.p99Ms && paced.errors + paced.non2xx === 0 && capacity.errors + capacity.non2xx === 0;
    results.push({ ...ep, status: probe.status, capacity, paced, ok });
    console.log(`  ${ep.label}: ${Math.round(capacity.rps)} req/s, p99 ${capacity.p99} мс; при ${API_GOAL.rate}/с p99 ${paced.p99} мс, ошибок ${paced.errors + paced.non2xx}`);
  }
  return { connections: CONNECTIONS, warmupS: WARMUP_S, durationS: DURATION_S, goal: API_GOAL, results, notes, token };
}

/**
 * The API rows on PostgreSQL: a host of its own on `databaseUrl` (migrated and seeded as
 * `npm start` does), measured the same way; the main host stays on PGlite.
 */
export async function measureApiOnPostgres({ port, databaseUrl }) {
  const host = await startHost({ port, env: { DATABASE_URL: databaseUrl } });
  try {
    const api = await measureApi({ base: host.base });
    delete api.token;
    return { ...api, database: 'postgresql' };
  } finally {
    await host.stop();
  }
}

// `node scripts/bench/api-load.mjs`: only the API rows (PGlite, then PostgreSQL when
// DATABASE_URL is set), without building, browsers or writing results; for a quick check.
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
  if (databaseUrl) {
    console.log('→ PostgreSQL');
    await measureApiOnPostgres({ port, databaseUrl });
  }
}
