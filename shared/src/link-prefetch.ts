// spec §9 "Link prefetch margin 200px": a link announces its page once it comes within 200 px of
// the viewport, so the section that draws the page can be fetched before the click. The kit only
// announces (a `donor:prefetch` window event carrying the href, the way navigation is announced
// by LOCATION_EVENT in ui/use-location.ts): what to fetch, and whether, is the shell's call (shell/src/section-prefetch.ts)
// — a section never learns about other sections. One observer serves every link on the page.

export const PREFETCH_EVENT = 'donor:prefetch';
export interface PrefetchDetail { href: string }

/** spec §9 Link prefetch margin. */
export const PREFETCH_MARGIN = '200px';

let observer: IntersectionObserver | null = null;
const hrefs = new WeakMap<Element, string>();

function shared(): IntersectionObserver | null {
  if (observer) return observer;
  if (typeof IntersectionObserver === 'undefined') return null;
  observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const href = hrefs.get(entry.target);
      observer?.unobserve(entry.target); // once per link: the shell remembers what it fetched
      hrefs.delete(entry.target);
      if (href) window.dispatchEvent(new CustomEvent<PrefetchDetail>(PREFETCH_EVENT, { detail: { href } }));
    }
  }, { rootMargin: PREFETCH_MARGIN });
  return observer;
}

/** Watches `el` until it is near the viewport, then announces `href`; returns the stop function. */
export function prefetchWhenNear(el: Element, href: string): () => void {
  const io = shared();
  if (!io) return () => {};
  hrefs.set(el, href);
  io.observe(el);
  return () => {
    hrefs.delete(el);
    io.unobserve(el);
  };
}

/** Tests: forget the observer so a new fake IntersectionObserver is picked up. */
export function resetPrefetchObserver(): void {
  observer?.disconnect();
  observer = null;
}
