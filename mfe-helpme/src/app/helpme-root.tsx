// mfe-helpme's router: its page table (pages.ts) over the route table (shared/routes).
import { useSectionRoute } from '@donor/shared/ui/use-section-route';
import { PAGES } from './pages.ts';
import '../helpme.css';

export function HelpmeRoot() {
  return useSectionRoute(PAGES);
}
