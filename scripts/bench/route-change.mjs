// Route change: from a click on a header link to the section's content being visible, timed
// inside the page (performance.now(), click dispatched from the page, content detected by a
// MutationObserver, stopped at the next animation frame ≈ the frame that paints it), so CDP
// round trips do not enter the figure. Cold = the section was never loaded in this page;
// warm = it was loaded before (visitor went home and back). Cold is measured twice: as a visitor
// gets it (the header link's section files were prefetched at idle, shell/src/section-prefetch.ts,
// but nothing of the section ran) and with Save-Data on, which turns that prefetch off — the
// registry read, manifest, remoteEntry and the section's one first-load chunk all on the click.
import { freshPage } from './browser.mjs';
import { median } from './util.mjs';

/** README «Цифры»: a route change to a section not yet loaded ≤ 200 ms on loopback, cold and warm. */
export const ROUTE_BUDGETS = { cold: 200, warm: 200 };

/** Header link → what "the section's content" means for each section (selectors, not texts). */
const CASES = [
  { app: 'mfe_profile', label: "шапка 'Войти' → форма входа", link: '#app-header a[href^="/login"]', ready: '#section-mfe_profile form input' },
  { app: 'mfe_stations', label: "шапка 'Где сдать кровь' → список станций", link: '#app-header nav a[href="/bloodstations/"]', ready: '#section-mfe_stations a[href^="/bloodstations/"]' },
  { app: 'mfe_top', label: "шапка 'Топ доноров' → заголовок раздела", link: '#app-header nav a[href="/top/"]', ready: '#section-mfe_top h1' },
  { app: 'mfe_helpme', label: "шапка 'Найти донора' → заголовок раздела", link: '#app-header nav a[href="/helpme/"]', ready: '#section-mfe_helpme h1' },
];
const HOME_READY = '#page-shell .pg-cards';
const RUNS = 5;

/** Runs in the page: click `link`, resolve with ms until `ready` is in the DOM and visible. */
function clickAndWait({ link, ready, timeout }) {
  return new Promise((resolve) => {
    const visible = () => [...document.querySelectorAll(ready)].some((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden');
    const a = document.querySelector(link);
    if (!a) return resolve({ error: `нет ссылки ${link}` });
    let done = false;
    const finish = (t0) => {
      if (done) return;
      done = true;
      obs.disconnect();
      requestAnimationFrame(() => resolve({ ms: performance.now() - t0 }));
    };
    const obs = new MutationObserver(() => visible() && finish(t0));
    obs.observe(document.documentElement, { childList: true, subtree: true, attributes: true });
    const t0 = performance.now();
    a.click();
    if (visible()) finish(t0);
    setTimeout(() => { if (!done) { done = true; obs.disconnect(); resolve({ error: `за ${timeout} мс не появилось ${ready}` }); } }, timeout);
  });
}

async function openHome(page, base) {
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.waitForSelector(HOME_READY, { state: 'visible', timeout: 15_000 });
}

/** A Save-Data visitor: the shell's link prefetch stays off (section-prefetch.ts `saveData`). */
const saveDataOn = () => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });

async function measureCase(browser, base, c, { noPrefetch = false } = {}) {
  const cold = [];
  const warm = [];
  const errors = [];
  for (let i = 0; i < RUNS; i++) {
    const { context, page } = await freshPage(browser);
    if (noPrefetch) await page.addInitScript(saveDataOn);
    try {
      await openHome(page, base);
      const r = await page.evaluate(clickAndWait, { link: c.link, ready: c.ready, timeout: 15_000 });
      if (r.error) { errors.push(r.error); continue; }
      cold.push(r.ms);
      if (i === 0 && !noPrefetch) {
        // Warm: the same page, the section's code is already in memory; home and back 5 times.
        for (let j = 0; j < RUNS; j++) {
          await page.evaluate(clickAndWait, { link: '#app-header a.lay-logo', ready: HOME_READY, timeout: 15_000 });
          await page.waitForLoadState('networkidle');
          const w = await page.evaluate(clickAndWait, { link: c.link, ready: c.ready, timeout: 15_000 });
          if (w.error) errors.push(w.error); else warm.push(w.ms);
        }
      }
    } finally {
      await context.close();
    }
  }
  return { app: c.app, label: c.label, coldMs: median(cold), warmMs: median(warm), cold, warm, errors: [...new Set(errors)] };
}

export async function measureRouteChange({ browser, base, registry }) {
  const results = [];
  const notes = [];
  for (const c of CASES) {
    if (!registry[c.app]) { notes.push(`${c.label}: ${c.app} нет в реестре — пропущено`); continue; }
    const r = await measureCase(browser, base, c);
    r.okCold = r.coldMs == null ? null : r.coldMs <= ROUTE_BUDGETS.cold;
    r.okWarm = r.warmMs == null ? null : r.warmMs <= ROUTE_BUDGETS.warm;
    results.push(r);
    // Its own row (the report prints cold and warm per row; warm is the same as above).
    const n = await measureCase(browser, base, c, { noPrefetch: true });
    results.push({ ...n, label: `${c.label} без предзагрузки (Save-Data)`, noPrefetch: true, warmMs: null, okCold: n.coldMs == null ? null : n.coldMs <= ROUTE_BUDGETS.cold, okWarm: null });
  }
  return { runs: RUNS, budgets: ROUTE_BUDGETS, results, notes };
}
