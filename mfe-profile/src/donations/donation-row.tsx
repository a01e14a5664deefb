// One donation in a list (spec §3 Donation: donate_at, status, blood_class): the date as a link to
// its page, the type, the station and the status in words («подтверждена» / «ожидает
// подтверждения» / «отклонена»; .cab-badge--bad is in rejection.css, loaded where refusals show). Used by
// /profile/donations and the latest donations on /profile/.
import type { Donation, DonationStatus } from '@donor/shared/contract/cabinet';
import { COMPONENT_LABEL } from '@donor/shared/eligibility/reasons';
import { formatDate } from '@donor/shared/i18n';
import { pathTo } from '@donor/shared/routes';
import { Link } from '@donor/shared/ui/link';
import { cs } from '../cabinet/cabinet.strings.ts';
import type { ReactNode } from 'react';

const BADGE: Record<DonationStatus, string> = { accepted: 'cab-badge cab-badge--ok', pre_accepted: 'cab-badge cab-badge--wait', rejected: 'cab-badge cab-badge--bad' };

export function StatusBadge({ status }: { status: DonationStatus }) {
  return <span className={BADGE[status]}>{cs.donations.status[status]}</span>;
}

/** `children`: more about this donation under its status (a refusal's reason on /profile/donations). */
export function DonationRow({ donation, children }: { donation: Donation; children?: ReactNode }) {
  return (
    <li className="cab-card">
      <p className="cab-card__title">
        <Link href={pathTo('profile-donation', { id: donation.id })}>{formatDate(donation.donate_at)}</Link>
        {' · '}
        {COMPONENT_LABEL[donation.blood_class]}
      </p>
      <p className="cab-muted">{donation.blood_station?.title ?? cs.donations.noStation}</p>
      <p>
        <StatusBadge status={donation.status} /> {donation.is_paid ? cs.donations.paid : cs.donations.free}
      </p>
      {children}
    </li>
  );
}
