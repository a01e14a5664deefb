// /profile/add_donation (route 'profile-add-donation'; spec §2 "Add a donation manually"). After
// the donation is added the page thanks the donor, shows the new next possible dates (the
// eligibility answer was made stale by the write, so it is asked again), offers the survey and
// the feedback, and tells what happens to the blood next. A donation just added is a moment to
// offer push alerts (the kit's opt-in, loaded only then: docs/notifications.md «Виды и согласие»).
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Donation } from '@donor/shared/contract/cabinet';
import { pathTo } from '@donor/shared/routes';
import { Link } from '@donor/shared/ui/link';
import { PushOptInLater } from '@donor/shared/ui/push-opt-in-later';
import { useSection } from '@donor/shared/ui/section-context';
import { QueryState, SkeletonList } from '@donor/shared/ui/states';
import { createEligibilityStore } from '../cabinet/cabinet.resource.ts';
import { cs } from '../cabinet/cabinet.strings.ts';
import { AddDonationFrame } from '../app/page-frames.tsx';
import { NextDates } from '../cabinet/next-dates.tsx';
import { AfterDonation } from './after-donation.tsx';
import { DonationForm } from './donation-form.tsx';
import { createDonationWrites, type DonationWrites } from './donations.resource.ts';
import '../cabinet/cabinet.css';

export function AddDonationPage() {
  const { query, api, auth } = useSection();
  const writes = useMemo(() => createDonationWrites({ query, api, auth }), [query, api, auth]);
  const [added, setAdded] = useState<Donation | null>(null);
  return (
    <AddDonationFrame>
      {added ? <Added donation={added} writes={writes} /> : <DonationForm writes={writes} original={null} onSaved={setAdded} />}
    </AddDonationFrame>
  );
}

function Added({ donation, writes }: { donation: Donation; writes: DonationWrites }) {
  const { query, api } = useSection();
  const $eligibility = useMemo(() => createEligibilityStore({ query, api }), [query, api]);
  const eligibility = useStore($eligibility);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <>
      <p className="cab-status" role="status">{cs.form.added}</p>
      <PushOptInLater />
      <section className="cab-block" aria-labelledby="added-next">
        <h2 id="added-next" ref={headingRef} tabIndex={-1}>{cs.after.nextDates}</h2>
        <QueryState value={eligibility} loading={<SkeletonList rows={1} />} onRetry={$eligibility.revalidate}>
          {(data) => <NextDates next={data.next} today={data.today} />}
        </QueryState>
      </section>
      <AfterDonation donationId={donation.id} writes={writes} />
      <p>
        <Link href={pathTo('profile-donation', { id: donation.id })}>{cs.donations.open}</Link>
        {' · '}
        <Link href={pathTo('profile')}>{cs.after.toCabinet}</Link>
      </p>
    </>
  );
}
