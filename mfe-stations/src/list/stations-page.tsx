// /bloodstations/ (spec §2 "Blood stations screen"): filters, list and map panels; on phones a
// selector switches map ↔ list (spec §4) and the filters open in a bottom sheet (the mobile
// popup). State lives in the query string; the list never waits for the map.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { useLocation, navigate } from '@donor/shared/ui/link';
import { Button } from '@donor/shared/ui/button';
import { Modal } from '@donor/shared/ui/modal';
import { interpolate, plural } from '@donor/shared/i18n';
import { s } from '../stations.strings.ts';
import { STATIONS_PATH } from '../links.ts';
import { usePhone } from '../ui/use-media.ts';
import { MapPanel } from '../map/map-panel.tsx';
import { useValueAtom } from '@donor/shared/ui/use-value-atom';
import { apiFilterQuery, appliedCount, effectiveCity, parseFilters, toSearch, withChange, type Filters, type View } from './filters.ts';
import { createStationList, pageGone, stationListKey } from './stations.resource.ts';
import { FiltersPanel } from './filters-panel.tsx';
import { locate, useNearSwitch } from './near-me.ts';
import { StationListPanel } from './station-list.tsx';
import { StationsFrame } from './stations-head.tsx';
import { CachedAt } from '@donor/shared/ui/cached-at';

function go(next: Filters, replace = false) {
  navigate(`${STATIONS_PATH}${toSearch(next)}`, { replace });
}

export function StationsPage() {
  const { city, query } = useSection();
  const location = useLocation();
  const search = location.includes('?') ? location.slice(location.indexOf('?')) : '';
  const filters = useMemo(() => parseFilters(search), [search]);
  const storeCity = useStore(city.$city).cityID;
  const $key = useValueAtom(stationListKey(filters, storeCity));
  const $list = useMemo(() => createStationList(query, $key), [query, $key]);
  const list = useStore($list);
  const phone = usePhone();
  const [sheet, setSheet] = useState(false);
  const [geoError, setGeoError] = useState(false);

  // A page past the end (the list shrank since the link was made): show page 1.
  const gone = pageGone(list, filters.page);
  useEffect(() => {
    if (gone) go({ ...filters, page: 1 }, true);
  }, [gone, filters]);

  const onChange = useCallback((next: Filters, replace?: boolean) => go(next, replace), []);
  const nearMe = () => {
    setGeoError(false);
    locate((near) => go(withChange(filters, { near })), () => setGeoError(true));
  };
  // Far from the chosen city: by_location answered for the nearest one; follow it and say so.
  const nearCity = useNearSwitch(filters, list.data, effectiveCity(filters, storeCity), (next) => go(next, true));
  const setView = (view: View) => go({ ...filters, view }, true);
  const count = appliedCount(filters);
  const showList = !phone || filters.view === 'list';
  const showMap = !phone || filters.view === 'map';
  const panel = <FiltersPanel filters={filters} onChange={onChange} geoError={geoError} onNearMe={nearMe} />;

  return (
    <StationsFrame>
      <CachedAt store={$list} />
      {phone && (
        <div className="st-toolbar">
          <Button variant="secondary" onClick={() => setSheet(true)} aria-haspopup="dialog">
            {s.filters.open}
            {count > 0 && (
              <span className="st-counter">
                <span aria-hidden="true">{count}</span>
                <span className="ui-visually-hidden">{interpolate(plural(count, s.filters.applied), { n: count })}</span>
              </span>
            )}
          </Button>
          <div className="st-switch" role="group" aria-label={s.views.label}>
            {(['list', 'map'] as const).map((v) => (
              <button key={v} type="button" className="st-switch__btn" aria-pressed={filters.view === v} onClick={() => setView(v)}>
                {s.views[v]}
              </button>
            ))}
          </div>
        </div>
      )}
      {nearCity && <p className="st-near-note" role="status">{interpolate(s.filters.nearSwitched, { city: nearCity.title })}</p>}
      <div className="st-layout">
        {!phone && <aside className="st-filters">{panel}</aside>}
        {showList && (
          <div className="st-list" aria-busy={list.loading}>
            <StationListPanel value={list} onRetry={$list.revalidate} page={filters.page} hrefOf={(page) => `${STATIONS_PATH}${toSearch({ ...filters, page })}`} />
          </div>
        )}
        {showMap && (
          <div className="st-map">
            <MapPanel filterQuery={apiFilterQuery(filters, storeCity)} cityId={effectiveCity(filters, storeCity)} near={filters.near} />
          </div>
        )}
      </div>
      {phone && (
        <Modal open={sheet} onClose={() => setSheet(false)} title={s.filters.title} hideTitle variant="sheet">
          {panel}
          <div className="st-sheet__actions">
            <Button block onClick={() => setSheet(false)}>{s.filters.apply}</Button>
          </div>
        </Modal>
      )}
    </StationsFrame>
  );
}
