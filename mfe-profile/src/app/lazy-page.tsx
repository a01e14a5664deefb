// A page of the route map loaded on demand (React.lazy + Suspense): the section's first load
// stays the router and /login (README «Бюджеты байтов»: ≤ 60 KB brotli per section), each
// page group comes as its own chunk when its route is opened, with the kit's skeleton meanwhile.
import { lazy, Suspense } from 'react';
import { SkeletonList } from '@donor/shared/ui/states';
import type { SectionPage, SectionPageProps } from '@donor/shared/ui/use-section-route';

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
