// A donor's achievements and bonuses at scale (bench/README.md «Достижения и бонусы»): on the
// rankings' host and database (top-load.mjs: 100 000 donors, 1 000 000 donations), the demo
// donor's own answers — computed on write and read from the stored row
// (api/src/features/achievements/achievements-store.ts) — one at a time (median), then paced at
// 200 req/s in three 10 s windows, evenly spaced (paced-load.mjs pacedWindows). The goal: p99 ≤ 5 ms, 0 errors (issue «fast without
// the caches»). Also runnable alone: `node scripts/bench/achievements-load.mjs [--scale=N]`
// seeds a host of its own (SEED_SCALE=N, default 100 000) and prints the rows.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startHost } from './server.mjs';
import { demoToken, fetchRetry, loadAutocannon, runLoad, sequential } from './api-load.mjs';
import { pacedWindows } from './paced-load.mjs';

export const ACHIEVEMENTS_GOAL = { rate: 200, p99Ms: 5, errors: 0 };
const WARMUP_S = 2;
const DURATION_S = 10;
const SEQUENTIAL = 40;

const FLOOR = { id: 'floor', label: 'пол стенда: GET /api/cities/1/ (одно чтение по ключу, без токена)', path: '/api/cities/1/' };

function endpoints(userId) {
  return [
    { id: 'achievements', label: `GET /api/auth/{id}/achievements/ (свои, с токеном)`, path: `/api/auth/${userId}/achievements/` },
    { id: 'bonuses', label: 'GET /api/bonuses/ (каталог с can_take донора, с токеном)', path: '/api/bonuses/' },
    { id: 'my-bonuses', label: 'GET /api/profile/bonuses/ (взятые донором)', path: '/api/profile/bonuses/' },
  ];
}


/** The rows for a running host and the demo donor's token. */
export async function measureAchievements({ base, token, autocannon = loadAutocannon() }) {
  const headers = { authorization: `Token ${token}` };
  const me = await (await fetchRetry(`${base}/api/auth/me/`, { headers })).json();
  /** One endpoint one at a time (median), then paced at the goal's rate after a warm-up. */
  const measure = async (ep, hdrs) => {
    const url = base + ep.path;
    const one = await sequential(url, hdrs, SEQUENTIAL);
    await runLoad(autocannon, { url, headers: hdrs, duration: WARMUP_S });
    const paced = await pacedWindows({ url, headers: hdrs, rate: ACHIEVEMENTS_GOAL.rate, durationS: DURATION_S });
    console.log(`${ep.label}: при ${ACHIEVEMENTS_GOAL.rate}/с p99 ${paced.p99} мс (по одному: медиана ${one.median} мс)`);
    return { ...ep, ...one, paced };
  };
  // The floor of this harness on this machine: one primary-key read, anonymous, measured the same
  // way. A goal below the floor's p99 cannot be told apart from the machine's own noise.
  const floor = await measure(FLOOR, {});
  const results = [];
  for (const ep of endpoints(me.id)) {
    const r = await measure(ep, headers);
    const ok = r.paced.rps >= ACHIEVEMENTS_GOAL.rate * 0.95 && r.paced.p99 <= ACHIEVEMENTS_GOAL.p99Ms && r.paced.errors + r.paced.non2xx === 0;
    results.push({ ...r, ok });
  }
  return { goal: ACHIEVEMENTS_GOAL, floor, results };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const scale = Number(process.argv.find((a) => a.startsWith('--scale='))?.slice(8) ?? 100_000);
  const port = Number(process.env.BENCH_PORT ?? 8398);
  const dataDir = mkdtempSync(join(tmpdir(), 'donor-bench-achievements-'));
  try {
    const t0 = Date.now();
    const host = await startHost({ port, env: { SEED_SCALE: String(scale) }, dataDir, timeoutMs: 20 * 60_000 });
    console.log(`SEED_SCALE=${scale}: хост с базой готов за ${Math.round((Date.now() - t0) / 1000)} с`);
    try {
      console.log(JSON.stringify(await measureAchievements({ base: host.base, token: await demoToken(host.base) }), null, 1));
    } finally {
      await host.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
