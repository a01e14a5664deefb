// The rankings at scale (bench/README.md «Рейтинг»): a host of its own on a database seeded with
// SEED_SCALE=100000 (100 000 donors, 1 000 000 donations; api/src/features/top/seed.ts) in its own folder,
// so the rest of the bench keeps its small demo database. Two runs on that one folder:
// 1. TOP_CACHE_TTL_MS=0 (the page cache off, api/src/features/top/top-cache.ts) — every request
//    computes its ranking in SQL from the kept aggregates (api/src/features/top/README.md): each
//    filter mix one request at a time (median), then paced at 200 req/s in three 10 s windows, evenly spaced
//    (paced-load.mjs) — the goal is p99 ≤ 25 ms and 0 errors (issue «fast without the caches»);
// 2. the default configuration (pages kept under the data version), for comparison: the first
//    page's median (≤ 20 ms), then each mix paced at 200 req/s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startHost } from './server.mjs';
import { demoToken, fetchRetry, loadAutocannon, runLoad, sequential } from './api-load.mjs';
import { pacedWindows } from './paced-load.mjs';
import { measureAchievements } from './achievements-load.mjs';

export const TOP_SCALE = 100_000;
export const TOP_GOAL = { rate: 200, p99Ms: 25, firstPageMs: 20, errors: 0 };
const WARMUP_S = 2;
const DURATION_S = 10;
const SEQUENTIAL = 40;

function mixes(stationId) {
  return [
    { id: 'all', label: 'GET /api/users_top/ (без фильтров)', path: '/api/users_top/' },
    { id: 'city', label: '  ?city=1&gender=female', path: '/api/users_top/?city=1&gender=female' },
    { id: 'year', label: '  ?by_year=true&components=plasma,platelets&age_start=25&age_end=45', path: '/api/users_top/?by_year=true&components=plasma,platelets&age_start=25&age_end=45' },
    { id: 'station', label: `  ?blood_station_id=${stationId}&blood_group=o_plus,a_plus&kell=negative`, path: `/api/users_top/?blood_station_id=${stationId}&blood_group=o_plus,a_plus&kell=negative` },
    { id: 'me', label: '  без фильтров, с токеном (user_info демо-донора)', path: '/api/users_top/', auth: true },
    { id: 'me-city', label: '  ?city=1, с токеном (user_info демо-донора)', path: '/api/users_top/?city=1', auth: true },
    // The dearest own place: a sum of two components under an age range (api/src/features/top/README.md).
    { id: 'year-me', label: '  ?by_year=true&components=plasma,platelets&age_start=25&age_end=45, с токеном', path: '/api/users_top/?by_year=true&components=plasma,platelets&age_start=25&age_end=45', auth: true },
    { id: 'country', label: '  ?country=1&blood_group=a_plus&kell=negative', path: '/api/users_top/?country=1&blood_group=a_plus&kell=negative' },
    { id: 'plasma', label: '  ?components=plasma&by_year=true', path: '/api/users_top/?components=plasma&by_year=true' },
    { id: 'blood-platelets', label: '  ?city=1&components=blood,platelets', path: '/api/users_top/?city=1&components=blood,platelets' },
    { id: 'age', label: '  ?age_start=30', path: '/api/users_top/?age_start=30' },
    { id: 'org', label: '  ?organization_id=1', path: '/api/users_top/?organization_id=1' },
  ];
}


/**
 * Every mix on a running host, one at a time (median) then paced at 200 req/s; the verdict is the
 * page cache off (the host runs with TOP_CACHE_TTL_MS=0). Also the PostgreSQL run at production
 * scale (api-load.mjs measureApiOnPostgres) calls it on its own host.
 */
export async function measureTopMixes({ base, token, autocannon = loadAutocannon(), log = (s) => console.log(s) }) {
  const stations = await (await fetchRetry(`${base}/api/blood_stations/?city_id=1&page_size=1`)).json();
  const list = mixes(stations.results?.[0]?.id ?? 1);
  const results = [];
  for (const mix of list) {
    const url = base + mix.path;
    const headers = mix.auth ? { authorization: `Token ${token}` } : {};
    const one = await sequential(url, headers, mix.id === 'all' ? SEQUENTIAL : 10);
    await runLoad(autocannon, { url, headers, duration: WARMUP_S });
    const paced = await pacedWindows({ url, headers, rate: TOP_GOAL.rate, durationS: DURATION_S });
    const ok = paced.rps >= TOP_GOAL.rate * 0.95 && paced.p99 <= TOP_GOAL.p99Ms && paced.errors + paced.non2xx === 0;
    results.push({ ...mix, ...one, paced, ok });
    log(`${mix.label}: без кэша при ${TOP_GOAL.rate}/с p99 ${paced.p99} мс (по одному: медиана ${one.median} мс)`);
  }
  return { list, results };
}

export async function measureTop({ port }) {
  const autocannon = loadAutocannon();
  const dataDir = mkdtempSync(join(tmpdir(), 'donor-bench-top-'));
  const env = { SEED_SCALE: String(TOP_SCALE) };
  const notes = [];
  try {
    const t0 = Date.now();
    let host = await startHost({ port, env: { ...env, TOP_CACHE_TTL_MS: '0' }, dataDir, keepData: true, timeoutMs: 20 * 60_000 });
    const seedS = Math.round((Date.now() - t0) / 1000);
    console.log(`  SEED_SCALE=${TOP_SCALE}: хост с базой готов за ${seedS} с`);
    const { count: donors } = await (await fetchRetry(`${host.base}/api/users_count/`)).json();
    let token = await demoToken(host.base);
    const headersOf = (mix) => (mix.auth ? { authorization: `Token ${token}` } : {});
    const { list, results: measured } = await measureTopMixes({ base: host.base, token, autocannon });
    const uncached = measured.map(({ label, path, auth, ...r }) => r);
    // The demo donor's achievements and bonuses on the same database (achievements-load.mjs).
    const achievements = await measureAchievements({ base: host.base, token, autocannon });
    await host.stop();

    host = await startHost({ port, env, dataDir, keepData: true, timeoutMs: 5 * 60_000 });
    token = await demoToken(host.base);
    const firstPage = await sequential(`${host.base}/api/users_top/`, {}, SEQUENTIAL);
    const results = [];
    for (const mix of list) {
      const url = host.base + mix.path;
      const headers = headersOf(mix);
      await runLoad(autocannon, { url, headers, duration: WARMUP_S });
      const paced = await pacedWindows({ url, headers, rate: TOP_GOAL.rate, durationS: DURATION_S });
      const u = uncached.find((x) => x.id === mix.id);
      // The verdict is the uncached run's; the cached p99 is for comparison.
      results.push({ ...mix, paced, ok: u.ok, uncached: u });
      console.log(`${mix.label}: с кэшем при ${TOP_GOAL.rate}/с p99 ${paced.p99} мс`);
    }
    await host.stop();
    return { scale: TOP_SCALE, donors, seedS, goal: TOP_GOAL, firstPage: { ...firstPage, ok: firstPage.median <= TOP_GOAL.firstPageMs }, uncachedFirstPage: uncached[0], results, notes, achievements };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `node scripts/bench/top-load.mjs`: only the uncached mixes (TOP_CACHE_TTL_MS=0) on a host of its
// own, printed, nothing written. TOP_BENCH_DATA=<folder> reuses (and keeps) a database folder a
// previous run seeded, so a change is measured without the minute of seeding.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.BENCH_PORT ?? 8397);
  const kept = process.env.TOP_BENCH_DATA;
  const dataDir = kept ?? mkdtempSync(join(tmpdir(), 'donor-bench-top-'));
  try {
    const host = await startHost({ port, env: { SEED_SCALE: String(TOP_SCALE), TOP_CACHE_TTL_MS: '0' }, dataDir, keepData: true, timeoutMs: 20 * 60_000 });
    try {
      await measureTopMixes({ base: host.base, token: await demoToken(host.base) });
    } finally {
      await host.stop();
    }
  } finally {
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
}
