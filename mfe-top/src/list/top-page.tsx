// /top/ (spec §2 "Top donors with filter modal, share modal and year-sort toggle; filters are
// carried in the query string"): the URL is the source of truth — it is parsed into the view
// (filter + page, shared/src/top-request.ts), the ranking is asked by the view's key (primed by
// the host for the first screen), and what the donor commits in the filter store becomes a new
// URL (push: the back button returns to the previous ranking). The two modals load on demand.
// Without a place in the URL the ranking is the visitor's city's (the header city), as the host
// primed it, until the donor picks «Вся Россия» (top-area.tsx; api/src/features/top/README.md
// «The area of /top/»).
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { currentLocation, navigate, useLocation } from '@donor/shared/ui/link';
import { Button } from '@donor/shared/ui/button';
import { useValueAtom } from '@donor/shared/ui/use-value-atom';
import { interpolate, plural } from '@donor/shared/i18n';
import { parseTopSearch, topArea, topHref, topRequestFilter, type TopView } from '@donor/shared/top-request';
import { s } from '../top.strings.ts';
import { createTopFilters } from '../filters/top-filters.store.ts';
import { createPlaceLabels } from '../filters/place-labels.resource.ts';
import { FilterChips } from '../filters/filter-chips.tsx';
import { createTopList, pageGone, topListKey } from './top.resource.ts';
import { TopListPanel } from './top-list.tsx';
import { OwnPlace } from './own-place.tsx';
import { TopFrame } from './top-head.tsx';
import { TopAreaBar, withoutPlaces } from './top-area.tsx';

const loadFilterModal = () => import('../filters/filter-modal.tsx');
const loadShareModal = () => import('../share/share-modal.tsx');
const FilterModal = lazy(loadFilterModal);
const ShareModal = lazy(loadShareModal);

/** The year of the year-sort toggle: the API counts calendar years in Moscow time (contract/top-rules.ts). */
const thisYear = () =>
  new Intl.DateTimeFormat('ru-RU', { year: 'numeric', timeZone: 'Europe/Moscow' }).formatToParts(new Date()).find((p) => p.type === 'year')?.value ?? '';

export function TopPage() {
  const { query, auth, city } = useSection();
  const location = useLocation();
  const search = location.includes('?') ? location.slice(location.indexOf('?')) : '';
  const view = useMemo(() => parseTopSearch(search), [search]);
  const { cityID, name: cityName } = useStore(city.$city);
  const area = topArea(view, cityID);
  // What the ranking is asked with (and what is shared): the URL's filter in its area.
  const shown = useMemo(() => topRequestFilter(view, cityID), [view, cityID]);
  const $key = useValueAtom(topListKey(view, cityID));
  const $list = useMemo(() => createTopList(query, $key), [query, $key]);
  const list = useStore($list);
  const [filters] = useState(() => createTopFilters({ query, initial: view.filter }));
  const $filter = useValueAtom(shown);
  const labels = useStore(useMemo(() => createPlaceLabels(query, $filter), [query, $filter]));
  const count = useStore(filters.$count);
  const signedIn = useStore(auth.$auth).user !== null;
  const [modal, setModal] = useState<'filters' | 'share' | null>(null);
  const hrefOf = useCallback((page: number) => topHref({ ...view, page }), [view]);
  // A commit keeps the area the donor picked («Вся Россия»); Reset returns to the default one.
  const everywhere = useRef(view.everywhere);
  everywhere.current = view.everywhere;

  // The URL changed (a commit below, the back button, a link): the store follows it.
  useEffect(() => filters.sync(view.filter), [filters, view.filter]);
  // A commit becomes the URL; the same URL again is a reload of the ranking (spec §4 "and reloads").
  useEffect(() => filters.$committed.listen((committed) => {
    if (!committed) return;
    const href = topHref({ filter: committed.filter, page: 1, ...(everywhere.current ? { everywhere: true as const } : {}) });
    if (href === currentLocation()) void $list.revalidate();
    else navigate(href);
  }), [filters, $list]);
  // A page past the end (the ranking shrank since the link was made): show page 1.
  const gone = pageGone(list, view.page);
  useEffect(() => {
    if (gone) navigate(topHref({ ...view, page: 1 }), { replace: true });
  }, [gone, view]);

  const resetAll = () => { everywhere.current = undefined; filters.reset(); };
  const pickArea = (all: boolean) => navigate(topHref(withoutPlaces(view, all)));
  const openFilters = () => { filters.setOpen(true); setModal('filters'); };
  const close = () => { filters.setOpen(false); setModal(null); };
  const prefetch = (load: () => Promise<unknown>) => () => void load().catch(() => {});
  const emptyHint = count > 0 ? (
    <>
      <p>{s.page.emptyHint}</p>
      <FilterChips filter={view.filter} labels={labels} onRemove={filters.remove} className="top-chips top-chips--center" />
      <Button variant="secondary" onClick={resetAll}>{s.page.emptyReset}</Button>
    </>
  ) : null;

  return (
    <TopFrame>
      <TopAreaBar area={area} view={view} labels={labels} cityId={cityID} cityName={cityName} onPick={pickArea} />
      <div className="top-toolbar">
        <YearToggle view={view} onChange={filters.setYear} />
        <div className="top-toolbar__actions">
          <Button variant="secondary" aria-haspopup="dialog" onClick={openFilters} onPointerEnter={prefetch(loadFilterModal)} onFocus={prefetch(loadFilterModal)}>
            {s.toolbar.filters}
            {count > 0 && (
              <span className="top-badge" data-testid="top-filter-count">
                <span aria-hidden="true">{count}</span>
                <span className="ui-visually-hidden"> {interpolate(plural(count, s.toolbar.applied), { n: count })}</span>
              </span>
            )}
          </Button>
          <Button variant="ghost" aria-haspopup="dialog" onClick={() => setModal('share')} onPointerEnter={prefetch(loadShareModal)} onFocus={prefetch(loadShareModal)}>
            {s.toolbar.share}
          </Button>
        </div>
      </div>
      <FilterChips filter={view.filter} labels={labels} onRemove={filters.remove} />
      <div className="top-results" aria-busy={list.loading}>
        <TopListPanel value={list} onRetry={() => void $list.revalidate()} page={view.page} hrefOf={hrefOf} emptyHint={emptyHint}
          ownPlace={(info) => <OwnPlace info={info} signedIn={signedIn} page={view.page} hrefOf={hrefOf} />} />
      </div>
      <Suspense fallback={null}>
        {modal === 'filters' && <FilterModal store={filters} labels={labels} onReset={resetAll} onClose={close} />}
        {modal === 'share' && <ShareModal filter={shown} everywhere={area.kind === 'all' && cityID > 0} labels={labels} year={thisYear()} onClose={close} />}
      </Suspense>
    </TopFrame>
  );
}

function YearToggle({ view, onChange }: { view: TopView; onChange: (byYear: boolean) => void }) {
  return (
    <div className="top-period" role="group" aria-label={s.period.label}>
      <button type="button" className="top-period__btn" aria-pressed={!view.filter.by_year} onClick={() => onChange(false)}>{s.period.all}</button>
      <button type="button" className="top-period__btn" aria-pressed={view.filter.by_year} onClick={() => onChange(true)}>
        {interpolate(s.period.year, { year: thisYear() })}
      </button>
    </div>
  );
}
