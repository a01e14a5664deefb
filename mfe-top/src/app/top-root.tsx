// mfe-top's router: its pages by route id (shared/routes). One page today: /top/.
import { useSection } from '@donor/shared/ui/section-context';
import { SectionFallback } from '@donor/shared/ui/section-fallback';
import { useSectionRoute, type SectionPages } from '@donor/shared/ui/use-section-route';
import { TopPage } from '../list/top-page.tsx';
import '../top.css';

const PAGES: SectionPages = { top: TopPage };

export function TopRoot() {
  const { config } = useSection();
  return useSectionRoute(PAGES, <SectionFallback supportEmail={config.supportEmail} />);
}
