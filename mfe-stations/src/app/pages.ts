// mfe-stations' pages by route id (docs/ARCHITECTURE.md «Checklists»): the router
// (stations-root.tsx) renders them, and the build reads the same table (scripts/section-pages.ts).
// `firstPaint`: /bloodstations/' title and intro arrive in the page's HTML (shared/src/
// section-first-paint.ts); the list follows with the section's code (its data is already in the
// page: shared/src/stations-request.ts). A station's, an event's and an organization's page arrive with their title,
// which the host fills in from the page's first-screen answer (`withRecordTitle`).
import type { PageTable } from '@donor/shared/ui/use-section-route';
import { lazyPage } from '@donor/shared/ui/lazy-page';
import { StationsPage } from '../list/stations-page.tsx';
import { StationsFrame } from '../list/stations-head.tsx';
import { withRecordTitle } from '@donor/shared/section-first-paint';
import { StationPage, StationTop } from '../station/station-page.tsx';
import { EventFrame, EventPage } from '../events/event-page.tsx';
import { EventsFrame, EventsPage } from '../events/events-page.tsx';
import { SelfCheckFrame } from '../self-check/self-check-frame.tsx';
import { OrganizationPage, OrganizationTop } from '../organizations/organization-page.tsx';

export const PAGES = {
  stations: { page: StationsPage, firstPaint: StationsFrame },
  station: { page: StationPage, firstPaint: withRecordTitle(StationTop) },
  events: { page: EventsPage, firstPaint: EventsFrame },
  event: { page: EventPage, firstPaint: withRecordTitle(EventFrame) },
  organization: { page: OrganizationPage, firstPaint: withRecordTitle(OrganizationTop) },
  // A chunk of its own: only the self-check's title and intro are in the section's first load.
  'self-check': { page: lazyPage(() => import('../self-check/self-check-page.tsx').then((m) => m.SelfCheckPage), SelfCheckFrame), firstPaint: SelfCheckFrame },
} satisfies PageTable<'mfe_stations'>;
