// mfe-profile's router: the route table says which of its pages the path is (shared/routes).
// Pages of this section not built yet show the spec's fallback screen (issue 2: honest, and
// it exercises the fallback) — a later issue replaces them with the cabinet.
import { useEffect } from 'react';
import { matchRoute } from '@donor/shared/routes';
import { useSection } from '@donor/shared/ui/section-context';
import { usePathname } from '@donor/shared/ui/link';
import { SectionFallback } from '@donor/shared/ui/section-fallback';
import { LoginPage } from '../login/login-page.tsx';

export function ProfileRoot() {
  const pathname = usePathname();
  const { config, ui } = useSection();
  const route = matchRoute(pathname)?.route;
  useEffect(() => {
    if (route && route.id !== 'login') ui.setTitle(route.title);
  }, [route, ui]);
  if (route?.id === 'login') return <LoginPage />;
  return <SectionFallback supportEmail={config.supportEmail} />;
}
