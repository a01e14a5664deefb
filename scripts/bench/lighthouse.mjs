// Lighthouse 12.8.2 (default mobile config: simulated throttling, Moto G Power-class device) on
// the system Chromium, median of 5 runs per page. Not a project dependency (it is large):
// fetched on demand with `npm exec`, so a machine without the registry still gets the rest.
import { spawn } from 'node:child_process';
import { median } from './util.mjs';
import { chromiumPath } from './browser.mjs';

// A page with `as` is measured logged in as that demo account (the token cookie is sent with
// every request, as a returning donor's browser would): the cabinet is a signed-in page.
export const LH_PAGES = [
  '/', '/bloodstations/', '/donate/', '/top/', '/helpme/', '/recipient/1', '/achievements/', '/bonus/',
  { path: '/profile/', as: ['demo@example.com', 'demo-donor-2026'] },
];
export const LH_BUDGETS = { score: 0.95, lcpMs: 2500, tbtMs: 200, cls: 0 };
const RUNS = Number(process.env.LH_RUNS ?? 5);
/** LH_PATHS=/profile/,/helpme/ measures only those pages (a quick check; the bench table says how many ran). */
const ONLY = process.env.LH_PATHS ? new Set(process.env.LH_PATHS.split(',')) : null;
const LH = 'lighthouse@12.8.2';

/** Logs a demo account in through the API and returns its token (the bench host seeds them). */
async function loginToken(base, [username, password]) {
  const res = await fetch(`${base}/api/auth/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const token = res.headers.get('token');
  if (!res.ok || !token) throw new Error(`вход ${username}: HTTP ${res.status}`);
  return token;
}

function runOnce(url, token) {
  return new Promise((resolve) => {
    const args = ['exec', '--yes', `--package=${LH}`, '--', 'lighthouse', url,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
      ...(token ? [`--extra-headers=${JSON.stringify({ Cookie: `token=${token}` })}`] : []),
      '--output=json', '--output-path=stdout', '--only-categories=performance', '--quiet'];
    const child = spawn('npm', args, { env: { ...process.env, CHROME_PATH: chromiumPath() }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { err = (err + d).slice(-3000); });
    const timer = setTimeout(() => child.kill('SIGTERM'), 180_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      try {
        const lhr = JSON.parse(out);
        if (lhr.runtimeError) return resolve({ error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` });
        const a = lhr.audits;
        resolve({
          score: lhr.categories.performance.score,
          lcpMs: a['largest-contentful-paint']?.numericValue,
          fcpMs: a['first-contentful-paint']?.numericValue,
          tbtMs: a['total-blocking-time']?.numericValue,
          cls: a['cumulative-layout-shift']?.numericValue,
          totalBytes: a['total-byte-weight']?.numericValue,
        });
      } catch {
        resolve({ error: `lighthouse завершился с кодом ${code}: ${err.trim().split('\n').slice(-3).join(' | ')}` });
      }
    });
  });
}

export async function measureLighthouse({ base, registry, routes }) {
  const pages = [];
  const notes = [];
  for (const page of LH_PAGES) {
    const { path, as } = typeof page === 'string' ? { path: page, as: null } : page;
    if (ONLY && !ONLY.has(path)) continue;
    const owner = routes.routeOwner(path);
    if (owner !== 'shell' && !registry[owner]) { notes.push(`${path}: ${owner} нет в реестре — пропущено`); continue; }
    let token = null;
    if (as) {
      try { token = await loginToken(base, as); } catch (error) { notes.push(`${path}: ${error.message} — пропущено`); continue; }
    }
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await runOnce(base + path, token);
      if (r.error) {
        notes.push(`${path}: ${r.error}`);
        // npm could not fetch Lighthouse (or Chromium refused): no point trying 24 more times.
        if (runs.length === 0) return { skipped: true, pages, notes: [...notes, 'Lighthouse не запустился: остальные измерения продолжены'] };
        continue;
      }
      runs.push(r);
    }
    const m = (k) => median(runs.map((r) => r[k]));
    const row = { path: as ? `${path} (вход: ${as[0]})` : path, owner, runs: runs.length, score: m('score'), lcpMs: m('lcpMs'), fcpMs: m('fcpMs'), tbtMs: m('tbtMs'), cls: m('cls'), totalBytes: m('totalBytes'), all: runs };
    row.ok = {
      score: row.score >= LH_BUDGETS.score,
      lcp: row.lcpMs <= LH_BUDGETS.lcpMs,
      tbt: row.tbtMs <= LH_BUDGETS.tbtMs,
      cls: row.cls <= LH_BUDGETS.cls,
    };
    pages.push(row);
  }
  return { version: LH, runsPerPage: RUNS, config: 'mobile, simulated throttling (default)', budgets: LH_BUDGETS, pages, notes };
}
