// single-spa lifecycles of the shell's own pages (ARCHITECTURE §1 shell/src/pages): the shell
// routes of the route table, and the 404 page for any path no app owns. Re-renders on every
// navigation through useLocation (popstate + single-spa:routing-event).
import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { matchRoute } from '@donor/shared/routes';
import type { SectionProps } from '@donor/shared/stores/types';
import { usePathname } from '@donor/shared/ui/link';
import { SectionProvider } from '@donor/shared/ui/section-context';
import { PageErrorBoundary } from '../layout/error-page.tsx';
import { AboutPage } from './about.page.tsx';
import { AwardsPage } from './awards.page.tsx';
import { BloodDonationPage } from './blooddonation.page.tsx';
import { ConfidentialPage } from './confidential.page.tsx';
import { HomePage } from './home.page.tsx';
import { HowPage } from './how.page.tsx';
import { NonProfitPage } from './non-profit.page.tsx';
import { NotFoundPage } from './not-found.page.tsx';
import { OfferPage } from './offer.page.tsx';
import { RequirementsPage } from './requirements.page.tsx';
import { RulesPage } from './rules.page.tsx';
import { SmiPage } from './smi.page.tsx';
import './pages.css';

export const SHELL_PAGES: Record<string, ComponentType> = {
  home: HomePage,
  how: HowPage,
  blooddonation: BloodDonationPage,
  requirements: RequirementsPage,
  about: AboutPage,
  'non-profit': NonProfitPage,
  awards: AwardsPage,
  smi: SmiPage,
  confidential: ConfidentialPage,
  rules: RulesPage,
  offer: OfferPage,
  'not-found': NotFoundPage,
};

/** The page component of a pathname: a shell route's page, else the 404 page. */
export function pageFor(pathname: string): ComponentType {
  const route = matchRoute(pathname)?.route;
  return (route?.app === 'shell' && SHELL_PAGES[route.id]) || NotFoundPage;
}

export function ShellPages({ supportEmail }: { supportEmail: string }) {
  const pathname = usePathname();
  const Current = pageFor(pathname);
  return (
    <PageErrorBoundary supportEmail={supportEmail} name="shell-pages" resetKey={pathname}>
      <Current />
    </PageErrorBoundary>
  );
}

let root: Root | null = null;

export const shellPagesApp = {
  async bootstrap(): Promise<void> {},
  async mount(props: SectionProps): Promise<void> {
    const el = document.getElementById('page-shell');
    if (!el) throw new Error('#page-shell is missing from the host page');
    root = createRoot(el);
    root.render(
      <SectionProvider value={props}>
        <ShellPages supportEmail={props.config.supportEmail} />
      </SectionProvider>,
    );
  },
  async unmount(_props?: SectionProps): Promise<void> {
    root?.unmount();
    root = null;
  },
};
