// spec §9 link prefetch, started from the first load but fetched after it: the prefetcher
// (section-prefetch.ts) acts only once the page has loaded and its section's content is shown,
// so its own code waits for that moment too and is not part of the home page's first load
// (README «Бюджеты байтов»). The links' announcements made before it arrives are kept and
// replayed to it. Offline the chunk cannot come, and there is nothing to prefetch either.
import { PREFETCH_EVENT, type PrefetchDetail } from '@donor/shared/link-prefetch';
import type { SectionApp } from '@donor/shared/routes';
import { afterPageContent } from './after-page-content.ts';

type Registry = Partial<Record<SectionApp, { entry: string }>>;

export function startSectionPrefetch(registry: Promise<Registry>): void {
  const early: PrefetchDetail[] = [];
  const keep = (event: Event) => void early.push((event as CustomEvent<PrefetchDetail>).detail);
  window.addEventListener(PREFETCH_EVENT, keep);
  const load = () => afterPageContent(() => {
    import('./section-prefetch.ts').then(({ installSectionPrefetch }) => {
      window.removeEventListener(PREFETCH_EVENT, keep);
      installSectionPrefetch(registry);
      for (const detail of early.splice(0)) window.dispatchEvent(new CustomEvent(PREFETCH_EVENT, { detail }));
    }, () => {});
  });
  if (document.readyState === 'complete') load();
  else window.addEventListener('load', load, { once: true });
}
