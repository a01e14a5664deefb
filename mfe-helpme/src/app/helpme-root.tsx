// mfe-helpme's router: its pages by route id (shared/routes). Both pages are in the section's
// first chunk (27–34 KB brotli of the 60 KB budget): a lazy chunk per page was one more round
// trip before the first paint on a phone (Lighthouse LCP), and each is the page a link opens.
import { useSectionRoute, type SectionPageProps, type SectionPages } from '@donor/shared/ui/use-section-route';
import { HelpmePage } from '../form/helpme-page.tsx';
import { RecipientPage } from '../recipient/recipient-page.tsx';
import '../helpme.css';

const PAGES: SectionPages = {
  helpme: () => <HelpmePage />,
  recipient: (props: SectionPageProps) => <RecipientPage {...props} />,
};

export function HelpmeRoot() {
  return useSectionRoute(PAGES);
}
