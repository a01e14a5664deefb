// /profile/donations/:id/edit (route 'profile-donation-edit'; spec §2): the same form as adding,
// filled with the donation. Only its owner gets the full record: for anyone else the API answers
// 404 (or, when the donation is public, only its public part) and the page shows the kit's
// NotFound, never a form for someone else's donation. A refused donation shows the moderator's
// reason above the form, and saving sends it for review again (docs/staff.md «Проверка донаций»).
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { pathTo } from '@donor/shared/routes';
import { navigate } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { NotFound, QueryState, SkeletonList } from '@donor/shared/ui/states';
import type { SectionPageProps } from '@donor/shared/ui/use-section-route';
import { cs } from '../cabinet/cabinet.strings.ts';
import { DonationForm } from './donation-form.tsx';
import { numericId } from './donation-page.tsx';
import { createDonationStores, createDonationWrites, isOwnView } from './donations.resource.ts';
import { RejectionNote } from './rejection.tsx';
import { rs } from './rejection.strings.ts';
import '../cabinet/cabinet.css';

export function EditDonationPage({ params }: SectionPageProps) {
  const id = numericId(params.id);
  return <div className="cab-page">{id === null ? <NotFound /> : <EditView id={id} />}</div>;
}

function EditView({ id }: { id: number }) {
  const { query, api, auth } = useSection();
  const { $donation } = useMemo(() => createDonationStores(query, id), [query, id]);
  const writes = useMemo(() => createDonationWrites({ query, api, auth }), [query, api, auth]);
  const value = useStore($donation);
  return (
    <QueryState value={value} loading={<SkeletonList rows={3} />} onRetry={$donation.revalidate}>
      {(d) =>
        isOwnView(d) ? (
          <>
            <h1>{cs.form.editTitle}</h1>
            {d.status === 'rejected' && (
              <>
                <RejectionNote donation={d} link={false} />
                <p className="cab-muted">{rs.formNote}</p>
              </>
            )}
            <DonationForm writes={writes} original={d} submitLabel={d.status === 'rejected' ? rs.resend : undefined}
              onSaved={(saved) => navigate(pathTo('profile-donation', { id: saved.id }))} />
          </>
        ) : (
          <NotFound />
        )}
    </QueryState>
  );
}
