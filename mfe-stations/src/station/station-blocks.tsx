// The station page's secondary blocks; each has its own loading and error state, so a failing
// one never hides the station itself.
import { useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { formatDate, formatDateTime, interpolate, plural } from '@donor/shared/i18n';
import { SkeletonList } from '@donor/shared/ui/states';
import { s } from '../stations.strings.ts';
import { EventList } from '../events/event-card.tsx';
import { recipientHref } from '../links.ts';
import { BLOOD_TYPE_LABEL, NeedIcon } from '@donor/shared/ui/blood-types';
import { Link } from '@donor/shared/ui/link';
import type { StationResource } from './station.resource.ts';

interface BlockProps<T> {
  title: string;
  id: string;
  /** A fetcher store's value: the data once there, else its error, else it is loading. */
  value: { data?: T | undefined; error?: unknown };
  children: (data: T) => ReactNode;
}

function Block<T>({ title, id, value, children }: BlockProps<T>) {
  return (
    <section className="st-block" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {value.data !== undefined ? children(value.data)
        : value.error !== undefined ? <p className="st-muted" role="status">{s.station.sectionError}</p>
        : <SkeletonList rows={2} />}
    </section>
  );
}

export function NoticesBlock({ resource }: { resource: StationResource }) {
  const notices = useStore(resource.$notices);
  if (notices.data?.results.length === 0) return null;
  return (
    <Block title={s.station.notices} id="st-notices" value={notices}>
      {({ results }) => (
        <ul className="st-notices">
          {results.map((n) => (
            <li key={n.id} className="st-notice">
              <h3>{n.title}</h3>
              <p>{n.text}</p>
              <time dateTime={n.created_at}>{formatDateTime(n.created_at)}</time>
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}

/** Requests for donors at this station (mfe-helpme's pages): who, which types, until when. */
export function StationNeedsBlock({ resource }: { resource: StationResource }) {
  const needs = useStore(resource.$needs);
  return (
    <Block title={s.station.needs} id="st-needs" value={needs}>
      {({ results }) => results.length === 0 ? <p className="st-muted">{s.station.noNeeds}</p> : (
        <ul className="st-event-list">
          {results.map((n) => (
            <li key={n.id} className="st-event-card">
              <h3 className="st-event-card__title"><Link href={recipientHref(n.id)}>{n.title}</Link></h3>
              <p className="st-event-card__meta">
                <NeedIcon need className="st-need__icon" />
                <span>{n.requested_blood_type.map((t) => BLOOD_TYPE_LABEL[t]).join(', ')}</span>
                <span>{interpolate(s.org.needUntil, { date: formatDate(n.last_date) })}</span>
              </p>
              <p className="st-event-card__dates">{interpolate(s.station.needJoined, { n: n.joined_count, m: n.required_donors_count })}</p>
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}

export function StationEventsBlock({ resource }: { resource: StationResource }) {
  const events = useStore(resource.$events);
  return (
    <Block title={s.station.events} id="st-events" value={events}>
      {({ results }) => <EventList events={results} empty={s.station.noEvents} />}
    </Block>
  );
}

export function TopBlock({ resource }: { resource: StationResource }) {
  // Both lists load with the page (the switch shows the other one at once).
  const top = useStore(resource.$top);
  const topHalfYear = useStore(resource.$topHalfYear);
  const [half, setHalf] = useState(false);
  return (
    <Block title={s.station.top} id="st-top" value={half ? topHalfYear : top}>
      {(list) => (
        <>
          <div className="st-switch st-switch--inline" role="group" aria-label={s.station.top}>
            <button type="button" className="st-switch__btn" aria-pressed={!half} onClick={() => setHalf(false)}>{s.station.topAll}</button>
            <button type="button" className="st-switch__btn" aria-pressed={half} onClick={() => setHalf(true)}>{s.station.topHalfYear}</button>
          </div>
          {list.results.length === 0 ? <p className="st-muted">{s.station.topEmpty}</p> : (
            <ol className="st-top">
              {list.results.map((d) => (
                <li key={d.position}><span>{d.name}</span> <span className="st-muted">{interpolate(plural(d.donations, s.station.donations), { n: d.donations })}</span></li>
              ))}
            </ol>
          )}
        </>
      )}
    </Block>
  );
}

export function PlannedBlock({ resource }: { resource: StationResource }) {
  const planned = useStore(resource.$planned);
  return (
    <Block title={s.station.planned} id="st-planned" value={planned}>
      {(list) => list.results.length === 0 ? <p className="st-muted">{s.station.plannedEmpty}</p> : (
        <>
          <ul className="st-top">
            {list.results.map((d) => <li key={d.position}><span>{d.name}</span> <span className="st-muted">{formatDate(d.date)}</span></li>)}
          </ul>
          {list.count > list.results.length && <p className="st-muted">{interpolate(s.station.plannedMore, { n: list.count - list.results.length })}</p>}
        </>
      )}
    </Block>
  );
}
