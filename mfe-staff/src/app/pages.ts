// mfe-staff's pages by route id (docs/ARCHITECTURE.md «Checklists»): the router (staff-root.tsx)
// renders them, and the build reads the same table (scripts/section-pages.ts). Every page but the
// start page loads on demand: a nurse at the desk downloads the check-in, not the audit log.
import type { PageTable } from '@donor/shared/ui/use-section-route';
import { lazyPage } from '@donor/shared/ui/lazy-page';
import { StaffHome } from '../home/staff-home.tsx';
import {
  AuditFrame, CheckinFrame, DonationsFrame, FundraisersFrame, GiftsFrame, HelpmeFrame, inStaffFrame, PeopleFrame, StaffHomeFrame,
} from './page-frames.tsx';

// `firstPaint` (docs/ARCHITECTURE.md «A section page's first paint»): each page's title and intro
// arrive in the page's HTML inside the staff frame's picture, and a lazy page shows the same frame
// while its chunk loads. The pages of one station or organization have none: their title is its
// name, which the host does not ask for.
export const PAGES = {
  staff: { page: StaffHome, firstPaint: inStaffFrame(StaffHomeFrame, true) },
  'staff-other': { page: StaffHome, firstPaint: inStaffFrame(StaffHomeFrame) },
  'staff-donations': { page: lazyPage(() => import('../donations/donations-page.tsx').then((m) => m.DonationsPage), DonationsFrame), firstPaint: inStaffFrame(DonationsFrame) },
  'staff-helpme': { page: lazyPage(() => import('../helpme/helpme-page.tsx').then((m) => m.HelpmeModerationPage), HelpmeFrame), firstPaint: inStaffFrame(HelpmeFrame) },
  'staff-station': { page: lazyPage(() => import('../station/station-page.tsx').then((m) => m.StationPage)) },
  'staff-station-events': { page: lazyPage(() => import('../events/events-page.tsx').then((m) => m.StationEventsPage)) },
  'staff-checkin': { page: lazyPage(() => import('../checkin/checkin-page.tsx').then((m) => m.CheckinPage), CheckinFrame), firstPaint: inStaffFrame(CheckinFrame) },
  'staff-station-donations': { page: lazyPage(() => import('../donations/station-donations-page.tsx').then((m) => m.StationDonationsPage)) },
  'staff-organization': { page: lazyPage(() => import('../organization/organization-page.tsx').then((m) => m.OrganizationPage)) },
  'staff-gifts': { page: lazyPage(() => import('../gifts/gifts-page.tsx').then((m) => m.GiftsPage), GiftsFrame), firstPaint: inStaffFrame(GiftsFrame) },
  'staff-fundraisers': { page: lazyPage(() => import('../fundraisers/fundraisers-page.tsx').then((m) => m.FundraisersPage), FundraisersFrame), firstPaint: inStaffFrame(FundraisersFrame) },
  'staff-people': { page: lazyPage(() => import('../people/people-page.tsx').then((m) => m.PeoplePage), PeopleFrame), firstPaint: inStaffFrame(PeopleFrame) },
  'staff-audit': { page: lazyPage(() => import('../audit/audit-page.tsx').then((m) => m.AuditPage), AuditFrame), firstPaint: inStaffFrame(AuditFrame) },
} satisfies PageTable<'mfe_staff'>;
