// spec §9 "Link prefetch margin 200px": when a link to a section's page comes within 200 px of
// the viewport (the kit's Link announces it, shared/src/ui/link-prefetch.ts), the shell fetches
// that section's first files at idle priority, so the click finds them in the HTTP cache. Only
// fetched, never run: `<link rel="prefetch">` costs no main-thread time, and the files are the
// ones the host would hint for the section's own page (shared/src/section-files.ts). Waits for
// the page's `load` and an idle moment (the first screen's own downloads come first — README
// byte budget, Lighthouse), once per section, and not at all under Save-Data or on 2G/3G.
import { routeOwner, type SectionApp } from '@donor/shared/routes';
import { sectionFiles, type MfManifest } from '@donor/shared/section-files';
import { PREFETCH_EVENT, type PrefetchDetail } from '@donor/shared/link-prefetch';
import { afterPageContent } from './after-page-content.ts';

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
  // page's own (a phone page may prefetch ≈ 175 KB br of three sections, bench/README.md).
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
function hint(href: string): void {
  const known = [...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[href], script[src]')]
    .some((el) => (el instanceof HTMLLinkElement ? el.href : el.src) === new URL(href, window.location.href).href);
  if (known) return; // hinted, preloaded or loaded already
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  document.head.append(link);
}

/**
 * Listens from the start (links may come near the viewport before the registry is read);
 * returns the set of section apps prefetched or under way.
 */
export function installSectionPrefetch(registry: Registry | Promise<Registry>, deps: PrefetchDeps = defaults()): Set<SectionApp> {
  const started = new Set<SectionApp>();
  window.addEventListener(PREFETCH_EVENT, (event) => {
    const href = (event as CustomEvent<PrefetchDetail>).detail?.href;
    if (!href || deps.saveData()) return;
    let url: URL;
    try { url = new URL(href, window.location.href); } catch { return; }
    if (url.origin !== window.location.origin) return;
    const app = routeOwner(url.pathname);
    // The shell's own pages come with the shell; the page on screen has its section loaded.
    if (app === 'shell' || app === routeOwner(window.location.pathname)) return;
    void Promise.resolve(registry).then((reg) => {
      const entry = reg[app]?.entry;
      if (!entry || started.has(app)) return;
      started.add(app);
      deps.whenIdle(() => prefetch(app, entry));
    });
  });
  function prefetch(app: SectionApp, entry: string): void {
    const base = entry.slice(0, entry.lastIndexOf('/') + 1);
    deps.fetch(entry)
      .then((res) => (res.ok ? (res.json() as Promise<MfManifest>) : Promise.reject(new Error(`HTTP ${res.status}`))))
      .then((manifest) => {
        const files = sectionFiles(manifest, base);
        for (const file of [...files.js, ...files.css]) hint(file);
      })
      // An optimisation only: the click loads the section the ordinary way.
      .catch((error: unknown) => { started.delete(app); console.warn(`Предзагрузка ${app} не удалась`, error); });
  }
  return started;
}
