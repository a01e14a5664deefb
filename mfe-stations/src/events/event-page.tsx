// /events/{id} (route table 'event'): category, dates, author, partners, time slots; join with
// a chosen slot, leave, change slot, .ics for a joined slot (spec §3 Event, §4, §7, §8). A
// finished event says «Акция завершена» and shows the station's next events instead; so does a
// cancelled one, with «Акция отменена» and the reason (docs/booking.md «Акции сотрудников»).
import { useEffect, useMemo, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { EntityPage } from '@donor/shared/ui/entity-page';
import { UnsentRetry } from '@donor/shared/ui/unsent-retry';
import { Link, usePathname } from '@donor/shared/ui/link';
import { usePageTitle, type SectionPageProps } from '@donor/shared/ui/use-section-route';
import type { Event } from '@donor/shared/contract/stations';
import { CATEGORY_TEXT, s } from '../stations.strings.ts';
import { goLogin, numericId, organizationHref, stationHref } from '../links.ts';
import { createEventPage, type EventPageModel } from './event.resource.ts';
import { eventTiming, isNotSignedUp, preselectedSlot } from './event-timing.ts';
import { eventDates, TIMING_TEXT } from './event-card.tsx';
import { SlotPicker } from './slot-picker.tsx';
import { BookingPanel } from './booking-panel.tsx';
import { StationNextEvents } from './station-next-events.tsx';
import { b } from './booking.strings.ts';
import { interpolate } from '@donor/shared/i18n';

/** The route 'event'. spec §8: a failed event load goes to /404/ — and a malformed id cannot load. */
export function EventPage({ params }: SectionPageProps) {
  const id = numericId(params.id);
  const { query, api, auth } = useSection();
  const page = useMemo(() => (id === null ? null : createEventPage({ query, api, auth }, id, { goLogin })), [query, api, auth, id]);
  return (
    <EntityPage store={page?.$event ?? null} failedIsNotFound className="st-page">
      {(event) => page && <EventArticle page={page} event={event} />}
    </EntityPage>
  );
}

/**
 * The event's top: the live page and the build's first paint of it (src/app/pages.ts
 * `firstPaint`, with the title the host fills in from the page's first-screen answer) both render
 * it, so the title stays where it was painted. The first paint's meta line is empty and keeps its
 * height (stations.css `.st-event__meta:empty`): the category and badge come with the live page.
 */
export function EventFrame({ title, meta, children }: { title: string; meta?: ReactNode; children?: ReactNode }) {
  return (
    <article className="st-page st-event" aria-labelledby="ev-title">
      <p className="st-event__meta">{meta}</p>
      <h1 id="ev-title">{title}</h1>
      {children}
    </article>
  );
}

function EventArticle({ page, event: e }: { page: EventPageModel; event: Event }) {
  usePageTitle(e.title);
  const pathname = usePathname();
  const message = useStore(page.$message);
  const asking = useStore(page.$askCancel);
  const status = useStore(page.$status);
  const unsent = useStore(page.$unsent);
  const busy = useStore(page.$busy);
  const now = new Date();
  const timing = eventTiming(e, now);
  const joinedSlot = preselectedSlot(e);
  // The .ics builder is its own chunk, not in the section's first load (README «Бюджеты байтов»):
  // fetched as soon as the donor holds a slot, so the button also works offline later (a section's
  // files are cached on first use, shell/sw/sw.ts).
  const hasSlot = !!joinedSlot;
  useEffect(() => { if (hasSlot) void import('@donor/shared/ics'); }, [hasSlot]);
  const saveIcs = () => {
    if (!joinedSlot) return;
    const where = [e.blood_station?.title, e.address].filter(Boolean).join(', ');
    void import('@donor/shared/ics').then(({ buildIcs, downloadIcs }) => downloadIcs(`donor-event-${e.id}.ics`, buildIcs({
      uid: `event-${e.id}-slot-${joinedSlot.id}@donor-ryadom`, title: e.title, description: e.description, location: where,
      url: `${window.location.origin}${pathname}`, start: new Date(joinedSlot.starts_at), durationMin: 60, now,
    })));
  };

  return (
    <EventFrame title={e.title} meta={<>
      <span>{CATEGORY_TEXT[e.category]}</span>
      {e.cancelled_at ? <span className="st-badge">{b.eventCancelled}</span> : <span className={`st-badge st-badge--${timing}`}>{TIMING_TEXT[timing]}</span>}
    </>}>
      {isNotSignedUp(e, now) && <p className="st-note" role="status">{s.event.notSignedUp}</p>}
      <dl className="st-facts">
        <dt>{s.event.dates}</dt><dd>{eventDates(e)}</dd>
        <dt>{s.event.author}</dt><dd>{e.author.name}</dd>
        {e.blood_station && (<><dt>{s.event.station}</dt><dd><Link href={stationHref(e.blood_station.slug)}>{e.blood_station.title}</Link></dd></>)}
        {e.address && (<><dt>{s.event.place}</dt><dd>{e.address}</dd></>)}
        {e.organization && (<><dt>{s.event.organization}</dt><dd><Link href={organizationHref(e.organization.id)}>{e.organization.name}</Link></dd></>)}
        {e.individual_partners.length > 0 && (<><dt>{s.event.partners}</dt><dd>{e.individual_partners.join(', ')}</dd></>)}
      </dl>
      {e.description && <p className="st-event__text">{e.description}</p>}

      {e.cancelled_at ? (
        <section className="st-join" aria-labelledby="ev-cancelled">
          <h2 id="ev-cancelled">{b.eventCancelled}</h2>
          {e.cancel_reason && <p>{interpolate(b.eventCancelledReason, { reason: e.cancel_reason })}</p>}
          {e.blood_station && <StationNextEvents station={e.blood_station} exceptId={e.id} />}
        </section>
      ) : timing === 'ended' ? (
        <section className="st-join" aria-labelledby="ev-ended">
          <h2 id="ev-ended">{b.ended}</h2>
          {e.blood_station && <StationNextEvents station={e.blood_station} exceptId={e.id} />}
        </section>
      ) : (
        <section className="st-join" aria-labelledby="ev-join">
          <h2 id="ev-join">{s.event.signup}</h2>
          {joinedSlot ? <BookingPanel page={page} event={e} slot={joinedSlot} now={now} onIcs={saveIcs} /> : <SlotPicker page={page} event={e} now={now} />}
          {message && !asking && <p className="ui-error" role="alert">{message}</p>}
          {unsent && <UnsentRetry onRetry={page.join} busy={busy} />}
        </section>
      )}
      {/* Always mounted, so screen readers hear «Запись отменена» (a polite live region). */}
      <p className="st-status" role="status" aria-live="polite">{status}</p>
    </EventFrame>
  );
}
