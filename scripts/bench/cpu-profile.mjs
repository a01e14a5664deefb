// "Where does the time go" when an API goal is missed: a second host started with
// `node --cpu-prof` (its own port and database, so the measured host stays unprofiled), loaded
// for a few seconds on the slowest endpoint, stopped; the .cpuprofile is summarised by self time
// per function and per area (PGlite's WebAssembly Postgres, Drizzle, zod, Hono, Node's HTTP…), load window only.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHost } from './server.mjs';
import { demoToken, runLoad } from './api-load.mjs';
import { createRequire } from 'node:module';

const AREAS = [
  ['PGlite (Postgres в WebAssembly)', (u) => u.startsWith('wasm://') || u.includes('@electric-sql/pglite')],
  ['Drizzle ORM', (u) => u.includes('drizzle-orm')],
  ['zod', (u) => u.includes('/zod/')],
  ['Hono + @hono/node-server', (u) => u.includes('/hono/') || u.includes('@hono/')],
  ['код API (api/src)', (u) => u.includes('/api/src/')],
  ['хост (shell/server, shared)', (u) => u.includes('/shell/server/') || u.includes('/shared/src/')],
  ['Node (http, streams, внутреннее)', (u) => u.startsWith('node:') || u === ''],
];

/**
 * Self time per function and per area. `windowUs`: only the last N µs of the profile count —
 * --cpu-prof covers the whole process (module compilation, migrations, the demo seed), and the
 * host is stopped right after the load, so the load is the profile's tail.
 */
export function summariseProfile(profile, windowUs = Infinity) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  let t = profile.startTime;
  const from = profile.endTime - windowUs;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    t += dt;
    if (t >= from) self.set(id, (self.get(id) ?? 0) + dt);
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0) || 1;
  const fns = new Map();
  const areas = new Map();
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const short = url.replace(/^file:\/\//, '').replace(/.*node_modules\//, '').replace(/.*\/work\/main\//, '');
    const key = `${functionName || '(anonymous)'} ${short ? `${short}:${lineNumber + 1}` : ''}`.trim();
    fns.set(key, (fns.get(key) ?? 0) + us);
    const area = ['(garbage collector)', '(idle)', '(program)'].includes(functionName) ? functionName : (AREAS.find(([, test]) => test(url))?.[0] ?? 'прочие библиотеки');
    areas.set(area, (areas.get(area) ?? 0) + us);
  }
  const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([name, us]) => ({ name, pct: Math.round((1000 * us) / total) / 10 }));
  return { areas: top(areas, 9), functions: top(fns, 10) };
}

/** Profiles `ep` on a fresh host; returns the summary and a one-paragraph explanation. */
export async function profileEndpoint({ port, ep, seconds = 6 }) {
  const dir = mkdtempSync(join(tmpdir(), 'donor-bench-prof-'));
  const host = await startHost({ port, extraArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
  try {
    const headers = ep.auth ? { authorization: `Token ${await demoToken(host.base)}` } : {};
    const autocannon = createRequire(join(tmpdir(), 'donor-bench-tools', 'package.json'))('autocannon');
    const load = await runLoad(autocannon, { url: host.base + ep.path, headers, duration: seconds });
    await host.stop();
    const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    if (!file) return { note: 'профиль не записан (хост не завершился штатно?)' };
    // The load's seconds plus a little for the shutdown that follows it.
    const summary = summariseProfile(JSON.parse(readFileSync(join(dir, file), 'utf8')), (seconds + 0.5) * 1e6);
    return { endpoint: ep.label, rps: load.requests.average, p99: load.latency.p99, ...summary };
  } finally {
    await host.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function explain(prof) {
  if (!prof || prof.note) return prof?.note ?? '';
  const areas = prof.areas.filter((a) => a.name !== '(idle)').map((a) => `${a.name} ${a.pct}%`).join(', ');
  const fns = prof.functions.filter((f) => !f.name.startsWith('(idle)')).slice(0, 5).map((f) => `${f.name} ${f.pct}%`).join('; ');
  return `Профиль CPU хоста под нагрузкой на ${prof.endpoint} (${Math.round(prof.rps)} req/s, p99 ${prof.p99} мс под профилировщиком): собственное время по областям — ${areas}. Самые тяжёлые функции: ${fns}. Node — один поток: всё, что не idle, выстраивается в очередь и становится хвостом p99.`;
}
