// The ranking panel of /top/: skeletons while the first answer loads (kept on screen while a new
// filter loads: stale-while-revalidate, ARCHITECTURE §2.2), the error with a retry, an empty
// state that suggests which filter to remove, and the page of 25 rows with pagination.
import { useDeferredValue, type ReactNode } from 'react';
import { EmptyState, ErrorState, SkeletonList } from '@donor/shared/ui/states';
import { formatNumber, interpolate, plural } from '@donor/shared/i18n';
import { s } from '../top.strings.ts';
import { Pagination } from '@donor/shared/ui/pagination';
import { TopRow } from './top-row.tsx';
import type { TopUserInfo } from '@donor/shared/contract/top';
import type { TopListValue } from './top.resource.ts';

/** Rows shown with an eager photo: the first screen on a phone. */
const EAGER_ROWS = 6;

export const countText = (n: number) => interpolate(plural(n, s.page.found), { n: formatNumber(n) });

export interface TopListPanelProps {
  value: TopListValue;
  onRetry: () => void;
  page: number;
  hrefOf: (page: number) => string;
  /** The empty state's suggestions (the applied filters with their remove buttons). */
  emptyHint: ReactNode;
  /**
   * The donor's own place, drawn with the rows in the same container: it replaces the skeleton
   * together with them, so nothing already on screen moves (CLS 0, bench/README.md).
   */
  ownPlace: (info: TopUserInfo | null) => ReactNode;
}

export function TopListPanel({ value, onRetry, page, hrefOf, emptyHint, ownPlace }: TopListPanelProps) {
  // 25 rows with photos is the page's heaviest render: deferred, React renders it in slices.
  const state = useDeferredValue(value);
  if (state.data === undefined) {
    return state.error === undefined ? <SkeletonList rows={6} label={s.page.loading} /> : <ErrorState message={s.page.error} onRetry={onRetry} />;
  }
  const { items, user_info: me } = state.data;
  if (items.count === 0) return <EmptyState title={s.page.empty}>{emptyHint}</EmptyState>;
  return (
    <>
      {ownPlace(me)}
      <p className="top-count" role="status">{countText(items.count)}</p>
      <ol className="top-list" aria-label={s.page.listLabel}>
        {items.results.map((item, i) => (
          <TopRow key={item.position} item={item} me={me !== null && me.position === item.position} eager={i < EAGER_ROWS} />
        ))}
      </ol>
      <Pagination page={page} pages={items.num_pages} hrefOf={hrefOf} label={s.pager.label} className="top-pager" />
    </>
  );
}
