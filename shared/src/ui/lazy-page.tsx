// A page of a section's page table loaded on demand (React.lazy + Suspense): the section's first
// load stays its router and its landing pages (README «Бюджеты байтов»: ≤ 60 KB brotli per
// section), each page group comes as its own chunk when its route is opened, with the kit's
// skeleton meanwhile. Written in the page's row of src/app/pages.ts as
// `lazyPage(() => import('…').then((m) => m.Page))`: the build finds the module there and names
// its files with the page (scripts/section-pages.ts). A page with a first paint passes its frame
// too (`lazyPage(load, Frame)`): the skeleton then shows under the page's own title, so the host's
// picture of that title (docs/ARCHITECTURE.md «A section page's first paint») is replaced by the
// same title in the same spot while the chunk loads, not by a bare skeleton.
// No element is made when the table is built: a section's page table runs as its first chunk
// loads, and under federation the shared react/jsx-runtime can still be on its way then (it
// arrives a moment later); an element made at that point throws «jsx is not a function» and the
// whole section falls back. Elements are made when a page renders, as everywhere else.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { SkeletonList } from './states.tsx';
import type { SectionPage, SectionPageProps } from './use-section-route.tsx';

export function lazyPage(load: () => Promise<SectionPage>, Frame?: ComponentType<{ children?: ReactNode }>): SectionPage {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyPage(props: SectionPageProps) {
    const skeleton = <SkeletonList rows={3} />;
    return (
      <Suspense fallback={Frame ? <Frame>{skeleton}</Frame> : skeleton}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
