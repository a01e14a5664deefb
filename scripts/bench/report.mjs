// The printed table (every figure beside its budget and a verdict) and bench/results/latest.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, kb, verdict } from './util.mjs';

const ms = (v) => (v == null ? '—' : `${Math.round(v)} мс`);
const pct = (part, whole) => (whole ? `${Math.round((100 * part) / whole)}%` : '—');
/**
 * A row's figure for bench/results/history.jsonl and the «против прошлого» column
 * (scripts/bench/history.mjs): a stable key, the number, its unit, and which way is better.
 */
const m = (key, v, unit, better = 'lower') => (v == null || !Number.isFinite(v) ? undefined : { key, v, unit, better });

function bytesRows(b) {
  const rows = [];
  if (!b) return rows;
  const h = b.home;
  const origins = Object.entries(h.perOrigin).map(([k, v]) => `${k} ${kb(v)}`).join(' + ');
  rows.push(['/ первая загрузка: JS br, включая React и рантайм', `${kb(h.shellBr ?? h.jsBr)} KB`, `≤ ${kb(h.budget)} KB`, verdict(h.ok), m('bytes:/', h.shellBr ?? h.jsBr, 'B')]);
  if (h.later) {
    const named = h.later.map((f) => `${f.name} ${kb(f.br)}`).join(' + ');
    rows.push(['  оболочка всего (с подгруженным позже, вне бюджета)', `${kb(h.shellAllBr)} KB${named ? ` (позже: ${named})` : ''}`, '', '', m('bytes:/:all', h.shellAllBr, 'B')]);
  }
  if (h.firstScreen) rows.push(['  первый экран, без прокрутки (рантайма нет)', `${kb(h.firstScreen.jsBr)} KB`, '', '']);
  rows.push(['  с прокруткой до слота, по источнику', origins, '', '']);
  rows.push(['  рантайм федерации (br)', `${kb(h.federation)} KB (${pct(h.federation, h.jsBr)})`, 'доля', '']);
  rows.push(['  JS gzip · CSS br · CSS gzip', `${kb(h.jsGz)} · ${kb(h.cssBr)} · ${kb(h.cssGz)} KB`, '', '']);
  if (h.prefetchBr) rows.push(['  предзагрузка раздела по ссылкам (§9), вне бюджета', `${kb(h.prefetchBr)} KB`, '', '', m('bytes:/:prefetch', h.prefetchBr, 'B')]);
  for (const [app, s] of Object.entries(b.sections)) {
    rows.push([`${app} (${s.path}, телефон): свои чанки JS br`, `${kb(s.jsBr)} KB`, `≤ ${kb(s.budget)} KB`, verdict(s.ok), m(`bytes:${app}`, s.jsBr, 'B')]);
    if (s.desktop) rows.push(['  на широком экране (1280×800): JS br · CSS br', `${kb(s.desktop.jsBr)} · ${kb(s.desktop.cssBr)} KB`, '', '']);
    rows.push(['  рантайм федерации (br)', `${kb(s.federation)} KB (${pct(s.federation, s.jsBr)})`, 'доля', '']);
    rows.push(['  JS gzip · CSS br · CSS gzip', `${kb(s.jsGz)} · ${kb(s.cssBr)} · ${kb(s.cssGz)} KB`, '', '']);
  }
  if (b.serviceWorker) {
    const sw = b.serviceWorker;
    rows.push(['service worker /sw.js (br), вне загрузки страницы', `${kb(sw.br)} KB`, '', '']);
    rows.push(['  из них рантайм Workbox (br, доля модулей)', `${kb(sw.workboxBr)} KB`, '', '']);
    rows.push([`  precache при установке: ${sw.precache.entries} файлов (br)`, `${kb(sw.precache.br)} KB`, '', '']);
  }
  if (b.widget) {
    const w = b.widget;
    rows.push(['виджет на странице партнёра: JS+CSS br', `${kb(w.jsBr + w.cssBr)} KB`, `≤ ${kb(w.budget)} KB`, verdict(w.ok), m('bytes:widget', w.jsBr + w.cssBr, 'B')]);
    rows.push(['  JS+CSS gzip', `${kb(w.jsGz + w.cssGz)} KB`, '', '']);
    rows.push(['  прочее до клика (данные API и т. п.)', `${kb(w.otherBr)} KB`, '', '']);
  }
  return rows;
}

function lighthouseRows(lh) {
  const rows = [];
  if (!lh) return rows;
  for (const p of lh.pages) {
    const k = `lh:${p.key ?? p.path}`;
    rows.push([`Lighthouse ${p.path}: производительность`, p.score?.toFixed(2) ?? '—', `≥ ${lh.budgets.score}`, verdict(p.ok.score), m(`${k}:score`, p.score, '', 'higher')]);
    // An older latest.json (carried figures) has `cls: 0` and no `clsBelow`.
    const clsBudget = lh.budgets.clsBelow != null ? `< ${lh.budgets.clsBelow}` : `≤ ${lh.budgets.cls}`;
    rows.push(['  LCP', ms(p.lcpMs), `≤ ${lh.budgets.lcpMs} мс`, verdict(p.ok.lcp), m(`${k}:lcp`, p.lcpMs, 'ms')]);
    rows.push(['  CLS', p.cls?.toFixed(3) ?? '—', clsBudget, verdict(p.ok.cls), m(`${k}:cls`, p.cls, '')]);
    rows.push(['  TBT', ms(p.tbtMs), `≤ ${lh.budgets.tbtMs} мс*`, verdict(p.ok.tbt), m(`${k}:tbt`, p.tbtMs, 'ms')]);
    rows.push(['  всего байт', `${kb(p.totalBytes)} KB`, '', '', m(`${k}:bytes`, p.totalBytes, 'B')]);
  }
  return rows;
}

function apiRows(api, prefix = 'api') {
  const rows = [];
  if (!api) return rows;
  if (api.scale) {
    const s = api.scale;
    rows.push([`база: ${s.stations} станций, ${s.donors} доноров, ${s.donations} донаций`, `готова за ${s.seedS} с${s.settleS ? `, фон старта ещё ${s.settleS} с` : ''}${s.vacuumS != null ? `, VACUUM (ANALYZE) ${s.vacuumS} с` : ''}`, '', '', m(`${prefix}:seed`, s.seedS, 's')]);
  }
  for (const r of api.results) {
    const c = r.capacity;
    const p = r.paced;
    // A row with a goal of its own (the PostgreSQL rows at scale: ≥ 5 000 req/s, p99 ≤ 10 мс) has
    // a verdict on both lines; the others only on the paced one.
    const goal = r.goal ?? api.goal;
    rows.push([r.label, `макс. ${Math.round(c.rps)} req/s, p50 ${c.p50} / p99 ${c.p99} мс, ошибок ${c.errors}, не-2xx ${c.non2xx}`, goal.minRps ? `≥ ${goal.minRps} req/s` : '', goal.minRps ? verdict(r.okCapacity) : '', m(`${prefix}:${r.id}:rps`, c.rps, 'req/s', 'higher')]);
    rows.push([`  при ${goal.rate} req/s`, `${Math.round(p.rps)} req/s, p50 ${p.p50} / p99 ${p.p99} мс${windowsNote(p)}, ошибок ${p.errors + p.non2xx}${serverNote(p)}`, `p99 ≤ ${goal.p99Ms} мс, 0 ошибок`, verdict(r.okPaced ?? r.ok), m(`${prefix}:${r.id}:p99`, p.p99, 'ms')]);
  }
  return rows;
}

function routeRows(rc) {
  const rows = [];
  if (!rc) return rows;
  for (const r of rc.results) {
    rows.push([`${r.label}: раздел не загружен`, ms(r.coldMs), `≤ ${rc.budgets.cold} мс*`, verdict(r.okCold), m(`route:${r.label}:cold`, r.coldMs, 'ms')]);
    rows.push(['  раздел уже загружен', ms(r.warmMs), `≤ ${rc.budgets.warm} мс*`, verdict(r.okWarm), m(`route:${r.label}:warm`, r.warmMs, 'ms')]);
  }
  return rows;
}

/** Every window's p99 after the median one's (paced-load.mjs pacedWindows), or nothing for one window. */
const windowsNote = (p) => (p.windows?.length > 1 ? ` (окна ${p.windows.map((w) => w.p99).join(' · ')})` : '');
// The host's own time for the same answers (its Server-Timing totals, paced-load.mjs): the rest of
// a client p99 is the generator's, the kernel's and the machine's.
const serverNote = (p) => (p.server ? `; на сервере p50 ${p.server.p50} / p99 ${p.server.p99} мс` : '');
/** A paced run's cell: its rate, p50 / p99 (every window's p99), errors, the one-at-a-time median, the server's share. */
const pacedCell = (p, median) => `${Math.round(p.rps)} req/s, p50 ${p.p50} / p99 ${p.p99} мс${windowsNote(p)}, ошибок ${p.errors + p.non2xx}; по одному ${median} мс${serverNote(p)}`;

function topRows(top) {
  const rows = [];
  if (!top) return rows;
  rows.push([`база SEED_SCALE=${top.scale} (10 донаций на донора), в рейтинге: ${top.donors}`, `готова за ${top.seedS} с`, '', '']);
  rows.push(['первая страница без фильтров: медиана (p90)', `${top.firstPage.median} (${top.firstPage.p90}) мс`, `≤ ${top.goal.firstPageMs} мс`, verdict(top.firstPage.ok), m('top:first', top.firstPage.median, 'ms')]);
  rows.push(['  то же без кэша страниц (TOP_CACHE_TTL_MS=0)', `${top.uncachedFirstPage.median} (${top.uncachedFirstPage.p90}) мс`, '', '']);
  for (const r of top.results) {
    // The goal is the page cache off (TOP_CACHE_TTL_MS=0): the aggregates alone answer.
    const u = r.uncached?.paced;
    const p = r.paced;
    rows.push([`${r.label} — без кэша`, u ? pacedCell(u, r.uncached.median) : '—', `p99 ≤ ${top.goal.p99Ms} мс при ${top.goal.rate}/с`, verdict(r.ok), m(`top:${r.id}:nocache:p99`, u?.p99, 'ms')]);
    rows.push(['    с кэшем страниц', `${Math.round(p.rps)} req/s, p50 ${p.p50} / p99 ${p.p99} мс, ошибок ${p.errors + p.non2xx}`, '', '', m(`top:${r.id}:p99`, p.p99, 'ms')]);
  }
  return rows;
}

function achievementsRows(a, prefix = 'achievements') {
  const rows = [];
  if (!a) return rows;
  // The floor's row also says how late the generator itself was: that much of any row's p99 is the harness's.
  const late = (p) => (p.lateP99 != null ? `; опоздание самого генератора p99 ${p.lateP99} мс` : '');
  if (a.floor) rows.push([a.floor.label, pacedCell(a.floor.paced, a.floor.median) + late(a.floor.paced), '', '', m(`${prefix}:floor:p99`, a.floor.paced.p99, 'ms')]);
  for (const r of a.results) {
    const p = r.paced;
    rows.push([r.label, pacedCell(p, r.median), `p99 ≤ ${a.goal.p99Ms} мс при ${a.goal.rate}/с`, verdict(r.ok), m(`${prefix}:${r.id}:p99`, p.p99, 'ms')]);
  }
  return rows;
}

/** The ranking's mixes on PostgreSQL at production scale, the page cache off (api-load.mjs). */
function topPgRows(top) {
  const rows = [];
  if (!top) return rows;
  for (const r of top.results) {
    const u = r.paced;
    rows.push([`${r.label.trim()} — без кэша`, pacedCell(u, r.median), `p99 ≤ ${top.goal.p99Ms} мс при ${top.goal.rate}/с`, verdict(r.ok), m(`top-pg:${r.id}:nocache:p99`, u.p99, 'ms')]);
  }
  return rows;
}

function needRows(need) {
  const rows = [];
  if (!need) return rows;
  rows.push([`база: ${need.donors} доноров в одном городе, из них подходят ${need.scale}`, `готова за ${need.seedS} с`, '', '']);
  rows.push([`поиск и постановка в очередь: медиана ${need.runsMs.length} (макс.)`, `${need.ms} (${need.maxMs}) мс, в очереди ${need.queued}, после тихих часов ${need.postponed}`, `≤ ${need.goal.ms} мс`, verdict(need.ok), m('need:ms', need.ms, 'ms')]);
  if (need.memory) rows.push(['  то же на PGlite в памяти (без записи WAL на диск)', `${need.memory.ms} мс`, '', '']);
  rows.push(['  та же нужда снова в ту же неделю (лимит: раз в неделю)', `${need.againMs} мс, в очереди ${need.again}`, '', '']);
  return rows;
}

/** How the paced groups are measured (paced-load.mjs pacedWindows). */
const PACED = 'ровно 200 запросов в секунду, три окна по 10 с, строка — окно с медианным p99 (paced-load.mjs)';

function tableGroups(results) {
  const pg = results.apiPostgres;
  return [
    ['Байты (Chromium, переданные тела ответов; KB = 1024 Б)', bytesRows(results.bytes)],
    [`Lighthouse ${results.lighthouse?.version ?? ''} (мобильный, симуляция, медиана ${results.lighthouse?.runsPerPage ?? 5})`, lighthouseRows(results.lighthouse)],
    [`API на PGlite, демо-база (autocannon, ${results.api?.connections ?? 10} соединений, ${results.api?.warmupS ?? 2} с прогрев + ${results.api?.durationS ?? 10} с)`, apiRows(results.api)],
    // Every run with `api` tries PostgreSQL (scripts/bench/postgres.mjs); a note says why not when it could not.
    [`API на PostgreSQL в масштабе production (${pg?.scale?.server ?? 'свой кластер или DATABASE_URL'}; те же строки)`, apiRows(pg, 'api-pg')],
    [`Рейтинг на PostgreSQL в масштабе production, без кэша страниц (та же база; ${PACED})`, topPgRows(pg?.top)],
    ['Достижения и бонусы на PostgreSQL в масштабе production (та же база)', achievementsRows(pg?.achievements, 'achievements-pg')],
    ['Смена маршрута (Chromium, медиана 5)', routeRows(results.routeChange)],
    [`Рейтинг GET /api/users_top/ на 100 000 донорах (PGlite, ${PACED})`, topRows(results.top)],
    [`Достижения и бонусы донора на той же базе (посчитаны при записи; PGlite, ${PACED})`, achievementsRows(results.top?.achievements)],
    ['«Нужна ваша группа рядом»: 100 000 доноров (PGlite в папке, одна транзакция)', needRows(results.needAlerts)],
  ];
}

/** This run's figures, one per table row that has one, for bench/results/history.jsonl. */
export function historyRows(results) {
  return tableGroups(results).flatMap(([, rows]) => {
    let parent = '';
    return rows.flatMap((r) => {
      // An indented row («  LCP») is named with the row it belongs to, so the history reads alone.
      const own = String(r[0]);
      const label = own.startsWith(' ') ? `${parent}: ${own.trim()}` : own;
      if (!own.startsWith(' ')) parent = own;
      return r[4] ? [{ ...r[4], label, ok: r[3] === '✓' ? true : r[3] === '✗' ? false : null }] : [];
    });
  });
}

/** «было X, ±N %» against the same row of an earlier run; ▲ worse, ▼ better beyond the noise (5 %). */
function delta(metric, previous) {
  const before = metric && previous?.get(metric.key);
  if (!before) return '';
  const diff = metric.v - before.v;
  const rel = before.v !== 0 ? diff / Math.abs(before.v) : diff === 0 ? 0 : Infinity;
  const worse = metric.better === 'higher' ? diff < 0 : diff > 0;
  const mark = Math.abs(rel) < 0.05 ? '=' : worse ? '▲ хуже' : '▼ лучше';
  const fmt = (v) => (metric.unit === 'B' ? `${kb(v)} KB` : metric.unit === '' ? String(Math.round(v * 1000) / 1000) : `${Math.round(v)} ${{ ms: 'мс', s: 'с' }[metric.unit] ?? metric.unit}`);
  return `было ${fmt(before.v)}, ${rel === Infinity ? '+∞' : `${rel >= 0 ? '+' : '−'}${Math.abs(Math.round(rel * 100))} %`} ${mark}`;
}

/**
 * The printed table: verdict, what, value, budget, and — when `previous` (scripts/bench/history.mjs
 * previousFigures: key → the same row of the last run on this machine that measured it) has the row —
 * the change against it.
 */
export function formatTable(results, previous = null) {
  const groups = tableGroups(results);
  const all = groups.flatMap(([, rows]) => rows);
  const w = [0, 1, 2].map((i) => Math.max(...all.map((r) => String(r[i]).length), 10));
  const out = [];
  for (const [title, rows] of groups) {
    out.push('', `== ${title}`);
    if (rows.length === 0) out.push('   (не измерялось)');
    for (const r of rows) out.push(`${r[3] || ' '} ${String(r[0]).padEnd(w[0])}  ${String(r[1]).padEnd(w[1])}  ${String(r[2]).padEnd(w[2])}  ${delta(r[4], previous)}`.trimEnd());
  }
  out.push('', '* ориентир бенча (Core Web Vitals «хорошо» / RAIL), не бюджет README.');
  return out.join('\n');
}

/** The measurements of a run; a run of some of them (`--only=`) keeps the others' last figures. */
const MEASURES = ['bytes', 'lighthouse', 'api', 'apiPostgres', 'routeChange', 'top', 'needAlerts'];

/**
 * Writes bench/results/latest.json. A partial run (`--only=top`) must not wipe the Lighthouse
 * medians, bytes and API figures of the last full one: what it did not measure is carried over
 * from the previous file, and `carried` names the date and commit each carried figure is from.
 */
export function writeJson(results) {
  const dir = join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'latest.json');
  let previous = null;
  try { previous = JSON.parse(readFileSync(file, 'utf8')); } catch { /* first run, or unreadable: nothing to carry */ }
  const carried = {};
  for (const key of MEASURES) {
    if (results[key] !== undefined || previous?.[key] === undefined) continue;
    results[key] = previous[key];
    carried[key] = previous.carried?.[key] ?? { date: previous.date, commit: previous.commit };
  }
  const out = Object.keys(carried).length ? { ...results, carried } : results;
  writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  return file;
}
