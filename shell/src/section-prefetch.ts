// spec §9 "Link prefetch margin 200px": when a link to a section's page comes within 200 px of
// the viewport (the kit's Link announces it, shared/src/link-prefetch.ts), the shell may fetch
// that section's first files at idle priority, so the click finds them in the HTTP cache. Only
// fetched, never run: `<link rel="prefetch">` costs no main-thread time, and the files are the
// ones the host would hint for the section's own page (shared/src/section-files.ts). Waits for
// the page's `load` and an idle moment (the first screen's own downloads come first — README
// byte budget, Lighthouse), once per section, and not at all under Save-Data or on 2G/3G.
// With restraint: per page view one section at most — the one the visitor is most likely to open
// next, i.e. with the most distinct links announced near the viewport (ties: the first
// announced). Every section at once would cost a phone several times that; one is within a
// section's first-load budget (README «Бюджеты байтов»). The manifest gives no sizes, so that budget, not a
// run-time measure, is what holds the cap.
import { routeOwner, type SectionApp } from '@donor/shared/routes';
import { HINTS_PER_TASK, sectionFiles, type MfManifest } from '@donor/shared/section-files';
import { PREFETCH_EVENT, type PrefetchDetail } from '@donor/shared/link-prefetch';
import { afterPageContent } from './after-page-content.ts';
import { yieldToMain } from './yield-to-main.ts';

type Registry = Partial<Record<SectionApp, { entry: string }>>;

export interface PrefetchDeps {
  fetch: typeof fetch;
  /** Runs `task` once the page has loaded and the browser is idle. */
  whenIdle: (task: () => void) => void;
  /** True when the visitor saves data (Save-Data, or a 2G/3G connection): nothing is prefetched. */
  saveData: () => boolean;
}

function whenLoadedAndIdle(task: () => void): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => task(), { timeout: 3_000 }) : setTimeout(task, 200));
  // After the page's own section has mounted too (`load` comes before a section's lazy parts), and
  // a moment more: mounting is not yet painting, and a phone was still drawing the page's largest
  // text when the prefetches started (Lighthouse counts them against /top/'s LCP).
  const loaded = () => afterPageContent(() => setTimeout(idle, 1_500));
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
}

const defaults = (): PrefetchDeps => ({
  fetch: (...args) => fetch(...args),
  whenIdle: whenLoadedAndIdle,
  // Save-Data, or a connection the browser itself calls slow: the bytes would compete with the
  // page's own (even one section's first files, a section's first-load budget).
  saveData: () => {
    const c = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
    return c?.saveData === true || /(^|-)2g$|^3g$/.test(c?.effectiveType ?? '');
  },
});

/**
 * A plain `<link rel="prefetch">`: HTML allows `as` only with preload and modulepreload (the Nu
 * HTML Checker refuses `rel=prefetch as=script`), and modulepreload would fetch at high priority
 * and compile — against the page on screen. A prefetch is typed by the response; the later
 * import or stylesheet takes it from the HTTP cache.
 */
function hint(href: string, known: Set<string>): void {
  const url = new URL(href, window.location.href).href;
  if (known.has(url)) return; // hinted, preloaded or loaded already
  known.add(url);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  document.head.append(link);
}

/** Every address the page has a link or script for, read once per prefetch (not once per file). */
function knownAddresses(): Set<string> {
  return new Set([...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[href], script[src]')]
    .map((el) => (el instanceof HTMLLinkElement ? el.href : el.src)));
}

/**
 * A page view's announced links, by section in order of first announcement; an in-app
 * navigation to another page starts a new view.
 */
interface PageView {
  path: string;
  links: Map<SectionApp, Set<string>>;
  scheduled: boolean;
}

/**
 * Fired by the kit's `navigate()` (shared/src/ui/use-location.ts, LOCATION_EVENT; ui/*.ts is not
 * a package export and the kit's link.tsx does not re-export it). Back/forward (`popstate`, which
 * single-spa also fires on every pushState/replaceState) does not start a view: restraint.
 */
const LOCATION_EVENT = 'donor:location';

/** The section with the most distinct links; ties go to the first announced (Map order). */
function likeliest(links: Map<SectionApp, Set<string>>, known: (app: SectionApp) => boolean): SectionApp | null {
  let best: SectionApp | null = null;
  let most = 0;
  for (const [app, hrefs] of links) {
    if (known(app) && hrefs.size > most) [best, most] = [app, hrefs.size];
  }
  return best;
}

/**
 * Listens from the start (links may come near the viewport before the registry is read);
 * returns the set of section apps prefetched or under way.
 */
export function installSectionPrefetch(registry: Registry | Promise<Registry>, deps: PrefetchDeps = defaults()): Set<SectionApp> {
  const started = new Set<SectionApp>();
  const newView = (): PageView => ({ path: window.location.pathname, links: new Map(), scheduled: false });
  let view = newView();
  // A new query on the same page (filters use navigate with replace) is the same page view.
  window.addEventListener(LOCATION_EVENT, () => { if (window.location.pathname !== view.path) view = newView(); });
  window.addEventListener(PREFETCH_EVENT, (event) => {
    const href = (event as CustomEvent<PrefetchDetail>).detail?.href;
    if (!href || deps.saveData()) return;
    let url: URL;
    try { url = new URL(href, window.location.href); } catch { return; }
    if (url.origin !== window.location.origin) return;
    const app = routeOwner(url.pathname);
    // The shell's own pages come with the shell; the page on screen has its section loaded.
    if (app === 'shell' || app === routeOwner(window.location.pathname)) return;
    const hrefs = view.links.get(app) ?? new Set<string>();
    hrefs.add(url.pathname + url.search);
    view.links.set(app, hrefs);
    if (view.scheduled) return;
    view.scheduled = true;
    const mine = view;
    // The choice is made at the idle moment, from the links announced by then on this page.
    deps.whenIdle(() => void Promise.resolve(registry).then((reg) => {
      if (mine !== view || deps.saveData()) return;
      const next = likeliest(mine.links, (a) => Boolean(reg[a]?.entry));
      const entry = next && reg[next]?.entry;
      // Already fetched in an earlier view: its files are in the HTTP cache, nothing more to do.
      if (!next || !entry || started.has(next)) return;
      started.add(next);
      prefetch(next, entry);
    }));
  });
  function prefetch(app: SectionApp, entry: string): void {
    const base = entry.slice(0, entry.lastIndexOf('/') + 1);
    deps.fetch(entry)
      .then((res) => (res.ok ? (res.json() as Promise<MfManifest>) : Promise.reject(new Error(`HTTP ${res.status}`))))
      .then(async (manifest) => {
        const files = sectionFiles(manifest, base);
        const known = knownAddresses();
        // A few per task, as the page's own loader does (HINTS_PER_TASK).
        for (const [i, file] of [...files.js, ...files.css].entries()) {
          if (i > 0 && i % HINTS_PER_TASK === 0) await yieldToMain();
          hint(file, known);
        }
      })
      // An optimisation only: the click loads the section the ordinary way.
      .catch((error: unknown) => { started.delete(app); console.warn(`Предзагрузка ${app} не удалась`, error); });
  }
  return started;
}
