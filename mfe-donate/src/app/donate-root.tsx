// mfe-donate's router: its page table (pages.ts) over the route table (shared/routes); the kit
// keeps the title in step with the route and gives each path a fresh page (use-section-route.tsx).
import { useSectionRoute } from '@donor/shared/ui/use-section-route';
import { PAGES } from './pages.ts';

export function DonateRoot() {
  return useSectionRoute(PAGES);
}
