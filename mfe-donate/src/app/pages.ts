// mfe-donate's pages by route id (docs/ARCHITECTURE.md «Checklists»): the router (donate-root.tsx)
// renders them, and the build reads the same table (scripts/section-pages.ts).
import type { PageTable } from '@donor/shared/ui/use-section-route';
import { DonatePage } from '../pages/donate-page.tsx';
import { FundraisingPage } from '../pages/fundraising-page.tsx';
import { FundraiserPage } from '../pages/fundraiser-page.tsx';
import { CharityShopPage, SouvenirPage } from '../pages/catalog-page.tsx';

export const PAGES = {
  donate: { page: DonatePage },
  fundraising: { page: FundraisingPage },
  fundraiser: { page: FundraiserPage },
  souvenir: { page: SouvenirPage },
  charityshop: { page: CharityShopPage },
} satisfies PageTable<'mfe_donate'>;
