// The home page's upcoming events in the selected city (docs/ARCHITECTURE.md §2.4, slot row
// 'home-events'; spec §7 events with main_page and by_date=main_future): the soonest few, each
// linking to its page. One request; a skeleton while it is on its way; gone if it fails.
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { computed } from 'nanostores';
import { useSection } from '@donor/shared/ui/section-context';
import { useHomeBlockState } from '@donor/shared/ui/home-block';
import { SkeletonList } from '@donor/shared/ui/states';
import { interpolate } from '@donor/shared/i18n';
import { EventList } from '../events/event-card.tsx';
import { homeText } from './home.strings.ts';
import { createHomeEvents, HOME_EVENTS_SIZE } from './home-stations.resource.ts';
import '../stations.css';
import './home.css';

export function HomeEvents() {
  const { query, city } = useSection();
  const $events = useMemo(() => createHomeEvents(query, computed(city.$city, (c) => c.cityID)), [query, city]);
  const events = useStore($events);
  const { cityID, name } = useStore(city.$city);
  const state = useHomeBlockState(events);
  if (state === 'hidden') return null;
  const title = cityID > 0 && name ? interpolate(homeText.eventsCity, { city: name }) : homeText.events;
  return (
    <section className="st-home" aria-labelledby="st-home-events-title" aria-busy={state === 'loading'}>
      <h2 id="st-home-events-title">{title}</h2>
      {events.data ? (
        <EventList events={events.data.results} empty={homeText.eventsEmpty} />
      ) : (
        <SkeletonList rows={HOME_EVENTS_SIZE} label={homeText.eventsLoading} />
      )}
    </section>
  );
}
