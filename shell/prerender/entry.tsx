// Build-time render of the shell's first paint (no blank page, no layout shift), loaded by
// ./plugin.ts through Vite's SSR module graph so tsx and CSS imports work as in the client. What
// it renders is what an anonymous visitor with no city sees ('Ваш регион', 'Войти'); the client's
// createRoot replaces it on mount (no hydration: a logged-in header differs anyway).
import { Suspense, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { ROUTES } from '@donor/shared/routes';
import type { SectionProps } from '@donor/shared/stores/types';
import { SectionProvider } from '@donor/shared/ui/section-context';
import { FooterArea, HeaderArea } from '../src/layout/layout.tsx';
import { CookieBanner } from '../src/layout/cookie-banner.tsx';
import { SHELL_PAGES } from '../src/pages/shell-pages.app.tsx';
export { anonymousProps } from './static-props.ts';

export interface Prerendered {
  header: string;
  footer: string;
  /** spec §4 Cookie banner: the host puts it in the page for a visitor who will see it. */
  cookieBanner: string;
  /** Route id → the page's markup, for every shell-owned route of the route table. */
  pages: Record<string, string>;
}

const noop = () => {};

/** `prerender` (not renderToString) waits for the lazy page chunks instead of emitting fallbacks. */
async function html(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return (await new Response(prelude).text()).trim();
}

/** `props`: anonymousProps() — the first paint is what an anonymous visitor with no city sees. */
export async function renderShell(props: SectionProps): Promise<Prerendered> {
  const wrap = (node: ReactNode) => <SectionProvider value={props}>{node}</SectionProvider>;
  // The containers in index.html are <div>s, so the layout adds the landmark elements itself.
  const header = await html(wrap(<HeaderArea tag="header" topBar cityOpen={false} onToggleCity={noop} menuOpen={false} onOpenMenu={noop} />));
  const footer = await html(wrap(<FooterArea tag="footer" />));
  const cookieBanner = await html(wrap(<CookieBanner />));
  const pages: Record<string, string> = {};
  for (const route of ROUTES) {
    const Page = route.app === 'shell' ? SHELL_PAGES[route.id] : undefined;
    if (Page) pages[route.id] = await html(wrap(<Suspense><Page /></Suspense>));
  }
  return { header, footer, cookieBanner, pages };
}
