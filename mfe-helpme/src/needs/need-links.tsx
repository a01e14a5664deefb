// Requests as a small list of links to their pages (the home page's block, the other requests
// at a station): who, which types (in words, never colour alone), until when, how many signed up.
import { Link } from '@donor/shared/ui/link';
import { pathTo } from '@donor/shared/routes';
import { formatDate, interpolate } from '@donor/shared/i18n';
import { BLOOD_TYPE_LABEL, NeedIcon } from '@donor/shared/ui/blood-types';
import type { RecipientNeedItem } from '@donor/shared/contract/helpme';
import { s } from '../helpme.strings.ts';

export const recipientHref = (id: number): string => pathTo('recipient', { id });

export function NeedLinks({ needs }: { needs: readonly RecipientNeedItem[] }) {
  return (
    <ul className="hm-needs">
      {needs.map((n) => (
        <li key={n.id} className="hm-needs__item">
          <Link className="hm-needs__link" href={recipientHref(n.id)}>{n.title}</Link>
          <span className="hm-needs__types">
            <NeedIcon need />
            {interpolate(s.needs.types, { types: n.requested_blood_type.map((t) => BLOOD_TYPE_LABEL[t]).join(', ') })}
          </span>
          <span className="hm-muted">
            {[n.blood_station?.title, interpolate(s.needs.until, { date: formatDate(n.last_date) })].filter(Boolean).join(' · ')}
          </span>
        </li>
      ))}
    </ul>
  );
}
