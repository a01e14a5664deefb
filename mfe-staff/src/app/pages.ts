// mfe-staff's pages by route id (docs/ARCHITECTURE.md «Checklists»): the router (staff-root.tsx)
// renders them, and the build reads the same table (scripts/section-pages.ts). Every page but the
// start page loads on demand: a nurse at the desk downloads the check-in, not the audit log.
import type { PageTable } from '@donor/shared/ui/use-section-route';
import { lazyPage } from '@donor/shared/ui/lazy-page';
import { StaffHome } from '../home/staff-home.tsx';

export const PAGES = {
  staff: { page: StaffHome },
  'staff-other': { page: StaffHome },
  'staff-donations': { page: lazyPage(() => import('../donations/donations-page.tsx').then((m) => m.DonationsPage)) },
  'staff-helpme': { page: lazyPage(() => import('../helpme/helpme-page.tsx').then((m) => m.HelpmeModerationPage)) },
  'staff-station': { page: lazyPage(() => import('../station/station-page.tsx').then((m) => m.StationPage)) },
  'staff-station-events': { page: lazyPage(() => import('../events/events-page.tsx').then((m) => m.StationEventsPage)) },
  'staff-checkin': { page: lazyPage(() => import('../checkin/checkin-page.tsx').then((m) => m.CheckinPage)) },
  'staff-station-donations': { page: lazyPage(() => import('../donations/station-donations-page.tsx').then((m) => m.StationDonationsPage)) },
  'staff-organization': { page: lazyPage(() => import('../organization/organization-page.tsx').then((m) => m.OrganizationPage)) },
  'staff-gifts': { page: lazyPage(() => import('../gifts/gifts-page.tsx').then((m) => m.GiftsPage)) },
  'staff-fundraisers': { page: lazyPage(() => import('../fundraisers/fundraisers-page.tsx').then((m) => m.FundraisersPage)) },
  'staff-people': { page: lazyPage(() => import('../people/people-page.tsx').then((m) => m.PeoplePage)) },
  'staff-audit': { page: lazyPage(() => import('../audit/audit-page.tsx').then((m) => m.AuditPage)) },
} satisfies PageTable<'mfe_staff'>;
