// /donate/ "Help the project" (spec §2): the donation form as the page's main content, with
// links to the fundraisers and souvenirs. The widget slot is hidden here (spec §2).
import { pathTo } from '@donor/shared/routes';
import { Link } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { DonationFormView } from '../form/donation-form.tsx';
import { useSectionForm } from '../app/section-form.ts';
import { P } from '../donate.strings.ts';
import { DonateFrame } from './dp-frame.tsx';

export function DonatePage() {
  const form = useSectionForm(useSection(), { key: 'donation-draft' });
  return (
    <DonateFrame>
      <DonationFormView form={form} offerHref="/offer" stationsHref={pathTo('stations')} />
      <p className="dp__links">
        <Link href={pathTo('fundraising')}>{P.fundraisingTitle}</Link>
        <Link href={pathTo('souvenir')}>{P.souvenirTitle}</Link>
        <Link href={pathTo('charityshop')}>{P.charityTitle}</Link>
      </p>
    </DonateFrame>
  );
}
