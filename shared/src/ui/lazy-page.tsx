// A page of a section's page table loaded on demand (React.lazy + Suspense): the section's first
// load stays its router and its landing pages (README «Бюджеты байтов»: ≤ 60 KB brotli per
// section), each page group comes as its own chunk when its route is opened, with the kit's
// skeleton meanwhile. Written in the page's row of src/app/pages.ts as
// `lazyPage(() => import('…').then((m) => m.Page))`: the build finds the module there and names
// its files with the page (scripts/section-pages.ts).
import { lazy, Suspense } from 'react';
import { SkeletonList } from './states.tsx';
import type { SectionPage, SectionPageProps } from './use-section-route.tsx';

export function lazyPage(load: () => Promise<SectionPage>): SectionPage {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyPage(props: SectionPageProps) {
    return (
      <Suspense fallback={<SkeletonList rows={3} />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
