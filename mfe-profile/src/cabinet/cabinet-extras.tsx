// The lower part of /profile/, loaded after the first screen (its own chunk): the honor
// certificate and referrals, each asking for its data only once it is on the page.
import type { CabinetResource } from './cabinet.resource.ts';
import { HonorCertificateBlock } from './honor-certificate.tsx';
import { ReferralsBlock } from './referrals.tsx';

export function CabinetExtras({ resource, userId }: { resource: CabinetResource; userId: number }) {
  return (
    <>
      <HonorCertificateBlock resource={resource} />
      <ReferralsBlock resource={resource} userId={userId} />
    </>
  );
}
