// The area of /top/ (api/src/features/top/README.md «The area of /top/»): the ranking opens on
// the visitor's city (the header's, spec §4 city picker) and says so, with a visible «Вся Россия»
// switch; a filter that names a place (a shared link, the filter modal) is its own area. The
// switch is a navigation, like every other commit of the page: the URL stays the source of truth
// (shared/src/top-request.ts topArea).
import { TOP_FILTER_DEFAULTS, type TopFilter } from '@donor/shared/contract/top-rules';
import type { TopArea, TopView } from '@donor/shared/top-request';
import { interpolate } from '@donor/shared/i18n';
import { s } from '../top.strings.ts';
import type { PlaceLabels } from '../filters/place-labels.resource.ts';

/** The most specific place of a filter first: a station or an organization, then city, region, country. */
const BY_DETAIL = ['blood_station_id', 'organization_id', 'city', 'region', 'country'] as const;

/** The words for the area a ranking shows («Москва», «вся Россия»); null while a place's name is on its way. */
export function areaName(area: TopArea, filter: TopFilter, labels: PlaceLabels, cityName: string | null): string | null {
  if (area.kind === 'all') return s.area.allInText;
  if (area.kind === 'city') return cityName;
  const field = BY_DETAIL.find((k) => filter[k] !== null);
  return field ? (labels[field] ?? null) : s.area.allInText;
}

/** The view without its places: the area then comes from the switch. */
export function withoutPlaces(view: TopView, everywhere: boolean): TopView {
  const { country, region, city, blood_station_id, organization_id } = TOP_FILTER_DEFAULTS;
  const filter = { ...view.filter, country, region, city, blood_station_id, organization_id };
  return { filter, page: 1, ...(everywhere ? { everywhere: true as const } : {}) };
}

/** The filter names only the visitor's own city: the same ranking as the default area. */
const isOwnCity = (f: TopFilter, cityId: number): boolean =>
  f.city === cityId && f.country === null && f.region === null && f.blood_station_id === null && f.organization_id === null;

export interface TopAreaBarProps {
  area: TopArea;
  view: TopView;
  labels: PlaceLabels;
  /** The header city: 0 is 'All regions' (spec §9), where there is no city to switch to. */
  cityId: number;
  cityName: string | null;
  onPick: (everywhere: boolean) => void;
}

export function TopAreaBar({ area, view, labels, cityId, cityName, onPick }: TopAreaBarProps) {
  const name = areaName(area, view.filter, labels, cityName);
  const mine = area.kind === 'city' || isOwnCity(view.filter, cityId);
  return (
    <div className="top-area">
      <p className="top-area__now" data-testid="top-area">{interpolate(s.area.shows, { area: name ?? s.area.unknown })}</p>
      {cityId > 0 && (
        <div className="top-period" role="group" aria-label={s.area.label}>
          <button type="button" className="top-period__btn" aria-pressed={mine} onClick={() => onPick(false)}>{cityName ?? s.area.myCity}</button>
          <button type="button" className="top-period__btn" aria-pressed={area.kind === 'all'} onClick={() => onPick(true)}>{s.area.all}</button>
        </div>
      )}
    </div>
  );
}
