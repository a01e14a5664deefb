// mfe-stations' router: its pages by route id (shared/routes); each page reads its parameters
// from its props and is a fresh instance per path.
import { useSectionRoute, type SectionPages } from '@donor/shared/ui/use-section-route';
import { StationsPage } from '../list/stations-page.tsx';
import { StationPage } from '../station/station-page.tsx';
import { EventPage } from '../events/event-page.tsx';
import { EventsPage } from '../events/events-page.tsx';
import { OrganizationPage } from '../organizations/organization-page.tsx';
import '../stations.css';

const PAGES: SectionPages = { stations: StationsPage, station: StationPage, events: EventsPage, event: EventPage, organization: OrganizationPage };

export function StationsRoot() {
  return useSectionRoute(PAGES);
}
