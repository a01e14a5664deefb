// The list panel of /bloodstations/ (spec §2 "Blood stations screen"): each item links to
// /bloodstations/{slug} with title and address, plus open-now, events, distance and the need
// per blood type.
import { useDeferredValue } from 'react';
import { Link } from '@donor/shared/ui/link';
import { EmptyState, ErrorState, SkeletonList } from '@donor/shared/ui/states';
import { interpolate, plural } from '@donor/shared/i18n';
import type { StationListItem } from '@donor/shared/contract/stations';
import { s } from '../stations.strings.ts';
import { stationHref } from '../links.ts';
import { eventsHref } from '../events/events-list.resource.ts';
import { NeedChips } from '../ui/needs.tsx';
import { Pagination } from '@donor/shared/ui/pagination';
import type { StationListValue } from './stations.resource.ts';

export const countText = (n: number) => interpolate(plural(n, s.list.found), { n });

export function StationItem({ station }: { station: StationListItem }) {
  return (
    <li className="st-item">
      <article aria-labelledby={`st-${station.id}`}>
        <h2 className="st-item__title" id={`st-${station.id}`}>
          <Link href={stationHref(station.slug)}>{station.title}</Link>
        </h2>
        <p className="st-item__address">{station.address}</p>
        <p className="st-item__badges">
          <span className={station.open_now ? 'st-badge st-badge--open' : 'st-badge'}>
            {station.open_now ? `● ${s.list.openNow}` : `○ ${s.list.closedNow}`}
          </span>
          {station.has_events && <Link className="st-badge st-badge--events" href={eventsHref({ station: station.id })}>★ {s.list.hasEvents}</Link>}
          {typeof station.distance_km === 'number' && (
            <span className="st-badge">{interpolate(s.list.distance, { km: station.distance_km.toLocaleString('ru-RU') })}</span>
          )}
        </p>
        <NeedChips needs={station.blood_needs} />
      </article>
    </li>
  );
}

export interface StationListPanelProps {
  value: StationListValue;
  onRetry: () => void;
  page: number;
  hrefOf: (page: number) => string;
}

export function StationListPanel({ value, onRetry, page, hrefOf }: StationListPanelProps) {
  // A page of 25 stations is the heaviest render of the section: as a deferred value it renders
  // in a transition, which React splits into short slices, so taps and scrolling stay responsive
  // while it renders (Total Blocking Time on a slow phone, the section's performance budget).
  const state = useDeferredValue(value);
  if (state.data === undefined) {
    return state.error === undefined ? <SkeletonList label={s.list.loading} /> : <ErrorState message={s.list.error} onRetry={onRetry} />;
  }
  const { results, count, num_pages } = state.data;
  if (count === 0) {
    return (
      <EmptyState title={s.list.empty}>
        <p>{s.list.emptyHint}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <p className="st-count" role="status">{countText(count)}</p>
      <ul className="st-items">
        {results.map((station) => <StationItem key={station.id} station={station} />)}
      </ul>
      <Pagination page={page} pages={num_pages} hrefOf={hrefOf} label={s.pager.label} />
    </>
  );
}
