// mfe-stations' pages by route id (docs/ARCHITECTURE.md «Checklists»): the router
// (stations-root.tsx) renders them, and the build reads the same table (scripts/section-pages.ts).
// `firstPaint`: /bloodstations/' title and intro arrive in the page's HTML (shared/src/
// section-first-paint.ts); the list follows with the section's code (its data is already in the
// page: shared/src/stations-request.ts).
import type { PageTable } from '@donor/shared/ui/use-section-route';
import { lazyPage } from '@donor/shared/ui/lazy-page';
import { StationsPage } from '../list/stations-page.tsx';
import { StationsFrame } from '../list/stations-head.tsx';
import { StationPage } from '../station/station-page.tsx';
import { EventPage } from '../events/event-page.tsx';
import { EventsFrame, EventsPage } from '../events/events-page.tsx';
import { SelfCheckFrame } from '../self-check/self-check-frame.tsx';
import { OrganizationPage } from '../organizations/organization-page.tsx';

export const PAGES = {
  stations: { page: StationsPage, firstPaint: StationsFrame },
  station: { page: StationPage },
  events: { page: EventsPage, firstPaint: EventsFrame },
  event: { page: EventPage },
  organization: { page: OrganizationPage },
  // A chunk of its own: only the self-check's title and intro are in the section's first load.
  'self-check': { page: lazyPage(() => import('../self-check/self-check-page.tsx').then((m) => m.SelfCheckPage), SelfCheckFrame), firstPaint: SelfCheckFrame },
} satisfies PageTable<'mfe_stations'>;
