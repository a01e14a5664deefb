// /events/ (route table 'events'): upcoming donor events in the selected city, or one station's
// when the link came from its card (`?by_blood_station=`), 25 a page with the kit's Pagination.
import { useMemo, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { Link, useLocation } from '@donor/shared/ui/link';
import { Pagination } from '@donor/shared/ui/pagination';
import { QueryState } from '@donor/shared/ui/states';
import { useValueAtom } from '@donor/shared/ui/use-value-atom';
import { usePageTitle } from '@donor/shared/ui/use-section-route';
import { EventList } from './event-card.tsx';
import { b } from './booking.strings.ts';
import { createEventsList, eventsHref, eventsListKey, parseEventsSearch } from './events-list.resource.ts';

/**
 * The page's top: the live page and the build's first paint of it (src/app/pages.ts `firstPaint`,
 * docs/ARCHITECTURE.md «A section page's first paint»). A station's list names the station once its
 * answer is in; the picture says «Донорские акции» in the same spot.
 */
export function EventsFrame({ title = b.listTitle, children }: { title?: string; children?: ReactNode }) {
  return (
    <section className="st-page st-events" aria-labelledby="events-title">
      <h1 id="events-title">{title}</h1>
      {children}
    </section>
  );
}

export function EventsPage() {
  const { query, city } = useSection();
  const location = useLocation();
  const search = location.includes('?') ? location.slice(location.indexOf('?')) : '';
  const filter = useMemo(() => parseEventsSearch(search), [search]);
  const cityId = useStore(city.$city).cityID;
  const $key = useValueAtom(eventsListKey(filter, cityId));
  const $list = useMemo(() => createEventsList(query, $key), [query, $key]);
  const value = useStore($list);
  const stationTitle = filter.station ? value.data?.results[0]?.blood_station?.title : undefined;
  const title = stationTitle ? `${b.listStationTitle}: ${stationTitle}` : b.listTitle;
  usePageTitle(title);
  return (
    <EventsFrame title={title}>
      {filter.station && <p><Link href={eventsHref({})}>{b.listAllCity}</Link></p>}
      <QueryState value={value} onRetry={$list.revalidate}>
        {(list) => (
          <>
            <EventList events={list.results} empty={filter.station ? b.listEmptyStation : b.listEmpty} level={2} />
            <Pagination page={filter.page} pages={list.num_pages} hrefOf={(page) => eventsHref({ ...filter, page })} label={b.listLabel} />
          </>
        )}
      </QueryState>
    </EventsFrame>
  );
}
