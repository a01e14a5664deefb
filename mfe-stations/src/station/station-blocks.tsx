// The station page's secondary blocks; each has its own loading and error state, so a failing
// one never hides the station itself.
import { useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { formatDate, formatDateTime, interpolate, plural } from '@donor/shared/i18n';
import { s } from '../stations.strings.ts';
import { EventList } from '../events/event-card.tsx';
import { SkeletonList } from '../ui/states.tsx';
import type { Async, StationPageStore } from './station.store.ts';

function Block<T>({ title, id, state, children }: { title: string; id: string; state: Async<T>; children: (data: T) => ReactNode }) {
  return (
    <section className="st-block" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {state.status === 'loading' && <SkeletonList rows={2} />}
      {state.status === 'error' && <p className="st-muted" role="status">{s.station.sectionError}</p>}
      {state.status === 'ready' && children(state.data)}
    </section>
  );
}

export function NoticesBlock({ store }: { store: StationPageStore }) {
  const { notices } = useStore(store.$extras);
  if (notices.status === 'ready' && notices.data.length === 0) return null;
  return (
    <Block title={s.station.notices} id="st-notices" state={notices}>
      {(items) => (
        <ul className="st-notices">
          {items.map((n) => (
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

export function StationEventsBlock({ store }: { store: StationPageStore }) {
  const { events } = useStore(store.$extras);
  return (
    <Block title={s.station.events} id="st-events" state={events}>
      {(items) => <EventList events={items} empty={s.station.noEvents} />}
    </Block>
  );
}

export function TopBlock({ store }: { store: StationPageStore }) {
  const extras = useStore(store.$extras);
  const [half, setHalf] = useState(false);
  const state = half ? extras.topHalfYear : extras.top;
  return (
    <Block title={s.station.top} id="st-top" state={state}>
      {(list) => (
        <>
          <div className="st-switch st-switch--inline" role="group" aria-label={s.station.top}>
            <button type="button" className="st-switch__btn" aria-pressed={!half} onClick={() => setHalf(false)}>{s.station.topAll}</button>
            <button type="button" className="st-switch__btn" aria-pressed={half} onClick={() => setHalf(true)}>{s.station.topHalfYear}</button>
          </div>
          {list.results.length === 0 ? <p className="st-muted">{s.station.topEmpty}</p> : (
            <ol className="st-top">
              {list.results.map((d) => (
                <li key={d.user_id}><span>{d.name}</span> <span className="st-muted">{interpolate(plural(d.donations, s.station.donations), { n: d.donations })}</span></li>
              ))}
            </ol>
          )}
        </>
      )}
    </Block>
  );
}

export function PlannedBlock({ store }: { store: StationPageStore }) {
  const { planned } = useStore(store.$extras);
  return (
    <Block title={s.station.planned} id="st-planned" state={planned}>
      {(list) => list.results.length === 0 ? <p className="st-muted">{s.station.plannedEmpty}</p> : (
        <>
          <ul className="st-top">
            {list.results.map((d) => <li key={d.user_id}><span>{d.name}</span> <span className="st-muted">{formatDate(d.date)}</span></li>)}
          </ul>
          {list.count > list.results.length && <p className="st-muted">{interpolate(s.station.plannedMore, { n: list.count - list.results.length })}</p>}
        </>
      )}
    </Block>
  );
}
