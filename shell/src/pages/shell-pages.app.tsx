// single-spa lifecycles of the shell's own pages (ARCHITECTURE §1 shell/src/pages): the shell
// routes of the route table, and the 404 page for any path no app owns. Re-renders on every
// navigation through useLocation (popstate + single-spa:routing-event).
import { lazy, Suspense, type ComponentType } from 'react';
import { FullPageSpinner } from '../layout/full-page-spinner.tsx';
import { createRoot, type Root } from 'react-dom/client';
import { matchRoute } from '@donor/shared/routes';
import type { SectionProps } from '@donor/shared/stores/types';
import { usePathname } from '@donor/shared/ui/link';
import { SectionProvider } from '@donor/shared/ui/section-context';
import { PageErrorBoundary } from '../layout/error-page.tsx';
import { HomePage } from './home.page.tsx';
import './pages.css';

// Only the home page ships in the first load; every other page is its own chunk, fetched on
// first visit (README byte budget: first-load JS of /). A page whose chunk has arrived renders
// directly (no Suspense), and mount() fetches the current page's chunk before the first render,
// so the pre-rendered HTML (shell/prerender) is replaced by the same page, never by a spinner.
type PreloadablePage = ComponentType & { preload?: () => Promise<void> };

function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): PreloadablePage {
  let loaded: ComponentType | null = null;
  const preload = async () => {
    loaded ??= (await load())[name];
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  const Page: PreloadablePage = () => {
    const Current = loaded ?? Lazy;
    return <Current />;
  };
  Page.preload = preload;
  return Page;
}

export const NotFoundPage = page(() => import('./not-found.page.tsx'), 'NotFoundPage');
const ForbiddenPage = page(() => import('./forbidden.page.tsx'), 'ForbiddenPage');

export const SHELL_PAGES: Record<string, ComponentType> = {
  home: HomePage,
  how: page(() => import('./how.page.tsx'), 'HowPage'),
  blooddonation: page(() => import('./blooddonation.page.tsx'), 'BloodDonationPage'),
  requirements: page(() => import('./requirements.page.tsx'), 'RequirementsPage'),
  about: page(() => import('./about.page.tsx'), 'AboutPage'),
  'non-profit': page(() => import('./non-profit.page.tsx'), 'NonProfitPage'),
  awards: page(() => import('./awards.page.tsx'), 'AwardsPage'),
  smi: page(() => import('./smi.page.tsx'), 'SmiPage'),
  confidential: page(() => import('./confidential.page.tsx'), 'ConfidentialPage'),
  rules: page(() => import('./rules.page.tsx'), 'RulesPage'),
  offer: page(() => import('./offer.page.tsx'), 'OfferPage'),
  'not-found': NotFoundPage,
  forbidden: ForbiddenPage,
};

/**
 * The page component of a pathname: a shell route's page; a section's page the guard refuses
 * (403, guards.ts drawingApp) is «Нет доступа»; anything else the 404 page.
 */
export function pageFor(pathname: string): ComponentType {
  const route = matchRoute(pathname)?.route;
  if (route && route.app !== 'shell' && route.guard === 'staff') return ForbiddenPage;
  return (route?.app === 'shell' && SHELL_PAGES[route.id]) || NotFoundPage;
}

export function ShellPages({ supportEmail }: { supportEmail: string }) {
  const pathname = usePathname();
  const Current = pageFor(pathname);
  return (
    <PageErrorBoundary supportEmail={supportEmail} name="shell-pages" resetKey={pathname}>
      <Suspense fallback={<FullPageSpinner />}>
        <Current />
      </Suspense>
    </PageErrorBoundary>
  );
}

let root: Root | null = null;

export const shellPagesApp = {
  async bootstrap(): Promise<void> {},
  async mount(props: SectionProps): Promise<void> {
    const el = document.getElementById('page-shell');
    if (!el) throw new Error('#page-shell is missing from the host page');
    const current: PreloadablePage = pageFor(window.location.pathname);
    await current.preload?.().catch((error: unknown) => console.error('shell page chunk', error));
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
