// /recipient/{id} (route table 'recipient'; spec §2, §3 Recipient need, §4 Recipient status and
// Joining, §8): the patient, what blood is needed where and until when, how many donors signed
// up of how many needed, the days to sign up for, sharing, and closing for the author or staff.
// A failed load (or an id that cannot be one) goes to /404/ (spec §8). Moderation (docs/helpme.md
// «Модерация»): the author sees a request that is not yet public with its review (review-notice.tsx)
// and nothing to share or join; any other visitor may report a published one («Пожаловаться»).
import { useMemo, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { EntityPage } from '@donor/shared/ui/entity-page';
import { Link, navigate } from '@donor/shared/ui/link';
import { usePageTitle, type SectionPageProps } from '@donor/shared/ui/use-section-route';
import { patientName, recipientIdOf } from '@donor/shared/first-screen';
import { loginHref, pathTo } from '@donor/shared/routes';
import { formatDate, interpolate, plural } from '@donor/shared/i18n';
import { NeededTypes, BLOOD_TYPE_LABEL } from '@donor/shared/ui/blood-types';
import type { RecipientNeed } from '@donor/shared/contract/helpme';
import type { HelpmeBloodClass } from '@donor/shared/contract/helpme-rules';
import { STATE_TEXT } from '@donor/shared/staff-helpme-messages';
import { BLOOD_CLASS_TEXT, BLOOD_TYPE_WORDS, STATUS_TEXT, s } from '../helpme.strings.ts';
import { createRecipientPage, type RecipientPageModel } from './recipient.resource.ts';
import { isActive } from './recipient-slots.ts';
import { RecipientJoin } from './recipient-join.tsx';
import { ShareButton } from './share-button.tsx';
import { CloseRequest } from './close-request.tsx';
import { NeedLinks } from '../needs/need-links.tsx';
import { ReportRequest } from './report-request.tsx';
import { ReviewNotice, reviewOf } from './review-notice.tsx';
import { WhoCanHelp } from './who-can-help.tsx';

const goLogin = () => navigate(loginHref(window.location.pathname + window.location.search));

export function RecipientPage({ params }: SectionPageProps) {
  const id = recipientIdOf(params.id);
  const { query, api, auth } = useSection();
  const page = useMemo(() => (id === null ? null : createRecipientPage({ query, api, auth }, id, { goLogin })), [query, api, auth, id]);
  return (
    <EntityPage store={page?.$need ?? null} failedIsNotFound className="hm-page" loadingLabel={s.recipient.loading}>
      {(need) => page && <RecipientArticle page={page} need={need} />}
    </EntityPage>
  );
}

/**
 * The page's top: the live page and the build's first paint of it (src/app/pages.ts `firstPaint`,
 * with the name the host fills in from the page's first-screen answer, shared/src/first-screen.ts
 * `RECORD_TITLE`) both render it, so the name stays where it was painted.
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

function RecipientArticle({ page, need }: { page: RecipientPageModel; need: RecipientNeed }) {
  usePageTitle(`${s.recipient.needFor}: ${need.title}`);
  const active = isActive(need, new Date());
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
        <div className="hm-progress__bar" aria-hidden="true"><span style={{ width: `${percent}%` }} /></div>
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

      <div className="hm-actions">
        {!review && <ShareButton title={need.title} />}
        {need.can_close && active && <CloseRequest page={page} />}
        {need.moderation === null && !need.is_author && <ReportRequest page={page} />}
      </div>

      {active && !review && <WhoCanHelp need={need} />}

      {review ? <p className="hm-note">{s.review.notPublic}</p>
        : active ? <RecipientJoin page={page} need={need} /> : <p className="hm-note" role="status">{s.recipient.finished}</p>}

      <OtherNeeds page={page} />
    </RecipientFrame>
  );
}

function OtherNeeds({ page }: { page: RecipientPageModel }) {
  const others = useStore(page.$others);
  if (others.length === 0) return null;
  return (
    <section className="hm-block" aria-labelledby="hm-others">
      <h2 id="hm-others">{s.recipient.others}</h2>
      <NeedLinks needs={others} />
    </section>
  );
}
