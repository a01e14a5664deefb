// The list panel of /bloodstations/ (spec §2 "Blood stations screen"): each item links to
// /bloodstations/{slug} with title and address, plus open-now, events, distance and the need
// per blood type.
import { useDeferredValue } from 'react';
import { Link } from '@donor/shared/ui/link';
import { EmptyState, ErrorState, SkeletonList } from '@donor/shared/ui/states';
import { interpolate, plural } from '@donor/shared/i18n';
import type { StationListItem } from '@donor/shared/contract/stations';
import type { BloodNeedKey } from '@donor/shared/contract/common';
import { s } from '../stations.strings.ts';
import { stationHref } from '../links.ts';
import { eventsHref } from '../events/events-list.resource.ts';
import { useStore } from '@nanostores/react';
import { NeedSummary, sortByMyGroup } from '../ui/needs.tsx';
import { DonorGroupControl } from '../ui/donor-group-control.tsx';
import { $donorGroup } from '../donor-group.store.ts';
import { d } from '../station/decide.strings.ts';
import { Pagination } from '@donor/shared/ui/pagination';
import type { StationListValue } from './stations.resource.ts';

export const countText = (n: number) => interpolate(plural(n, s.list.found), { n });

export function StationItem({ station, mine = null }: { station: StationListItem; mine?: BloodNeedKey | null }) {
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
        <NeedSummary needs={station.blood_needs} updatedAt={station.needs_updated_at} mine={mine} />
        {/* «Записаться» (spec §2 station list item): the station's events when it has some, else its own booking page. */}
        {station.has_events ? <p className="st-item__book"><Link className="ui-button ui-button--small" href={eventsHref({ station: station.id })}>{d.station.book}<span className="ui-visually-hidden">: {station.title}</span></Link></p>
          : station.booking_url ? <p className="st-item__book"><a className="ui-button ui-button--secondary ui-button--small" href={station.booking_url} target="_blank" rel="noopener noreferrer">{d.station.bookOwn} <span className="ui-visually-hidden">{d.station.newTab}</span></a></p>
          : null}
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

/** The list with the donor's group control above it (spec §2: set once, used everywhere). */
export function StationListPanel(props: StationListPanelProps) {
  return (
    <>
      <DonorGroupControl />
      <StationListBody {...props} />
    </>
  );
}

function StationListBody({ value, onRetry, page, hrefOf }: StationListPanelProps) {
  // A page of 25 stations is the heaviest render of the section: as a deferred value it renders
  // in a transition, which React splits into short slices, so taps and scrolling stay responsive
  // while it renders (Total Blocking Time on a slow phone, the section's performance budget).
  const state = useDeferredValue(value);
  const mine = useStore($donorGroup).group;
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
        {/* «Нужна ваша группа» first: sorted here, within the page the API sent (25 stations,
            spec §9); the API's order (distance, then title) is kept inside both parts. */}
        {sortByMyGroup(results, mine).map((station) => <StationItem key={station.id} station={station} mine={mine} />)}
      </ul>
      <Pagination page={page} pages={num_pages} hrefOf={hrefOf} label={s.pager.label} />
    </>
  );
}
