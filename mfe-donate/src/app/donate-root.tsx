// mfe-donate's router: its pages by route id over the route table (shared/routes); the kit keeps
// the title in step with the route and gives each path a fresh page (use-section-route.tsx).
import { useSectionRoute, type SectionPages } from '@donor/shared/ui/use-section-route';
import { DonatePage } from '../pages/donate-page.tsx';
import { FundraisingPage } from '../pages/fundraising-page.tsx';
import { FundraiserPage } from '../pages/fundraiser-page.tsx';
import { CharityShopPage, SouvenirPage } from '../pages/catalog-page.tsx';

const PAGES: SectionPages = {
  donate: DonatePage,
  fundraising: FundraisingPage,
  fundraiser: FundraiserPage,
  souvenir: SouvenirPage,
  charityshop: CharityShopPage,
};

export function DonateRoot() {
  return useSectionRoute(PAGES);
}
