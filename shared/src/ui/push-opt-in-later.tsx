// Where a page offers push alerts after a meaningful step (a booking, an added donation): only
// this wrapper is in the page's code; the opt-in itself (push-opt-in.tsx, with its rules and
// texts) is fetched when this renders, so no first load carries it (README «Бюджеты байтов»).
import { lazy, Suspense } from 'react';

const PushOptIn = lazy(() => import('./push-opt-in.tsx'));

export function PushOptInLater() {
  return (
    <Suspense fallback={null}>
      <PushOptIn />
    </Suspense>
  );
}
