// The bench proper (scripts/bench.mjs installs first): builds if needed, starts the host on its own port and
// a fresh embedded database, measures bytes, Lighthouse, API load and route changes, prints one
// table (figure, budget, verdict, change against the last run on this machine), writes
// bench/results/latest.json and appends a line to bench/results/history.jsonl. How to read it:
// bench/README.md. `--only=bytes,api` (bytes, lighthouse, api, api-pg, route, top, need-alerts)
// runs a subset; `api` is both API runs, `api-pg` only the PostgreSQL one at production scale
// (its own database, scripts/bench/postgres.mjs); `top` (the rankings at 100 000 donors) and
// `need-alerts` (the need matcher at 100 000 donors, no host) run last, each on a database of its own.
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { ROOT, loadRoutes } from './util.mjs';
import { buildIfMissing, startHost } from './server.mjs';
import { launch, chromiumPath, chromiumVersion } from './browser.mjs';
import { measureBytes } from './bytes.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { measureApi, measureApiOnPostgres, endpoints } from './api-load.mjs';
import { profileEndpoint, explain } from './cpu-profile.mjs';
import { measureRouteChange } from './route-change.mjs';
import { measureTop } from './top-load.mjs';
import { rankingAndAchievements } from './scale-rows.mjs';
import { measureNeedAlerts } from './need-alerts.mjs';
import { formatTable, historyRows, writeJson } from './report.mjs';
import { appendHistory, machineId, previousFigures } from './history.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8399);
// The API rows run on PGlite (the main host, demo seed) and on PostgreSQL at production scale
// (results.apiPostgres): in a scratch database on DATABASE_URL's server when it is set, else in a
// throw-away cluster of the machine's PostgreSQL (scripts/bench/postgres.mjs).
const PG_URL = process.env.DATABASE_URL;
delete process.env.DATABASE_URL;
const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const only = new Set(onlyArg ? onlyArg.slice(7).split(',') : ['bytes', 'lighthouse', 'api', 'route', 'top', 'need-alerts']);
if (only.has('api')) only.add('api-pg');

const git = (args) => {
  try { return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim(); } catch { return null; }
};

const routes = await loadRoutes();
const build = buildIfMissing(routes.SECTION_APPS);
const results = {
  date: new Date().toISOString(),
  commit: git(['rev-parse', 'HEAD']),
  dirty: (git(['status', '--porcelain']) ?? '') !== '',
  node: process.version,
  chromium: chromiumVersion(chromiumPath()),
  machine: { id: machineId(), cpus: cpus().length, loadavg: loadavg().map((x) => Math.round(x * 100) / 100) },
  only: [...only],
  build,
  notes: [],
};

const t0 = Date.now();
const host = await startHost({ port: PORT });
console.log(`→ Хост: ${host.base} (pid ${host.pid}, база ${host.dataDir})`);
let browser;
const stopAll = async () => {
  await browser?.close().catch(() => {});
  await host.stop();
};
process.on('SIGINT', () => void stopAll().finally(() => process.exit(130)));

try {
  const registry = await (await fetch(`${host.base}/mfe-registry.json`)).json();
  results.registry = Object.keys(registry);
  console.log(`→ Разделы в реестре: ${results.registry.join(', ') || '(нет)'}`);
  browser = await launch();

  if (only.has('bytes')) {
    console.log('→ Байты (Chromium)…');
    results.bytes = await measureBytes({ browser, base: host.base, registry, routes });
    results.notes.push(...results.bytes.notes);
  }
  if (only.has('route')) {
    console.log('→ Смена маршрута (Chromium)…');
    results.routeChange = await measureRouteChange({ browser, base: host.base, registry });
    results.notes.push(...results.routeChange.notes);
  }
  await browser.close();
  browser = null;

  if (only.has('api')) {
    console.log('→ Нагрузка на API (autocannon)…');
    try {
      results.api = await measureApi({ base: host.base });
      delete results.api.token;
      results.notes.push(...results.api.notes);
    } catch (error) {
      results.notes.push(`API: ${error.message}${error.cause ? ` (${error.cause.code ?? error.cause.message})` : ''}`);
    }
  }
  if (only.has('lighthouse')) {
    const runs = Number(process.env.LH_RUNS ?? 5);
    const word = { one: 'прогон', few: 'прогона', many: 'прогонов', other: 'прогона' }[new Intl.PluralRules('ru').select(runs)];
    console.log(`→ Lighthouse (${runs} ${word} на страницу, это несколько минут)…`);
    results.lighthouse = await measureLighthouse({ base: host.base, registry, routes });
    results.notes.push(...results.lighthouse.notes);
  }
} finally {
  await stopAll();
}

if (only.has('api-pg')) {
  console.log(`→ Нагрузка на API, рейтинг без кэша и достижения: PostgreSQL в масштабе production (${PG_URL ? 'база на сервере DATABASE_URL' : 'свой кластер'}; посев 1–2 минуты)…`);
  try {
    const pg = await measureApiOnPostgres({ port: PORT, databaseUrl: PG_URL, more: rankingAndAchievements });
    if (pg.missing) results.notes.push(`API на PostgreSQL: ${pg.missing}`);
    else {
      results.apiPostgres = pg;
      results.notes.push(...pg.notes.map((n) => `PostgreSQL: ${n}`));
    }
  } catch (error) {
    results.notes.push(`API на PostgreSQL: ${error.message}`);
  }
}

// Profiled on a second host, after the measured one has stopped (it must not share the CPU).
const missed = results.api?.results.filter((r) => !r.ok) ?? [];
if (missed.length) {
  const worst = [...missed].sort((a, b) => b.paced.p99 - a.paced.p99)[0];
  console.log(`→ Профиль CPU под нагрузкой: ${worst.label}…`);
  try {
    const ep = endpoints().find((e) => e.id === worst.id);
    results.api.profile = await profileEndpoint({ port: PORT, ep });
    results.api.whereTimeGoes = explain(results.api.profile);
  } catch (error) {
    results.api.whereTimeGoes = `профиль не снят: ${error.message}`;
  }
}

if (only.has('top')) {
  console.log('→ Рейтинг на 100 000 донорах (SEED_SCALE, своя база; посев около минуты)…');
  try {
    results.top = await measureTop({ port: PORT });
    results.notes.push(...results.top.notes);
  } catch (error) {
    results.notes.push(`Рейтинг: ${error.message}`);
  }
}

if (only.has('need-alerts')) {
  console.log('→ «Нужна ваша группа рядом» на 100 000 донорах (своя база; посев около полуминуты)…');
  try {
    results.needAlerts = await measureNeedAlerts();
    results.notes.push(...results.needAlerts.notes);
  } catch (error) {
    results.notes.push(`Оповещения о нужде: ${error.message}`);
  }
}

results.durationS = Math.round((Date.now() - t0) / 1000);
results.machine.loadavgEnd = loadavg().map((x) => Math.round(x * 100) / 100);
// Before this run's line is appended: the change is against earlier runs only.
console.log(formatTable(results, previousFigures(results.machine.id)));
if (results.api?.whereTimeGoes) console.log(`\nКуда уходит время API: ${results.api.whereTimeGoes}`);
if (results.notes.length) console.log(`\nЗаметки:\n${results.notes.map((n) => `  - ${n}`).join('\n')}`);
const history = appendHistory(results, historyRows(results), results.machine.id);
const file = writeJson(results);
console.log(`\n${results.date} · ${results.commit?.slice(0, 10)}${results.dirty ? ' (+ незакоммиченные изменения)' : ''} · Node ${results.node} · ${results.chromium} · ${results.machine.cpus} ядра, load ${results.machine.loadavg.join(' ')} → ${results.machine.loadavgEnd.join(' ')} · ${results.durationS} с`);
console.log(`→ ${file}\n→ ${history} (${results.machine.id})`);
