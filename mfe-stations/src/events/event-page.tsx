// /events/{id} (route table 'event'): category, dates, author, partners, time slots; join with
// a chosen slot, leave, change slot, .ics for a joined slot (spec §3 Event, §4, §7, §8).
import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { Link, navigate, usePathname } from '@donor/shared/ui/link';
import { Button } from '@donor/shared/ui/button';
import { Spinner } from '@donor/shared/ui/spinner';
import { formatDate, interpolate } from '@donor/shared/i18n';
import { loginHref, pathTo } from '@donor/shared/routes';
import { CATEGORY_TEXT, s } from '../stations.strings.ts';
import { organizationHref, stationHref } from '../links.ts';
import { createEventPage } from './event.store.ts';
import { eventTiming, isNotSignedUp, preselectedSlot } from './event-timing.ts';
import { eventDates, TIMING_TEXT } from './event-card.tsx';
import { SlotPicker } from './slot-picker.tsx';
import { buildIcs, downloadIcs } from './ics.ts';

export function EventPage({ id }: { id: number }) {
  const { api, auth, ui } = useSection();
  const pathname = usePathname();
  const store = useMemo(
    () => createEventPage({
      api,
      isLoggedIn: () => Boolean(auth.$auth.get().token),
      goNotFound: () => navigate(pathTo('not-found')),
      goLogin: () => navigate(loginHref(window.location.pathname + window.location.search)),
    }),
    [api, auth],
  );
  const st = useStore(store.$event);
  useEffect(() => void store.load(id), [store, id]);
  useEffect(() => { if (st.event) ui.setTitle(st.event.title); }, [st.event, ui]);

  if (st.status === 'loading' || !st.event) return <div className="st-page"><Spinner /></div>;
  const e = st.event;
  const now = new Date();
  const timing = eventTiming(e, now);
  const joinedSlot = preselectedSlot(e);
  const saveIcs = () => {
    if (!joinedSlot) return;
    const where = [e.blood_station?.title, e.address].filter(Boolean).join(', ');
    downloadIcs(`donor-event-${e.id}.ics`, buildIcs({
      uid: `event-${e.id}-slot-${joinedSlot.id}@donor-ryadom`, title: e.title, description: e.description, location: where,
      url: `${window.location.origin}${pathname}`, start: new Date(joinedSlot.starts_at), durationMin: 60, now,
    }));
  };

  return (
    <article className="st-page st-event" aria-labelledby="ev-title">
      <p className="st-event__meta">
        <span>{CATEGORY_TEXT[e.category]}</span>
        <span className={`st-badge st-badge--${timing}`}>{TIMING_TEXT[timing]}</span>
      </p>
      <h1 id="ev-title">{e.title}</h1>
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

      <section className="st-join" aria-labelledby="ev-join">
        <h2 id="ev-join">{s.event.signup}</h2>
        {joinedSlot ? (
          <div className="st-joined" role="status">
            <p className="st-joined__text">✓ {interpolate(s.event.joined, { date: formatDate(joinedSlot.date), time: joinedSlot.start_time })}</p>
            <div className="st-actions">
              <Button onClick={saveIcs}>{s.event.ics}</Button>
              <Button variant="secondary" loading={st.busy} onClick={() => void store.change()}>{s.event.change}</Button>
              <Button variant="ghost" loading={st.busy} onClick={() => void store.leave()}>{s.event.leave}</Button>
            </div>
          </div>
        ) : (
          <SlotPicker store={store} now={now} />
        )}
        {st.error && <p className="ui-error" role="alert">{st.error}</p>}
      </section>
    </article>
  );
}
