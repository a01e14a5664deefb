// mfe-profile's router: its page table (pages.ts) over the route table (shared/routes). Routes of
// this section with no page yet show the spec's fallback screen («Раздел сейчас недоступен»),
// honestly.
import { useSection } from '@donor/shared/ui/section-context';
import { SectionFallback } from '@donor/shared/ui/section-fallback';
import { useSectionRoute } from '@donor/shared/ui/use-section-route';
import { PAGES } from './pages.ts';

export function ProfileRoot() {
  const { config } = useSection();
  return useSectionRoute(PAGES, <SectionFallback supportEmail={config.supportEmail} />);
}
