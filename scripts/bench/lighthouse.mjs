// Lighthouse 12.8.2 (default mobile config: simulated throttling, Moto G Power-class device) on
// the system Chromium, median of 5 runs per page. Not a project dependency (it is large):
// fetched on demand with `npm exec`, so a machine without the registry still gets the rest.
import { spawn } from 'node:child_process';
import { median } from './util.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumPath, CHROME_ARGS } from './browser.mjs';

// A page with `as` is measured logged in as that demo account: the token cookie sits in the
// browser's own cookie jar, as in a returning donor's browser, so the page's scripts read it and
// send `Authorization` like they do for real. (A `Cookie` extra header is not enough: the API
// client reads the token from document.cookie, so every data request would answer 401 and
// Lighthouse would time the error state.)
export const LH_PAGES = [
  // moscow-1: the seed's first Moscow station (api/src/features/stations/seed.ts), a station page at its
  // canonical address (station links end in '/', mfe-stations/src/links.ts).
  '/', '/bloodstations/', '/bloodstations/moscow-1/', '/donate/', '/top/', '/helpme/', '/achievements/', '/bonus/', '/recipient/1', '/events/',
  // The extra three (bench/README.md «Lighthouse»): the cabinet logged in, an event page
  // (the first upcoming Moscow event of the seed, found through the API as e2e/pages/route-urls.ts
  // does: ids depend on the seed's order) and the staff section's first page as the moderator,
  // whose start page lists the most areas.
  { path: '/profile/', as: ['demo@example.com', 'demo-donor-2026'] },
  { path: async (base) => `/events/${(await firstUpcomingEvent(base)).id}/`, route: '/events/:id' },
  { path: '/staff/', as: ['moderator@example.com', 'demo-moderator-2026'] },
];
// The targets for every page above: performance ≥ 0.97 (median of 5), LCP ≤ 2.0 s
// simulated, CLS < 0.05. TBT is the bench's own hint (RAIL), not one of them.
export const LH_BUDGETS = { score: 0.97, lcpMs: 2000, tbtMs: 200, clsBelow: 0.05 };
const RUNS = Number(process.env.LH_RUNS ?? 5);
/** LH_PATHS=/profile/,/helpme/ measures only those pages (a quick check; the bench table says how many ran). */
const ONLY = process.env.LH_PATHS ? new Set(process.env.LH_PATHS.split(',')) : null;
const LH = 'lighthouse@12.8.2';

async function firstUpcomingEvent(base) {
  const res = await fetch(`${base}/api/events/?city_id=1&by_date=future&page_size=1`);
  const event = res.ok ? (await res.json()).results?.[0] : null;
  if (!event) throw new Error(`нет предстоящей акции в Москве (GET /api/events/: HTTP ${res.status})`);
  return event;
}

/** Logs a demo account in through the API and returns its token (the bench host seeds them). */
async function loginToken(base, [username, password]) {
  const res = await fetch(`${base}/api/auth/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const token = res.headers.get('token');
  if (!res.ok || !token) throw new Error(`вход ${username}: HTTP ${res.status}`);
  return token;
}

/**
 * A headless Chromium whose default profile holds the token cookie, open to Lighthouse on a
 * debugging port (`lighthouse --port`). Lighthouse's storage reset clears caches between runs
 * but keeps cookies, so every run is a cold load of a signed-in page.
 */
async function signedInBrowser(base, token) {
  const dir = mkdtempSync(join(tmpdir(), 'lh-signed-in-'));
  const port = 9300 + Math.floor(Math.random() * 500);
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath(), headless: true, args: [...CHROME_ARGS, `--remote-debugging-port=${port}`],
  });
  await context.addCookies([{ name: 'token', value: token, url: base, sameSite: 'Strict' }]);
  return { port, close: async () => { await context.close(); rmSync(dir, { recursive: true, force: true }); } };
}

function runOnce(url, port) {
  return new Promise((resolve) => {
    const args = ['exec', '--yes', `--package=${LH}`, '--', 'lighthouse', url,
      ...(port ? [`--port=${port}`] : ['--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking']),
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
          finalUrl: lhr.finalDisplayedUrl,
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
    const { path: given, as, route } = typeof page === 'string' ? { path: page, as: null, route: null } : page;
    // LH_PATHS names a resolved page by its route pattern (`/events/:id`).
    if (ONLY && !ONLY.has(route ?? given)) continue;
    let path = given;
    if (typeof given === 'function') {
      try { path = await given(base); } catch (error) { notes.push(`${route}: ${error.message} — пропущено`); continue; }
    }
    const owner = routes.routeOwner(path);
    if (owner !== 'shell' && !registry[owner]) { notes.push(`${path}: ${owner} нет в реестре — пропущено`); continue; }
    let signedIn = null;
    if (as) {
      try { signedIn = await signedInBrowser(base, await loginToken(base, as)); } catch (error) { notes.push(`${path}: ${error.message} — пропущено`); continue; }
    }
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await runOnce(base + path, signedIn?.port);
      if (r.error) {
        notes.push(`${path}: ${r.error}`);
        // npm could not fetch Lighthouse (or Chromium refused): no point trying 24 more times.
        if (runs.length === 0) return { skipped: true, pages, notes: [...notes, 'Lighthouse не запустился: остальные измерения продолжены'] };
        continue;
      }
      runs.push(r);
    }
    // A logged-in page that sent Lighthouse to /login or /403/ was not the page meant.
    const bare = (p) => p.replace(/\/$/, '');
    const landed = runs.map((r) => r.finalUrl && new URL(r.finalUrl).pathname).find((p) => p && bare(p) !== bare(path));
    if (landed) notes.push(`${path}: Lighthouse оказался на ${landed} — цифры не этой страницы`);
    await signedIn?.close();
    const m = (k) => median(runs.map((r) => r[k]));
    const row = { path: as ? `${path} (вход: ${as[0]})` : path, key: route ?? path, owner, runs: runs.length, score: m('score'), lcpMs: m('lcpMs'), fcpMs: m('fcpMs'), tbtMs: m('tbtMs'), cls: m('cls'), totalBytes: m('totalBytes'), all: runs };
    row.ok = {
      score: row.score >= LH_BUDGETS.score,
      lcp: row.lcpMs <= LH_BUDGETS.lcpMs,
      tbt: row.tbtMs <= LH_BUDGETS.tbtMs,
      cls: row.cls < LH_BUDGETS.clsBelow,
    };
    pages.push(row);
  }
  return { version: LH, runsPerPage: RUNS, config: 'mobile, simulated throttling (default)', budgets: LH_BUDGETS, pages, notes };
}
