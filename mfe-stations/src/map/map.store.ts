// Points of the map: one request per viewport that leaves the fetched (padded) area or per
// filter change; the previous request is aborted. spec §8: a failed by-bounds fetch is logged
// and the loading state cleared (here also a short note, the markers already shown stay).
import { map } from 'nanostores';
import type { Api } from '@donor/shared/api';
import { isAbortError } from '@donor/shared/api-error';
import type { MapPoint, MapResponse } from '@donor/shared/contract/stations';
import { bboxQuery, needsFetch, padBounds, type Bounds } from './bbox.ts';

export interface MapPointsState {
  loading: boolean;
  failed: boolean;
  truncated: boolean;
  points: MapPoint[];
}

export function createMapPoints(api: Api) {
  const $points = map<MapPointsState>({ loading: false, failed: false, truncated: false, points: [] });
  let fetched: { area: Bounds; key: string } | null = null;
  let controller: AbortController | null = null;

  async function show(view: Bounds, filterQuery: Record<string, string>): Promise<void> {
    const key = new URLSearchParams(filterQuery).toString();
    if (!needsFetch(fetched, view, key)) return;
    const area = padBounds(view);
    controller?.abort();
    const ctrl = new AbortController();
    controller = ctrl;
    $points.setKey('loading', true);
    try {
      const res = await api.get<MapResponse>('/api/blood_stations/map/', { query: { ...filterQuery, ...bboxQuery(area) }, signal: ctrl.signal });
      if (ctrl.signal.aborted) return;
      fetched = { area, key };
      $points.set({ loading: false, failed: false, truncated: res.truncated, points: res.results });
    } catch (error) {
      if (ctrl.signal.aborted || isAbortError(error)) return;
      console.error('stations: map points', error);
      $points.set({ ...$points.get(), loading: false, failed: true });
    }
  }

  return { $points, show, dispose: () => controller?.abort() };
}
export type MapPoints = ReturnType<typeof createMapPoints>;
