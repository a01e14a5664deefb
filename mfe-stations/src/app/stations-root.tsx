// mfe-stations' router: its page table (pages.ts) over the route table (shared/routes); each
// page reads its parameters from its props and is a fresh instance per path.
import { useSectionRoute } from '@donor/shared/ui/use-section-route';
import { PAGES } from './pages.ts';
import '../stations.css';

export function StationsRoot() {
  return useSectionRoute(PAGES);
}
