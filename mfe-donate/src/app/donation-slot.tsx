// The widget slot below <main> on every page but spec §2's hidden list; on / it gets the
// main-page style (spec §2 route list).
import { usePathname } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { pathTo } from '@donor/shared/routes';
import { DonationFormView } from '../form/donation-form.tsx';
import { useSectionForm } from './section-form.ts';

export function DonationSlot() {
  const props = useSection();
  const pathname = usePathname();
  const form = useSectionForm(props, { key: 'donation-draft' });
  return <DonationFormView form={form} mainPage={pathname === '/'} offerHref="/offer" stationsHref={pathTo('stations')} />;
}
