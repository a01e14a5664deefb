// The events of one owner — a station or an organization — as staff run them (docs/booking.md
// «Акции сотрудников»): upcoming ones with their tools, the «new event» form, and past ones. Used
// by the station's events page and the organization manager's page alike.
import { useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { QueryState, SkeletonList } from '@donor/shared/ui/states';
import { createEventsResource, type EventsOwner } from './events.resource.ts';
import { EventCard } from './event-card.tsx';
import { EventForm } from './event-form.tsx';
import { loadErrorText } from './load-error.ts';
import { es } from './events.strings.ts';
import './events.css';

export function EventsPanel({ owner }: { owner: EventsOwner }) {
  const { query, api } = useSection();
  const resource = useMemo(() => createEventsResource({ query, api }, owner), [query, api, owner.station_id, owner.organization_id]); // by the owner's id
  const value = useStore(resource.$events);
  const [said, setSaid] = useState('');
  return (
    <div className="staff-events">
      <p className="staff-events__said" role="status" aria-live="polite">{said}</p>
      <QueryState value={value} loading={<SkeletonList rows={3} />} errorMessage={loadErrorText(value.error, es.loadError)} onRetry={resource.$events.revalidate}>
        {(list) => (
          <>
            <section aria-labelledby="ev-upcoming">
              <h2 id="ev-upcoming">{es.upcoming}</h2>
              {list.upcoming.length === 0 ? <p>{es.noUpcoming}</p> : (
                <ul className="staff-events__list">
                  {list.upcoming.map((e) => <EventCard key={e.id} resource={resource} event={e} onSaid={setSaid} />)}
                </ul>
              )}
            </section>
            <EventForm resource={resource} owner={owner} onCreated={setSaid} />
            <section aria-labelledby="ev-past">
              <h2 id="ev-past">{es.past}</h2>
              {list.past.length === 0 ? <p>{es.noPast}</p> : (
                <ul className="staff-events__list">
                  {list.past.map((e) => <EventCard key={e.id} resource={resource} event={e} onSaid={setSaid} />)}
                </ul>
              )}
            </section>
          </>
        )}
      </QueryState>
    </div>
  );
}
