// The shell's layout (ARCHITECTURE §1 shell/src/layout): header, right menu, city dialog,
// bottom bar, footer, banners and the route progress bar. One React root in the header
// container; the footer and the overlays are portals of it, so they share state (menu, city
// popup) without a store. Each part has its own boundary: one failing leaves the rest working.
import { lazy, startTransition, Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { useStore } from '@nanostores/react';
import { COOKIE_NAMES, getCookie } from '@donor/shared/cookies';
import type { SectionProps } from '@donor/shared/stores/types';
import { SectionProvider } from '@donor/shared/ui/section-context';
import { usePathname } from '@donor/shared/ui/link';
import { BottomBar } from './bottom-bar.tsx';
import { PageErrorBoundary } from './error-page.tsx';
import { Footer } from './footer.tsx';
import { Header, type HeaderProps } from './header.tsx';
import { startHead } from './head.ts';
import { ProgressBar } from './progress-bar.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { TopBar } from './top-bar.tsx';
import { topBarShown } from '../../common/top-bar.ts';
import { dropFirstPaintBanner, isPromptRoute } from './banners.logic.ts';
import { cookieBannerVisible } from '../../common/cookie-banner.ts';
import './layout.css';

// Loaded when first needed, not with the first load of every page (README byte budget): the
// menu and the city dialog on first open, the home-screen prompt where it may show, the cookie
// banner only for a visitor who has not answered it (most page loads are returning visitors').
// Not prefetched when idle either: the browser would count them on every page load (bench).
const RightMenu = lazy(() => import('./right-menu.tsx').then((m) => ({ default: m.RightMenu })));
const CityDialog = lazy(() => import('./city-dialog.tsx').then((m) => ({ default: m.CityDialog })));
const CookieBanner = lazy(() => import('./cookie-banner.tsx').then((m) => ({ default: m.CookieBanner })));
const HomeScreenPrompt = lazy(() => import('./home-screen-prompt.tsx').then((m) => ({ default: m.HomeScreenPrompt })));

/** spec §4 Cookie banner: may it show on this page load? (The banner itself handles «Понятно».) */
function useCookieQuestion(props: SectionProps): boolean {
  const { user, token } = useStore(props.auth.$auth);
  const [accepted] = useState(() => getCookie(COOKIE_NAMES.cookieConsent) !== undefined);
  return cookieBannerVisible({ loggedIn: Boolean(user || token), accepted });
}

/** True from the first time `flag` is true on: a closed dialog stays mounted for its exit animation. */
function useOnceTrue(flag: boolean): boolean {
  const [seen, setSeen] = useState(flag);
  if (flag && !seen) setSeen(true);
  return seen || flag;
}

export interface LayoutElements {
  header: HTMLElement;
  footer: HTMLElement;
  overlays: HTMLElement;
}

function Part({ name, children, supportEmail, resetKey }: { name: string; children: ReactNode; supportEmail: string; resetKey: string }) {
  return <PageErrorBoundary supportEmail={supportEmail} name={name} resetKey={resetKey} compact>{children}</PageErrorBoundary>;
}

/**
 * The header's markup; shell/prerender renders this same component into the built index.html,
 * with the top bar (the host cuts it out of the home page: shell/common/top-bar.ts).
 */
export function HeaderArea({ tag: Tag, topBar, ...header }: HeaderProps & { tag: 'header' | 'div'; topBar: boolean }) {
  return (
    <Tag className="lay-header-wrap">
      {topBar && <TopBar />}
      <ProgressBar />
      <Header {...header} />
    </Tag>
  );
}

/** The footer's markup, pre-rendered the same way. */
export function FooterArea({ tag: Tag, overlays }: { tag: 'footer' | 'div'; overlays?: Element | null }) {
  return <Tag className="lay-footer-wrap"><Footer overlays={overlays} /></Tag>;
}

export function Layout({ props, el, onFirstCommit }: { props: SectionProps; el: LayoutElements; onFirstCommit?: () => void }) {
  const [menuOpen, setMenuOpen] = useState(false);
  // Runs after React's first commit and before the browser paints it (see mountLayout).
  useLayoutEffect(() => onFirstCommit?.(), [onFirstCommit]);
  const [cityOpen, setCityOpen] = useState(false);
  const pathname = usePathname();
  const email = props.config.supportEmail;

  // spec §2 Right-side menu: closes on route change (and so does the city popup).
  useEffect(() => {
    setMenuOpen(false);
    setCityOpen(false);
  }, [pathname]);

  const toggleCity = () => setCityOpen((open) => !open);
  const menuLoaded = useOnceTrue(menuOpen);
  const cityLoaded = useOnceTrue(cityOpen);
  const promptRoute = isPromptRoute(pathname);
  const cookieQuestion = useCookieQuestion(props);
  // The host pre-rendered the banner for a visitor it thought would see it; this browser knows better.
  useLayoutEffect(() => { if (!cookieQuestion) dropFirstPaintBanner(); }, [cookieQuestion]);
  // A container that is already a landmark element keeps its role; otherwise we add it.
  const HeaderTag = el.header.tagName === 'HEADER' ? 'div' : 'header';
  const FooterTag = el.footer.tagName === 'FOOTER' ? 'div' : 'footer';

  return (
    <SectionProvider value={props}>
      <Part name="header" supportEmail={email} resetKey={pathname}>
        <HeaderArea tag={HeaderTag} topBar={topBarShown(pathname)} cityOpen={cityOpen} onToggleCity={toggleCity} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
      </Part>
      {createPortal(
        <Part name="footer" supportEmail={email} resetKey={pathname}>
          <FooterArea tag={FooterTag} overlays={el.overlays} />
        </Part>,
        el.footer,
      )}
      {createPortal(
        <Part name="overlays" supportEmail={email} resetKey={pathname}>
          <BottomBar menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
          <OfflineBanner />
          <Suspense>
            {promptRoute && <HomeScreenPrompt />}
            {cookieQuestion && <CookieBanner />}
            {menuLoaded && <RightMenu open={menuOpen} onClose={() => setMenuOpen(false)} cityOpen={cityOpen} onToggleCity={toggleCity} container={el.overlays} />}
            {cityLoaded && <CityDialog open={cityOpen} onClose={() => setCityOpen(false)} container={el.overlays} />}
          </Suspense>
        </Part>,
        el.overlays,
      )}
    </SectionProvider>
  );
}

/**
 * Renders the layout into the host page's three containers; returns the unmount. Page reloads
 * requested by the stores are carried out by shell/src/reactions.ts, not here.
 */
export function mountLayout(props: SectionProps, el: LayoutElements): () => void {
  const stopHead = startHead(props);
  const root = createRoot(el.header);
  // The host page arrives with a pre-rendered header and footer (shell/prerender). The root
  // replaces #app-header's copy itself on its first commit; the footer's copy is a portal's
  // target and would stay, so it is removed in a layout effect of that same commit: no frame
  // paints without a footer or with two (nothing shifts). The render runs as a transition so
  // React yields to the browser every few milliseconds instead of blocking the main thread for
  // the whole layout (Lighthouse Total Blocking Time on a slow phone).
  const prerenderedFooter = [...el.footer.childNodes];
  const dropPrerendered = () => { for (const node of prerenderedFooter.splice(0)) node.remove(); };
  startTransition(() => root.render(<Layout props={props} el={el} onFirstCommit={dropPrerendered} />));
  return () => {
    root.unmount();
    stopHead();
  };
}
