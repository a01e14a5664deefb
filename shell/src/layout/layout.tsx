// The shell's layout (ARCHITECTURE §1 shell/src/layout): header, right menu, city dialog,
// bottom bar, footer, banners and the route progress bar. One React root in the header
// container; the footer and the overlays are portals of it, so they share state (menu, city
// popup) without a store. Each part has its own boundary: one failing leaves the rest working.
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { SectionProps } from '@donor/shared/stores/types';
import { SectionProvider } from '@donor/shared/ui/section-context';
import { usePathname } from '@donor/shared/ui/link';
import { BottomBar } from './bottom-bar.tsx';
import { CityDialog } from './city-selector.tsx';
import { CookieBanner } from './cookie-banner.tsx';
import { PageErrorBoundary } from './error-page.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { startHead } from './head.ts';
import { HomeScreenPrompt } from './home-screen-prompt.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { RightMenu } from './right-menu.tsx';
import './layout.css';

export interface LayoutElements {
  header: HTMLElement;
  footer: HTMLElement;
  overlays: HTMLElement;
}

function Part({ name, children, supportEmail, resetKey }: { name: string; children: ReactNode; supportEmail: string; resetKey: string }) {
  return <PageErrorBoundary supportEmail={supportEmail} name={name} resetKey={resetKey} compact>{children}</PageErrorBoundary>;
}

export function Layout({ props, el }: { props: SectionProps; el: LayoutElements }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [cityOpen, setCityOpen] = useState(false);
  const pathname = usePathname();
  const email = props.config.supportEmail;

  // spec §2 Right-side menu: closes on route change (and so does the city popup).
  useEffect(() => {
    setMenuOpen(false);
    setCityOpen(false);
  }, [pathname]);

  const toggleCity = () => setCityOpen((open) => !open);
  // A container that is already a landmark element keeps its role; otherwise we add it.
  const HeaderTag = el.header.tagName === 'HEADER' ? 'div' : 'header';
  const FooterTag = el.footer.tagName === 'FOOTER' ? 'div' : 'footer';

  return (
    <SectionProvider value={props}>
      <Part name="header" supportEmail={email} resetKey={pathname}>
        <HeaderTag className="lay-header-wrap">
          <ProgressBar />
          <Header cityOpen={cityOpen} onToggleCity={toggleCity} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
        </HeaderTag>
      </Part>
      {createPortal(
        <Part name="footer" supportEmail={email} resetKey={pathname}>
          <FooterTag className="lay-footer-wrap"><Footer overlays={el.overlays} /></FooterTag>
        </Part>,
        el.footer,
      )}
      {createPortal(
        <Part name="overlays" supportEmail={email} resetKey={pathname}>
          <BottomBar menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
          <HomeScreenPrompt />
          <CookieBanner />
          <RightMenu open={menuOpen} onClose={() => setMenuOpen(false)} cityOpen={cityOpen} onToggleCity={toggleCity} container={el.overlays} />
          <CityDialog open={cityOpen} onClose={() => setCityOpen(false)} container={el.overlays} />
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
  root.render(<Layout props={props} el={el} />);
  return () => {
    root.unmount();
    stopHead();
  };
}
