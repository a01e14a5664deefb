// @vitest-environment happy-dom
// The shell's side of spec §9 link prefetch: an announced link → its section's first files as
// <link rel="prefetch"> (the files the host hints for that section's page), once per section.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH_EVENT } from '@donor/shared/link-prefetch';
import { installSectionPrefetch, type PrefetchDeps } from './section-prefetch.ts';

const MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ assets: { js: { sync: ['assets/spa-Ab12.js'], async: ['assets/__loadShare__react-Cd34.js', 'assets/leaflet-Ef56.js'] }, css: { sync: ['assets/spa-Ab12.css'] } } }],
};
const REGISTRY = { mfe_top: { entry: '/mfe/mfe_top/mf-manifest.json' }, mfe_stations: { entry: '/mfe/mfe_stations/mf-manifest.json' } };
const announce = (href: string) => window.dispatchEvent(new CustomEvent(PREFETCH_EVENT, { detail: { href } }));
const settle = () => new Promise((r) => setTimeout(r, 10));
const hinted = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => `${l.getAttribute('href')} ${l.getAttribute('as')}`);

let deps: PrefetchDeps & { fetch: ReturnType<typeof vi.fn> };
let listeners: EventListener[] = [];
beforeEach(() => {
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/how/');
  deps = { fetch: vi.fn(async () => new Response(JSON.stringify(MANIFEST), { status: 200 })), whenIdle: (task) => task(), saveData: () => false };
  // Each test's listener is removed after it (installSectionPrefetch adds one to window).
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type: string, fn: EventListenerOrEventListenerObject, opts?: boolean | AddEventListenerOptions) => {
    if (type === PREFETCH_EVENT) listeners.push(fn as EventListener);
    add(type, fn, opts);
  });
});
afterEach(() => {
  for (const fn of listeners) window.removeEventListener(PREFETCH_EVENT, fn);
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
});
