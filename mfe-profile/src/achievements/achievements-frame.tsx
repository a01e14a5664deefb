// /achievements/ (route 'achievements', spec §2): the page's title and intro come with the
// section's first chunk and paint at once; the award cards and the feed (achievements-page.tsx)
// come in their own chunk, which the host preloads with the page (app/pages.ts `chunk`). Before, the
// whole page waited for that chunk, and its intro — the largest text — painted last (Lighthouse LCP).
import { lazy, Suspense } from 'react';
import { SkeletonList } from '@donor/shared/ui/states';
import { AchievementsFrame } from '../app/page-frames.tsx';
import '../cabinet/cabinet.css';

const Body = lazy(() => import('./achievements.pages.ts').then((m) => ({ default: m.AchievementsBody })));

export function AchievementsPage() {
  return (
    <AchievementsFrame>
      <Suspense fallback={<SkeletonList rows={4} />}>
        <Body />
      </Suspense>
    </AchievementsFrame>
  );
}
