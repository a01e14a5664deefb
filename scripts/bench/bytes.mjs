// Bytes a browser really downloads (README budgets), from Chromium page loads: CDP network
// events give each response's encoded (compressed) size. Two runs per page: Chromium's own
// Accept-Encoding (brotli is chosen by the host), then `Accept-Encoding: gzip` forced.
import { createServer } from 'node:http';
import { freshPage } from './browser.mjs';
import { classifyAll, FEDERATION } from './classify.mjs';
import { shellGraph } from './graph.mjs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, visitPath } from './util.mjs';

// The README's budgets, spelled once (scripts/byte-budgets.mjs, which `npm test` checks).
import { BUDGETS as BYTE_BUDGETS } from '../byte-budgets.mjs';
export { BYTE_BUDGETS };
/**
 * Sections are measured as a phone sees them (the README budgets are phone figures: the site must
 * be fast on a cheap phone; Lighthouse's mobile profile too). A wide screen may show more at once
 * — /bloodstations/ puts its map beside the list — so that figure is reported as well, without a
 * budget.
 */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

const kindOf = (url) => (/\.m?js(\?|$)/.test(new URL(url).pathname) ? 'js' : /\.css(\?|$)/.test(new URL(url).pathname) ? 'css' : 'other');

/**
 * In the page: every selector matches a rendered element; `shadow:<sel>` wants an element
 * whose shadow root has content (the widget renders into an open shadow root).
 */
function isReady(selectors) {
  return selectors.every((sel) => {
    const shadow = sel.startsWith('shadow:');
    const els = [...document.querySelectorAll(shadow ? sel.slice(7) : sel)];
    return els.some((el) => (shadow ? (el.shadowRoot?.childElementCount ?? 0) > 0 : el.getClientRects().length > 0));
  });
}

/**
 * Loads a page and returns every finished response: url, encoding, body bytes as sent (the
 * compressed body: content-length, else CDP's encoded length minus the header bytes).
 */
async function record(browser, go, { gzip, ready, viewport }) {
  const { context, page } = await freshPage(browser, { viewport });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (gzip) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } });
  const seen = new Map();
  // Link prefetch (spec §9, shell/src/section-prefetch.ts) fetches other sections' files at idle
  // priority for a later click: Chromium marks those requests `Sec-Purpose: prefetch`. They are
  // not what the page needs, so they are counted apart (`prefetchBr`), never in a budget row.
  const prefetched = new Set();
  cdp.on('Network.requestWillBeSent', (e) => {
    const h = e.request.headers ?? {};
    if (/^prefetch/i.test(h['Sec-Purpose'] ?? h['sec-purpose'] ?? h.Purpose ?? h.purpose ?? '')) prefetched.add(e.requestId);
  });
  cdp.on('Network.responseReceived', (e) => {
    const h = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    seen.set(e.requestId, { prefetch: prefetched.has(e.requestId), url: e.response.url, status: e.response.status, encoding: h['content-encoding'] ?? 'identity', contentLength: h['content-length'] != null ? Number(h['content-length']) : null, headerBytes: e.response.encodedDataLength ?? 0 });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = seen.get(e.requestId);
    if (r) r.transfer = e.encodedDataLength;
  });
  await go(page);
  // `networkidle` alone is not enough on a busy machine: parsing react-dom can keep the page
  // off the network for more than 500 ms before the registry and the section are fetched.
  const settled = await page.waitForFunction(isReady, ready, { timeout: 30_000 }).then(() => true, () => false);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  if (!settled) console.warn(`  ! не дождался ${ready.join(', ')} (${page.url()})`);
  await context.close();
  return [...seen.values()].filter((r) => r.transfer != null && !r.url.startsWith('data:')).map((r) => ({ ...r, kind: kindOf(r.url), body: r.contentLength ?? Math.max(0, r.transfer - r.headerBytes) }));
}

/** Federation share of a set of JS responses: fetch each file once and classify by content. */
async function federationShare(responses, codeCache) {
  const js = responses.filter((r) => r.kind === 'js');
  const files = new Map();
  for (const r of js) {
    if (!codeCache.has(r.url)) codeCache.set(r.url, await (await fetch(r.url)).text());
    files.set(new URL(r.url).pathname, codeCache.get(r.url));
  }
  const kinds = classifyAll(files);
  const byKind = {};
  for (const r of js) {
    const k = kinds.get(new URL(r.url).pathname);
    byKind[k] = (byKind[k] ?? 0) + r.body;
  }
  const files2 = js.map((r) => ({ path: new URL(r.url).pathname, kind: kinds.get(new URL(r.url).pathname), br: r.body }));
  return { federation: Object.entries(byKind).filter(([k]) => FEDERATION.has(k)).reduce((s, [, v]) => s + v, 0), byKind, files: files2 };
}

const sum = (rs, kind) => rs.filter((r) => r.kind === kind).reduce((s, r) => s + r.body, 0);

/** Measures one scope with both encodings; `filter` keeps the responses that belong to it. */
async function scope(browser, go, filter, codeCache, ready, viewport) {
  const brAll = (await record(browser, go, { gzip: false, ready, viewport })).filter(filter);
  const br = brAll.filter((r) => !r.prefetch);
  const gz = (await record(browser, go, { gzip: true, ready, viewport })).filter(filter).filter((r) => !r.prefetch);
  const share = await federationShare(br, codeCache);
  const encodings = [...new Set(br.filter((r) => r.kind !== 'other').map((r) => r.encoding))];
  const gzEncodings = [...new Set(gz.filter((r) => r.kind !== 'other').map((r) => r.encoding))];
  return {
    jsBr: sum(br, 'js'), cssBr: sum(br, 'css'), jsGz: sum(gz, 'js'), cssGz: sum(gz, 'css'),
    otherBr: sum(br, 'other'), prefetchBr: brAll.filter((r) => r.prefetch).reduce((n, r) => n + r.body, 0), requests: br.length, encodings, gzEncodings, federation: share.federation, byKind: share.byKind, files: share.files,
  };
}

/**
 * A section with no public page is measured where its people work, signed in as the seeded
 * account (development seed, README «Демо-аккаунты»): the staff side on a phone is the nurse's
 * check-in desk (docs/staff.md).
 */
const SIGNED_IN_VISITS = {
  mfe_staff: {
    as: ['nurse@example.com', 'demo-nurse-2026'],
    path: async (base) => `/staff/stations/${(await (await fetch(`${base}/api/blood_stations/moscow-1/`)).json()).id}/checkin`,
  },
};

/** Logs `who` in through the API and puts the token cookie into the page's context before `go`. */
function asUser(base, [username, password], go) {
  return async (page) => {
    const res = await fetch(`${base}/api/auth/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
    const token = res.headers.get('token');
    if (!res.ok || !token) throw new Error(`вход ${username}: HTTP ${res.status}`);
    await page.context().addCookies([{ name: 'token', value: token, url: base, sameSite: 'Strict' }]);
    await go(page);
  };
}

export async function measureBytes({ browser, base, registry, routes }) {
  const codeCache = new Map();
  const out = { home: null, sections: {}, widget: null, notes: [] };
  const goto = (path) => (page) => page.goto(base + path, { waitUntil: 'load' });

  // `/`, twice. First as it opens (nothing scrolled): what the first screen costs. Then scrolled
  // to the donation slot, which the shell mounts only near the viewport: that load brings the
  // federation runtime, and the README budget counts the shell's part of it "including React and
  // the federation runtime"; the slot's own files are split off by origin (the mfe_donate row
  // budgets them).
  const cards = '#page-shell .pg-cards';
  const slotOnHome = Boolean(registry.mfe_donate && routes.donationWidgetVisible('/'));
  const first = await scope(browser, goto('/'), () => true, codeCache, [cards]);
  const scrollToSlot = async (page) => {
    await goto('/')(page);
    await page.locator(cards).waitFor();
    await page.locator('#app-widget').scrollIntoViewIfNeeded();
  };
  const home = slotOnHome ? await scope(browser, scrollToSlot, () => true, codeCache, [cards, '#app-widget > *']) : first;
  const perOrigin = {};
  for (const f of home.files) {
    const m = f.path.match(/^\/mfe\/([^/]+)\//);
    const key = m ? m[1] : 'shell';
    perOrigin[key] = (perOrigin[key] ?? 0) + f.br;
  }
  // The budget is the home page's first load as the README defines it and `npm test` checks it:
  // the build's first-load graph (graph.mjs shellGraph: the entry, its static imports and the
  // federation runtime). The browser confirms those files were fetched; the shell's other
  // chunks it fetched are the ones the page loads later on purpose (ofetch and the link
  // prefetcher after the page's content, the cookie banner on a first visit), listed by name.
  const firstLoad = new Set([...shellGraph(join(ROOT, 'shell', 'dist')).files.keys()].filter((n) => n.endsWith('.js')).map((n) => `/${n}`));
  const shellJs = home.files.filter((f) => !f.path.startsWith('/mfe/'));
  const shellBr = shellJs.filter((f) => firstLoad.has(f.path)).reduce((n, f) => n + f.br, 0);
  // A chunk is named after its module, so ofetch's is `dist-*.js`: name it by its content.
  const chunkName = (path) => {
    const code = [...codeCache].find(([url]) => new URL(url).pathname === path)?.[1] ?? '';
    return code.includes('[ofetch]') ? 'ofetch' : path.split('/').pop().replace(/-[\w-]{8}\.js$/, '');
  };
  const later = shellJs.filter((f) => !firstLoad.has(f.path)).map((f) => ({ path: f.path, name: chunkName(f.path), br: f.br }));
  const unfetched = [...firstLoad].filter((p) => !shellJs.some((f) => f.path === p));
  if (unfetched.length) out.notes.push(`/: браузер не скачал файлы первой загрузки из графа сборки: ${unfetched.join(', ')}`);
  out.home = { path: '/', ...home, perOrigin, shellBr, shellAllBr: perOrigin.shell ?? 0, later, firstScreen: { jsBr: first.jsBr, federation: first.federation }, budget: BYTE_BUDGETS.home, ok: shellBr <= BYTE_BUDGETS.home };

  for (const app of routes.SECTION_APPS) {
    if (!registry[app]) { out.notes.push(`${app}: нет в /mfe-registry.json — пропущен`); continue; }
    const signedIn = SIGNED_IN_VISITS[app];
    const path = signedIn ? await signedIn.path(base) : visitPath(routes, app);
    if (!path) { out.notes.push(`${app}: нет открытого маршрута без параметров — пропущен`); continue; }
    const prefix = `${base}/mfe/${app}/`;
    const mine = (r) => r.url.startsWith(prefix);
    const visit = signedIn ? asUser(base, signedIn.as, goto(path)) : goto(path);
    const s = await scope(browser, visit, mine, codeCache, [`#section-${app} > *`], PHONE_VIEWPORT);
    if (s.jsBr === 0) out.notes.push(`${app}: на ${path} не скачано ни одного JS раздела (раздел не смонтировался?)`);
    const desktop = await scope(browser, visit, mine, codeCache, [`#section-${app} > *`]);
    out.sections[app] = { path, ...s, desktop: { jsBr: desktop.jsBr, cssBr: desktop.cssBr }, budget: BYTE_BUDGETS.section, ok: s.jsBr <= BYTE_BUDGETS.section };
  }

  // The service worker is not part of any page load (installed after `load`, its precache
  // fetched in the background; the bench's contexts block it): its figures come from the build
  // (shell/sw/build.ts writes them), listed apart, without a budget.
  try {
    out.serviceWorker = JSON.parse(readFileSync(join(ROOT, 'shell', 'dist', '.vite', 'sw-stats.json'), 'utf8'));
  } catch {
    out.notes.push('service worker: нет shell/dist/.vite/sw-stats.json (соберите: npm run build)');
  }

  const widgetUrl = `${base}/widget/donate.v1.js`;
  const probe = await fetch(widgetUrl).catch(() => null);
  if (probe?.ok) {
    // A partner-like page: only the embed snippet; counted is everything before any click.
    const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Партнёр</title></head><body><h1>Сайт партнёра</h1><script async src="${widgetUrl}"></script><div data-donor-widget></div></body></html>`;
    // about:blank is an opaque origin (no sessionStorage, CORS origin "null"), and a page
    // fulfilled by page.route counts as "public" for Chrome's local-network rules (the script
    // on 127.0.0.1 is then refused), so the partner page gets a real loopback origin of its
    // own: a blank page from a throwaway server on another port, into which we setContent.
    const partnerServer = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Партнёр</title>'));
    await new Promise((r) => partnerServer.listen(0, '127.0.0.1', r));
    const partner = `http://127.0.0.1:${partnerServer.address().port}/`;
    const go = async (page) => {
      await page.goto(partner);
      await page.setContent(html, { waitUntil: 'load' });
    };
    const w = await scope(browser, go, (r) => r.url !== partner, codeCache, ['shadow:[data-donor-widget]']);
    partnerServer.close();
    out.widget = { partnerOrigin: partner, ...w, budget: BYTE_BUDGETS.widget, ok: w.jsBr + w.cssBr <= BYTE_BUDGETS.widget };
  } else {
    out.notes.push('виджет: /widget/donate.v1.js ещё не собран — пропущен');
  }
  return out;
}
