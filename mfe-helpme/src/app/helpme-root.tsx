// mfe-helpme's router: its pages by route id (shared/routes). Each page is its own chunk, so the
// form and the recipient page load only where they are shown (README «Бюджеты байтов»).
import { lazy, Suspense } from 'react';
import { Spinner } from '@donor/shared/ui/spinner';
import { useSectionRoute, type SectionPageProps, type SectionPages } from '@donor/shared/ui/use-section-route';
import '../helpme.css';

const HelpmePage = lazy(() => import('../form/helpme-page.tsx').then((m) => ({ default: m.HelpmePage })));
const RecipientPage = lazy(() => import('../recipient/recipient-page.tsx').then((m) => ({ default: m.RecipientPage })));

const waiting = <div className="hm-page" role="status"><Spinner /></div>;

const PAGES: SectionPages = {
  helpme: () => <Suspense fallback={waiting}><HelpmePage /></Suspense>,
  recipient: (props: SectionPageProps) => <Suspense fallback={waiting}><RecipientPage {...props} /></Suspense>,
};

export function HelpmeRoot() {
  return useSectionRoute(PAGES);
}
