// A moderator's refusal as the donor sees it (docs/staff.md «Проверка донаций»): the reason in
// words, what to do about it, the moderator's own words, and the way to fix and resend — the edit
// form, whose save sends the donation for review again (nothing is deleted).
import type { Donation } from '@donor/shared/contract/cabinet';
import { formatDate, interpolate } from '@donor/shared/i18n';
import { pathTo } from '@donor/shared/routes';
import { REJECT_REASON_FIX, REJECT_REASON_LABEL } from '@donor/shared/staff-donations-messages';
import { Link } from '@donor/shared/ui/link';
import { rs as s } from './rejection.strings.ts';
import './rejection.css';

export function RejectionNote({ donation, link = true }: { donation: Donation; link?: boolean }) {
  const r = donation.rejection;
  if (donation.status !== 'rejected' || !r) return null;
  return (
    <div className="cab-rejection">
      <p className="cab-rejection__title">{s.title}</p>
      <p><span className="cab-rejection__label">{s.reason}:</span> {REJECT_REASON_LABEL[r.reason]}</p>
      {r.comment && <p><span className="cab-rejection__label">{s.comment}:</span> {r.comment}</p>}
      <p>{REJECT_REASON_FIX[r.reason]}</p>
      <p className="cab-muted">{interpolate(s.when, { date: formatDate(r.at) })}</p>
      {link && <p><Link className="ui-button ui-button--secondary" href={pathTo('profile-donation-edit', { id: donation.id })}>{s.fix}</Link></p>}
    </div>
  );
}
