// mfe-donate's pages by route id (docs/ARCHITECTURE.md «Checklists»): the router (donate-root.tsx)
// renders them, and the build reads the same table (scripts/section-pages.ts).
import type { PageTable } from '@donor/shared/ui/use-section-route';
import { DonatePage } from '../pages/donate-page.tsx';
import { FundraisingPage } from '../pages/fundraising-page.tsx';
import { withRecordTitle } from '@donor/shared/section-first-paint';
import { FundraiserPage, FundraiserTop } from '../pages/fundraiser-page.tsx';
import { CharityShopPage, SouvenirPage } from '../pages/catalog-page.tsx';
import { CharityFrame, DonateFrame, FundraisingFrame, SouvenirFrame } from '../pages/dp-frame.tsx';

// `firstPaint`: each page's title and lead arrive in the page's HTML (docs/ARCHITECTURE.md «A
// section page's first paint»). A fundraiser's title is its data: the host fills it in from the
// page's first-screen answer (shared/src/first-screen.ts), and the page has none without one.
export const PAGES = {
  donate: { page: DonatePage, firstPaint: DonateFrame },
  fundraising: { page: FundraisingPage, firstPaint: FundraisingFrame },
  fundraiser: { page: FundraiserPage, firstPaint: withRecordTitle(FundraiserTop) },
  souvenir: { page: SouvenirPage, firstPaint: SouvenirFrame },
  charityshop: { page: CharityShopPage, firstPaint: CharityFrame },
} satisfies PageTable<'mfe_donate'>;
