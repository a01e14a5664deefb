// @vitest-environment happy-dom
// The shell's side of spec §9 link prefetch: an announced link → its section's first files as
// <link rel="prefetch"> (the files the host hints for that section's page), once per section, and
// per page view only the section with the most distinct links announced (ties: the first).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH_EVENT } from '@donor/shared/link-prefetch';
import { installSectionPrefetch, type PrefetchDeps } from './section-prefetch.ts';

const MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ assets: { js: { sync: ['assets/spa-Ab12.js'], async: ['assets/__loadShare__react-Cd34.js', 'assets/leaflet-Ef56.js'] }, css: { sync: ['assets/spa-Ab12.css'] } } }],
};
const REGISTRY = { mfe_top: { entry: '/mfe/mfe_top/mf-manifest.json' }, mfe_stations: { entry: '/mfe/mfe_stations/mf-manifest.json' } };
const announce = (href: string) => window.dispatchEvent(new CustomEvent(PREFETCH_EVENT, { detail: { href } }));
const LOCATION_EVENT = 'donor:location'; // shared/src/ui/use-location.ts
const goTo = (path: string) => { window.history.pushState(null, '', path); window.dispatchEvent(new Event(LOCATION_EVENT)); };
const settle = () => new Promise((r) => setTimeout(r, 10));
const hinted = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => `${l.getAttribute('href')} ${l.getAttribute('as')}`);

let deps: PrefetchDeps & { fetch: ReturnType<typeof vi.fn> };
let listeners: EventListener[] = [];
beforeEach(() => {
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/how/');
  deps = { fetch: vi.fn(async () => new Response(JSON.stringify(MANIFEST), { status: 200 })), whenIdle: (task) => task(), saveData: () => false };
  // Each test's listeners are removed after it (installSectionPrefetch adds two to window).
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type: string, fn: EventListenerOrEventListenerObject, opts?: boolean | AddEventListenerOptions) => {
    if (type === PREFETCH_EVENT || type === LOCATION_EVENT) listeners.push(fn as EventListener);
    add(type, fn, opts);
  });
});
afterEach(() => {
  for (const fn of listeners) for (const type of [PREFETCH_EVENT, LOCATION_EVENT]) window.removeEventListener(type, fn);
  listeners = [];
  vi.restoreAllMocks();
});

describe('installSectionPrefetch', () => {
  it("prefetches an announced page's section files once, without running them", async () => {
    const started = installSectionPrefetch(REGISTRY, deps);
    announce('/top/?year=2026');
    announce('/top/');
    await settle();
    expect(deps.fetch).toHaveBeenCalledTimes(1);
    expect(deps.fetch).toHaveBeenCalledWith('/mfe/mfe_top/mf-manifest.json');
    expect(hinted()).toEqual([
      '/mfe/mfe_top/remoteEntry.js null',
      '/mfe/mfe_top/assets/spa-Ab12.js null',
      '/mfe/mfe_top/assets/__loadShare__react-Cd34.js null',
      '/mfe/mfe_top/assets/spa-Ab12.css null',
    ]);
    expect(started).toEqual(new Set(['mfe_top']));
    expect(document.querySelector('script[src*="/mfe/"]')).toBeNull();
  });

  it('hints every file of a section with many, a few per task', async () => {
    const many = { ...MANIFEST, exposes: [{ assets: { js: { sync: Array.from({ length: 9 }, (_, i) => `assets/chunk-${i}.js`), async: [] }, css: { sync: ['assets/spa-Ab12.css'] } } }] };
    deps.fetch.mockImplementation(async () => new Response(JSON.stringify(many), { status: 200 }));
    installSectionPrefetch(REGISTRY, deps);
    announce('/top/');
    await vi.waitFor(() => expect(hinted()).toHaveLength(11));
    expect(hinted()[0]).toBe('/mfe/mfe_top/remoteEntry.js null');
    expect(hinted().at(-1)).toBe('/mfe/mfe_top/assets/spa-Ab12.css null');
  });

  it("ignores the shell's own pages, the section on screen, other origins, unknown sections and Save-Data", async () => {
    window.history.replaceState(null, '', '/bloodstations/');
    installSectionPrefetch(Promise.resolve(REGISTRY), deps);
    for (const href of ['/how/', '/bloodstations/moscow-1', 'https://other.example/top/', '/helpme/']) announce(href);
    await settle();
    expect(deps.fetch).not.toHaveBeenCalled();
    deps.saveData = () => true;
    announce('/top/');
    await settle();
    expect(deps.fetch).not.toHaveBeenCalled();
  });

  it('waits for the idle moment it is given', async () => {
    const queued: (() => void)[] = [];
    installSectionPrefetch(REGISTRY, { ...deps, whenIdle: (task) => queued.push(task) });
    announce('/top/');
    await settle();
    expect(deps.fetch).not.toHaveBeenCalled();
    queued.forEach((task) => task());
    await settle();
    expect(deps.fetch).toHaveBeenCalledTimes(1);
  });

  it('prefetches one section per page view: the one with the most distinct links announced', async () => {
    const queued: (() => void)[] = [];
    const started = installSectionPrefetch(REGISTRY, { ...deps, whenIdle: (task) => queued.push(task) });
    announce('/top/');
    for (const href of ['/bloodstations/', '/bloodstations/moscow-1', '/bloodstations/moscow-1', '/helpme/']) announce(href);
    queued.splice(0).forEach((task) => task());
    await settle();
    expect(deps.fetch).toHaveBeenCalledTimes(1);
    expect(deps.fetch).toHaveBeenCalledWith('/mfe/mfe_stations/mf-manifest.json');
    expect(started).toEqual(new Set(['mfe_stations']));
    // Links announced after the idle moment of this page view wait for the next one.
    announce('/top/?year=2026');
    announce('/top/?year=2025');
    await settle();
    expect(queued).toHaveLength(0);
    expect(deps.fetch).toHaveBeenCalledTimes(1);
  });

  it('breaks a tie for the section announced first', async () => {
    installSectionPrefetch(REGISTRY, { ...deps, whenIdle: (task) => void setTimeout(task, 0) });
    for (const href of ['/bloodstations/', '/top/', '/top/?year=2026', '/bloodstations/moscow-1']) announce(href);
    await settle();
    expect(deps.fetch).toHaveBeenCalledTimes(1);
    expect(deps.fetch).toHaveBeenCalledWith('/mfe/mfe_stations/mf-manifest.json');
  });

  it('starts a new page view on an in-app navigation to another page, not on a new query', async () => {
    const queued: (() => void)[] = [];
    installSectionPrefetch(REGISTRY, { ...deps, whenIdle: (task) => queued.push(task) });
    announce('/top/');
    queued.splice(0).forEach((task) => task());
    await settle();
    goTo('/how/?q=1'); // same page, new query: still the view that prefetched
    announce('/bloodstations/');
    expect(queued).toHaveLength(0);
    goTo('/about');
    announce('/top/'); // fetched already in the first view: its files are in the HTTP cache
    announce('/top/?year=2026');
    announce('/bloodstations/');
    queued.splice(0).forEach((task) => task());
    await settle();
    expect(deps.fetch.mock.calls.map(([url]) => url)).toEqual(['/mfe/mfe_top/mf-manifest.json']);
    goTo('/requirements');
    announce('/bloodstations/');
    queued.splice(0).forEach((task) => task());
    await settle();
    expect(deps.fetch.mock.calls.map(([url]) => url)).toEqual(['/mfe/mfe_top/mf-manifest.json', '/mfe/mfe_stations/mf-manifest.json']);
  });

  it('drops a page view whose idle moment comes after the visitor has left it', async () => {
    const queued: (() => void)[] = [];
    installSectionPrefetch(REGISTRY, { ...deps, whenIdle: (task) => queued.push(task) });
    announce('/top/');
    goTo('/about');
    queued.splice(0).forEach((task) => task());
    await settle();
    expect(deps.fetch).not.toHaveBeenCalled();
  });

  it('fetches nothing at the idle moment when Save-Data came on meanwhile', async () => {
    const queued: (() => void)[] = [];
    let saving = false;
    installSectionPrefetch(REGISTRY, { ...deps, whenIdle: (task) => queued.push(task), saveData: () => saving });
    announce('/top/');
    saving = true;
    queued.splice(0).forEach((task) => task());
    await settle();
    expect(deps.fetch).not.toHaveBeenCalled();
  });
});
