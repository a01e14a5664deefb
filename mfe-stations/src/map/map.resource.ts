// Points of the map (spec §7 GET /api/blood_stations/map/?bbox1&bbox2): one request per padded
// viewport and filter set — bbox.ts decides when a viewport needs one, so small pans reuse the
// answer. An answer for an area already left is dropped by the query library. While a new area
// loads, and after a failure, the markers already shown stay (spec §8: the failure is logged by
// the query context and the loading state cleared; the map shows a short note).
import { atom, computed, type ReadableAtom } from 'nanostores';
import { keyOf } from '@donor/shared/endpoint';
import { getStationMap } from '@donor/shared/endpoints/stations';
import type { QueryContext } from '@donor/shared/query';
import type { MapPoint, MapResponse } from '@donor/shared/contract/stations';
import { bboxQuery, needsFetch, padBounds, type Bounds } from './bbox.ts';

export interface MapPointsState {
  loading: boolean;
  failed: boolean;
  truncated: boolean;
  points: MapPoint[];
}

interface Area { area: Bounds; filterKey: string; filterQuery: Record<string, string> }

export const mapPointsKey = (area: Bounds, filterQuery: Record<string, string>): string =>
  keyOf(getStationMap, null, { ...filterQuery, ...bboxQuery(area) });

export function createMapPoints(query: QueryContext): { $points: ReadableAtom<MapPointsState>; show: (view: Bounds, filterQuery: Record<string, string>) => void } {
  const $area = atom<Area | null>(null);
  const $answer = query.createFetcherStore<MapResponse>([computed($area, (a) => (a ? mapPointsKey(a.area, a.filterQuery) : null))]);
  // The last answer and whether the last request failed outlive the request that follows them.
  let shown: MapResponse | null = null;
  let failed = false;
  const $points = computed($answer, (v): MapPointsState => {
    if (v.data !== undefined) {
      shown = v.data;
      failed = false;
    } else if (v.error !== undefined) {
      failed = true;
    }
    return { loading: v.loading, failed, truncated: shown?.truncated ?? false, points: shown?.results ?? [] };
  });

  /** Asks for the padded viewport unless the area asked last (and not failed) covers it. */
  function show(view: Bounds, filterQuery: Record<string, string>): void {
    const filterKey = new URLSearchParams(filterQuery).toString();
    const last = $area.get();
    const fetched = last && $answer.get().error === undefined ? { area: last.area, key: last.filterKey } : null;
    if (!needsFetch(fetched, view, filterKey)) return;
    $area.set({ area: padBounds(view), filterKey, filterQuery });
  }

  return { $points, show };
}
