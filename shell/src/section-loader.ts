// Registers every section of the route table with single-spa, loading it through Module
// Federation from the run-time registry (ARCHITECTURE §2). A section that cannot load shows
// SectionFallback in its place and the error is re-thrown so single-spa retries on the next
// navigation (spec §8 first line; STYLE: degrade, don't crash).
import { registerApplication, triggerAppChange, type LifeCycles } from './app-router.ts';
import { routeOwner, SECTION_APPS, type SectionApp } from '@donor/shared/routes';
import { drawingApp } from '@donor/shared/guards';
import { hasStaffAccess } from '@donor/shared/staff-access';
import { SLOTS } from '@donor/shared/slots';
import type { SectionProps } from '@donor/shared/stores/types';
import { showFallback, clearFallback } from './section-fallback.ts';
import { reportError } from '@donor/shared/analytics-events';
import { isOffline, whenOnline } from '@donor/shared/stores/online.store';
import { afterPageContent } from './after-page-content.ts';
import type { Federation } from './federation.ts';
import { yieldToMain } from './yield-to-main.ts';

type Registry = Partial<Record<SectionApp, { entry: string }>>;

/** The registry the host inlined into the page (shell/server/page.ts), else /mfe-registry.json. */
export async function fetchRegistry(): Promise<Registry> {
  const inline = document.getElementById('mfe-registry')?.textContent;
  if (inline) {
    try {
      return JSON.parse(inline) as Registry;
    } catch {
      // a broken inline copy: ask the host, as a page without one does
    }
  }
  try {
    const res = await fetch('/mfe-registry.json', { cache: 'no-cache' });
    if (!res.ok) throw new Error(`registry: HTTP ${res.status}`);
    return (await res.json()) as Registry;
  } catch (error) {
    console.error('Реестр разделов недоступен', error);
    return {};
  }
}

/** The element a section renders into: one per section inside <main>. */
export function sectionContainer(app: SectionApp): HTMLElement {
  const id = `section-${app}`;
  let el = document.getElementById(id);
  if (!el) {
    el = document.createElement('div');
    el.id = id;
    document.getElementById('app-main')!.append(el);
  }
  return el;
}

/**
 * The federation runtime is imported on the first section load, not with the shell: pages the
 * shell renders itself (home first of all) do not pay for it (README byte budget).
 */
function lazyFederation(registry: Registry): () => Promise<Federation> {
  let federation: Promise<Federation> | undefined;
  return () => {
    if (!federation) {
      federation = import('./federation.ts').then(({ createFederation }) =>
        createFederation(Object.entries(registry).map(([name, { entry }]) => ({ name, entry }))),
      );
      // A failed chunk download is retried on the next navigation, like a section's own entry.
      federation.catch(() => { federation = undefined; });
    }
    return federation;
  };
}

/** The app that draws a path for the current visitor (a 403 page is the shell's: guards.ts drawingApp). */
export function drawnBy(pathname: string, props: Pick<SectionProps, 'auth'>): ReturnType<typeof routeOwner> {
  const { user, token } = props.auth.$auth.get();
  return drawingApp({ pathname, search: '', loggedIn: !!user, hasToken: !!token, staff: hasStaffAccess(user) });
}

export function registerSections(registry: Registry, props: SectionProps): void {
  const federation = lazyFederation(registry);
  for (const app of SECTION_APPS) {
    const container = sectionContainer(app);
    registerApplication<SectionProps & { domElement: HTMLElement }>({
      name: app,
      activeWhen: (location) => drawnBy(location.pathname, props) === app,
      customProps: { ...props, domElement: container },
      app: async () => {
        try {
          if (!registry[app]) throw new Error(`Раздел ${app} не опубликован в реестре`);
          const runtime = await federation();
          await yieldToMain();
          const lifecycles = (await runtime.loadRemote<LifeCycles<SectionProps>>(`${app}/spa`)) as LifeCycles<SectionProps> | null;
          if (!lifecycles) throw new Error(`Раздел ${app} не вернул точку входа`);
          await yieldToMain();
          return {
            bootstrap: lifecycles.bootstrap,
            mount: [async () => clearFallback(container), lifecycles.mount].flat(),
            unmount: lifecycles.unmount,
            update: lifecycles.update,
          } as LifeCycles<SectionProps & { domElement: HTMLElement }>;
        } catch (error) {
          console.error(`Раздел ${app} не загрузился`, error);
          if (isOffline()) {
            // No network: not the site's failure. The section loads by itself when it returns.
            // By a reload of the page when it is still on screen: the browser keeps a failed
            // dynamic import failed (the federation chunk, a section's entry), so loading again
            // in place cannot succeed; nothing of the section is on the page to lose.
            showFallback(container, props.config.supportEmail, true);
            whenOnline(() => {
              clearFallback(container);
              if (drawnBy(window.location.pathname, props) === app) window.location.reload();
              else void triggerAppChange();
            });
            throw error;
          }
          reportError(error, app); // spec §8: a page that could not load goes to error reporting
          showFallback(container, props.config.supportEmail);
          throw error;
        }
      },
    });
  }
  registerSlots(registry, props, federation);
  // A fallback belongs to the route that failed: hide it when the visitor goes elsewhere.
  window.addEventListener('single-spa:routing-event', () => {
    const active = drawnBy(window.location.pathname, props);
    for (const app of SECTION_APPS) if (app !== active) clearFallback(sectionContainer(app));
  });
}

/**
 * Every row of the slot table (shared/src/slots.ts) becomes a single-spa application of its own
 * (its activity differs from the owning section's): the section's entry exports the slot's
 * lifecycles under the row's export name.
 */
function registerSlots(registry: Registry, props: SectionProps, federation: () => Promise<Federation>): void {
  for (const slot of SLOTS) {
    if (!registry[slot.app]) continue;
    const container = document.getElementById(slot.elementId);
    // An 'in-page' slot's element comes and goes with a shell page: the slot follows it itself
    // (shared/src/ui/page-slot.tsx), so it is registered even when the element is not there yet.
    if (!container && slot.load !== 'in-page') continue;
    const near =
      slot.load === 'in-page' ? whenNearViewportById(slot.elementId)
      : container && slot.load === 'near-viewport' ? whenNearViewport(container, routeOwner(window.location.pathname) !== 'shell')
      : { reached: true };
    registerApplication<SectionProps & { domElement: HTMLElement }>({
      name: `${slot.app}:${slot.id}`,
      activeWhen: (location) => near.reached && slot.visible(location.pathname),
      customProps: { ...props, domElement: container ?? document.body },
      app: async () => {
        try {
          const entry = await (await federation()).loadRemote<Record<string, LifeCycles<SectionProps & { domElement: HTMLElement }> | undefined>>(`${slot.app}/spa`);
          const lifecycles = entry?.[slot.exportName];
          if (!lifecycles) throw new Error(`${slot.app}/spa: нет экспорта ${slot.exportName}`);
          return lifecycles;
        } catch (error) {
          console.error(`Слот ${slot.id} не загрузился`, error);
          throw error;
        }
      },
    });
  }
}

/**
 * whenNearViewport for an element a shell page renders: it may appear after the loader starts and
 * is replaced when the page re-renders, so the element with that id is watched as it comes.
 */
function whenNearViewportById(id: string): { reached: boolean } {
  const state = { reached: typeof IntersectionObserver === 'undefined' || typeof MutationObserver === 'undefined' };
  if (state.reached) return state;
  let watched: Element | null = null;
  const pages = new MutationObserver(() => watch());
  const near = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      state.reached = true;
      near.disconnect();
      pages.disconnect();
      void triggerAppChange();
    },
    { rootMargin: '200px 0px' },
  );
  function watch(): void {
    const el = document.getElementById(id);
    if (!el || el === watched) return;
    if (watched) near.unobserve(watched);
    watched = el;
    near.observe(el);
  }
  pages.observe(document.getElementById('app-main') ?? document.body, { childList: true, subtree: true });
  watch();
  return state;
}

/**
 * The slot sits below the page's content: its code is fetched only once the visitor scrolls
 * within 200 px of it (spec §9 link prefetch margin), not with the first load (README budget).
 * `afterSection`: the page belongs to a section, whose content is not there yet when the page
 * loads — <main> is one screen of nothing and the slot below it looks near. Watching starts once
 * the section has mounted (after-page-content.ts), so the slot's downloads do not compete with the
 * page's own on a phone (Lighthouse counted them against /bloodstations/' largest paint). A shell
 * page is painted already: its slot is watched at once (the home page's layout counts on it).
 */
function whenNearViewport(el: HTMLElement, afterSection: boolean): { reached: boolean } {
  const state = { reached: typeof IntersectionObserver === 'undefined' };
  if (state.reached) return state;
  if (afterSection) {
    afterPageContent(() => observeNear(el, state));
    return state;
  }
  observeNear(el, state);
  return state;
}

function observeNear(el: HTMLElement, state: { reached: boolean }): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      state.reached = true;
      observer.disconnect();
      void triggerAppChange();
    },
    { rootMargin: '200px 0px' },
  );
  observer.observe(el);
}
