// mfe-profile's router: its pages by route id (shared/routes). Routes of this section with no
// page yet show the spec's fallback screen («Раздел сейчас недоступен»), honestly.
import { useSection } from '@donor/shared/ui/section-context';
import { SectionFallback } from '@donor/shared/ui/section-fallback';
import { useSectionRoute, type SectionPages } from '@donor/shared/ui/use-section-route';
import { LoginPage } from '../login/login-page.tsx';

const PAGES: SectionPages = { login: LoginPage };

export function ProfileRoot() {
  const { config } = useSection();
  return useSectionRoute(PAGES, <SectionFallback supportEmail={config.supportEmail} />);
}
