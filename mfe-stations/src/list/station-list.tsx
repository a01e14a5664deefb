// The list panel of /bloodstations/ (spec §2 "Blood stations screen"): the donor's group control,
// the count and the page's stations (station-item.tsx), then the pager.
import { useDeferredValue } from 'react';
import { EmptyState, ErrorState, SkeletonList } from '@donor/shared/ui/states';
import { s } from '../stations.strings.ts';
import { useStore } from '@nanostores/react';
import { sortByMyGroup } from '../ui/needs.tsx';
import { DonorGroupControl } from '../ui/donor-group-control.tsx';
import { $donorGroup } from '../donor-group.store.ts';
import { Pagination } from '@donor/shared/ui/pagination';
import type { StationListValue } from './stations.resource.ts';
import { StationItem, countText } from './station-item.tsx';

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
