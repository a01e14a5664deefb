// A finished event's «what next» (docs/spec.md §4 Event timing): the station's events that have
// not ended yet, minus this one, and a link to all of them on /events/.
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useSection } from '@donor/shared/ui/section-context';
import { Link } from '@donor/shared/ui/link';
import { QueryState } from '@donor/shared/ui/states';
import type { Event } from '@donor/shared/contract/stations';
import { EventList } from './event-card.tsx';
import { b } from './booking.strings.ts';
import { createEventsList, eventsHref, stationEventsKey } from './events-list.resource.ts';

export function StationNextEvents({ station, exceptId }: { station: NonNullable<Event['blood_station']>; exceptId: number }) {
  const { query } = useSection();
  const $list = useMemo(() => createEventsList(query, atom(stationEventsKey(station.id))), [query, station.id]);
  const value = useStore($list);
  return (
    <div className="st-next-events">
      <h3>{b.nextEvents}</h3>
      <QueryState value={value} onRetry={$list.revalidate}>
        {(list) => <EventList events={list.results.filter((e) => e.id !== exceptId)} empty={b.noNextEvents} />}
      </QueryState>
      <p><Link href={eventsHref({ station: station.id })}>{b.allEvents}</Link></p>
    </div>
  );
}
