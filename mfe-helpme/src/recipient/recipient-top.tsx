// The top of /recipient/{id} (spec §2, §3 Recipient need, §4 Recipient status): the patient's
// photo, name, age and status, the review for its author (docs/helpme.md «Модерация»), how many
// donors signed up of how many needed, and the facts — types, component, reason, station, last
// day. Pure (no section context, no stores): the live page (recipient-page.tsx) renders it with
// what follows it as children, and the host's picture of the first screen with its data
// (src/app/first-screen-paints.tsx) renders it alone, so the two are one markup and nothing moves
// when the live page replaces the picture (docs/ARCHITECTURE.md «A section page's first paint»).
import type { ReactNode } from 'react';
import { Link } from '@donor/shared/ui/link';
import { patientName } from '@donor/shared/first-screen';
import { pathTo } from '@donor/shared/routes';
import { formatDate, interpolate, plural } from '@donor/shared/i18n';
import { NeededTypes, BLOOD_TYPE_LABEL } from '@donor/shared/ui/blood-types';
import type { RecipientNeed } from '@donor/shared/contract/helpme';
import type { HelpmeBloodClass } from '@donor/shared/contract/helpme-rules';
import { STATE_TEXT } from '@donor/shared/staff-helpme-messages';
import { BLOOD_CLASS_TEXT, BLOOD_TYPE_WORDS, STATUS_TEXT, s } from '../helpme.strings.ts';
import { isActive } from './recipient-slots.ts';
import { ReviewNotice, reviewOf } from './review-notice.tsx';

/**
 * The page's frame: the live page (through RecipientTop) and the build's static first paint of it
 * (src/app/pages.ts `firstPaint`, with the name the host fills in from the page's first-screen
 * answer, shared/src/first-screen.ts `RECORD_TITLE`) both render it, so the name stays where it was painted.
 */
export function RecipientFrame({ title, photo, head, children }: { title: string; photo?: ReactNode; head?: ReactNode; children?: ReactNode }) {
  return (
    <article className="hm-page hm-recipient" aria-labelledby="hm-recipient-title">
      <header className="hm-recipient__head">
        {photo}
        <div>
          <p className="hm-muted">{s.recipient.needFor}</p>
          <h1 id="hm-recipient-title">{title}</h1>
          {head}
        </div>
      </header>
      {children}
    </article>
  );
}

const mapHref = (lat: number, lng: number) => `https://yandex.ru/maps/?pt=${lng},${lat}&z=16&l=map`;

/** The request's frame, head, review, progress and facts; `children` (the controls and the rest) follow the facts. */
export function RecipientTop({ need, now, children }: { need: RecipientNeed; now: Date; children?: ReactNode }) {
  const active = isActive(need, now);
  const review = reviewOf(need.moderation);
  const name = patientName(need);
  const joinedText = interpolate(s.recipient.joinedOf, {
    verb: plural(need.joined_count, s.recipient.joinedVerb),
    n: need.joined_count,
    m: need.required_donors_count,
    donors: plural(need.required_donors_count, s.recipient.ofDonors),
  });
  const percent = Math.min(100, Math.round((need.joined_count / Math.max(need.required_donors_count, 1)) * 100));
  const station = need.blood_station;
  return (
    <RecipientFrame
      title={name}
      photo={need.image && <img className="hm-recipient__photo" src={need.image} alt={interpolate(s.recipient.photoAlt, { name })} width={160} height={160} />}
      head={<>
        {need.age !== null && <p className="hm-muted">{interpolate(plural(need.age, s.recipient.age), { n: need.age })}</p>}
        {review ? (
          <p className="hm-status hm-status--review"><span aria-hidden="true">◐ </span><span>{STATE_TEXT[review.state]}</span></p>
        ) : (
          <p className={active ? 'hm-status hm-status--active' : 'hm-status'}>
            <span aria-hidden="true">{active ? '● ' : '■ '}</span>{STATUS_TEXT[need.status]}
          </p>
        )}
      </>}
    >
      {review && <ReviewNotice id={need.id} review={review} />}

      <section className="hm-progress" aria-labelledby="hm-progress-title">
        <h2 id="hm-progress-title" className="ui-visually-hidden">{s.recipient.progress}</h2>
        <p className="hm-progress__text">{joinedText}</p>
        {/* An SVG's width attribute, not a style attribute: the page's CSP (nonces, never
            'unsafe-inline') would refuse the latter in the server's first screen. */}
        <svg className="hm-progress__bar" aria-hidden="true" focusable="false"><rect width={`${percent}%`} height="100%" /></svg>
      </section>

      <dl className="hm-facts">
        <dt>{s.recipient.types}</dt>
        <dd>
          <NeededTypes types={need.requested_blood_type} label={s.recipient.types} words={(t) => BLOOD_TYPE_WORDS[t as keyof typeof BLOOD_TYPE_WORDS] ?? BLOOD_TYPE_LABEL[t]} />
        </dd>
        <dt>{s.recipient.component}</dt>
        <dd>{BLOOD_CLASS_TEXT[need.blood_class as HelpmeBloodClass] ?? need.blood_class}</dd>
        {need.search_reason && (<><dt>{s.recipient.reason}</dt><dd className="hm-prewrap">{need.search_reason}</dd></>)}
        {station && (
          <>
            <dt>{s.recipient.station}</dt>
            <dd>
              <Link href={`${pathTo('station', { slug: station.slug })}/`}>{station.title}</Link>
              <br />{station.address}
              <br /><a href={mapHref(station.lat, station.lng)} target="_blank" rel="noopener noreferrer">{s.recipient.map}</a>
            </dd>
          </>
        )}
        <dt>{s.recipient.lastDate}</dt>
        <dd>{formatDate(need.last_date)}</dd>
      </dl>

      {children}
    </RecipientFrame>
  );
}
