// mfe-top's router: its page table (pages.ts) over the route table (shared/routes). One page
// today: /top/.
import { useSection } from '@donor/shared/ui/section-context';
import { SectionFallback } from '@donor/shared/ui/section-fallback';
import { useSectionRoute } from '@donor/shared/ui/use-section-route';
import { PAGES } from './pages.ts';
import '../top.css';

export function TopRoot() {
  const { config } = useSection();
  return useSectionRoute(PAGES, <SectionFallback supportEmail={config.supportEmail} />);
}
