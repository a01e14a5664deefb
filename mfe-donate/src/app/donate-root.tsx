// mfe-donate's router: the route table says which of its pages the path is (shared/routes).
import { useEffect } from 'react';
import { matchRoute } from '@donor/shared/routes';
import { useSection } from '@donor/shared/ui/section-context';
import { usePathname } from '@donor/shared/ui/link';
import { DonatePage } from '../pages/donate-page.tsx';
import { FundraisingPage } from '../pages/fundraising-page.tsx';
import { FundraiserPage } from '../pages/fundraiser-page.tsx';
import { CatalogPage } from '../pages/catalog-page.tsx';

export function DonateRoot() {
  const pathname = usePathname();
  const { ui } = useSection();
  const match = matchRoute(pathname);
  const route = match?.route;
  useEffect(() => {
    if (route && route.id !== 'fundraiser') ui.setTitle(route.title);
  }, [route, ui]);
  switch (route?.id) {
    case 'donate': return <DonatePage />;
    case 'fundraising': return <FundraisingPage />;
    case 'fundraiser': return <FundraiserPage slug={match!.params.slug ?? ''} />;
    case 'souvenir': return <CatalogPage kind="souvenir" />;
    case 'charityshop': return <CatalogPage kind="charityshop" />;
    default: return null;
  }
}
