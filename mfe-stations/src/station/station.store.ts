// The station page (spec §2 /bloodstations/{slug}; §7): the station, then — in parallel, each
// with its own state so one failing block never hides the others — notices, upcoming events,
// the station's top donors (all time / half year) and planned donors (page_size 3, spec §9).
import { atom, map } from 'nanostores';
import type { Api } from '@donor/shared/api';
import { isApiError } from '@donor/shared/api-error';
import type { List } from '@donor/shared/contract';
import type { Event, Favorite, Notice, PlannedDonor, StationDetail, StationDonor } from '@donor/shared/contract/stations';

export type Async<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };
export interface StationState {
  status: 'loading' | 'ready' | 'error' | 'notfound';
  station: StationDetail | null;
}
export interface Extras {
  notices: Async<Notice[]>;
  events: Async<Event[]>;
  top: Async<List<StationDonor>>;
  topHalfYear: Async<List<StationDonor>>;
  planned: Async<List<PlannedDonor>>;
}
export interface FavoriteState { id: number | null; busy: boolean; failed: boolean }

const loadingExtras = (): Extras => ({
  notices: { status: 'loading' }, events: { status: 'loading' }, top: { status: 'loading' }, topHalfYear: { status: 'loading' }, planned: { status: 'loading' },
});

export function createStationPage(api: Api) {
  /** spec §2: the selected station (the slug after the cut-off rule). */
  const $selected = atom<string | null>(null);
  const $station = map<StationState>({ status: 'loading', station: null });
  const $extras = map<Extras>(loadingExtras());
  const $favorite = map<FavoriteState>({ id: null, busy: false, failed: false });
  let controller: AbortController | null = null;

  async function part<K extends keyof Extras>(key: K, run: () => Promise<Extras[K] extends Async<infer T> ? T : never>, signal: AbortSignal) {
    try {
      const data = await run();
      if (!signal.aborted) $extras.set({ ...$extras.get(), [key]: { status: 'ready', data } });
    } catch (error) {
      if (signal.aborted) return;
      console.error(`stations: ${key}`, error);
      $extras.set({ ...$extras.get(), [key]: { status: 'error' } });
    }
  }

  async function load(slug: string): Promise<void> {
    $selected.set(slug);
    controller?.abort();
    const ctrl = new AbortController();
    controller = ctrl;
    const signal = ctrl.signal;
    $station.set({ status: 'loading', station: null });
    $extras.set(loadingExtras());
    let station: StationDetail;
    try {
      station = await api.get<StationDetail>(`/api/blood_stations/${encodeURIComponent(slug)}/`, { signal });
    } catch (error) {
      if (signal.aborted) return;
      console.error('stations: station', error);
      $station.set({ status: (isApiError(error) && error.status === 404) ? 'notfound' : 'error', station: null });
      return;
    }
    if (signal.aborted) return;
    $station.set({ status: 'ready', station });
    $favorite.set({ id: station.favorite_id, busy: false, failed: false });
    const base = `/api/blood_stations/${station.id}`;
    await Promise.all([
      part('notices', async () => (await api.get<List<Notice>>('/api/notice/', { query: { bs_id: station.id }, signal })).results, signal),
      part('events', async () => (await api.get<List<Event>>('/api/events/', { query: { by_blood_station: station.id }, signal })).results, signal),
      part('top', () => api.get<List<StationDonor>>(`${base}/top/`, { signal }), signal),
      part('topHalfYear', () => api.get<List<StationDonor>>(`${base}/top_halfyear/`, { signal }), signal),
      part('planned', () => api.get<List<PlannedDonor>>(`${base}/planned/`, { query: { page_size: 3, actual_planning: 'true' }, signal }), signal),
    ]);
  }

  /** POST /api/favorite_blood_stations/ or DELETE …/{id}/ (spec §7). Never retried automatically. */
  async function toggleFavorite(): Promise<void> {
    const station = $station.get().station;
    const fav = $favorite.get();
    if (!station || fav.busy) return;
    $favorite.set({ ...fav, busy: true, failed: false });
    try {
      if (fav.id === null) {
        const created = await api.post<Favorite>('/api/favorite_blood_stations/', { blood_station: station.id });
        $favorite.set({ id: created.id, busy: false, failed: false });
      } else {
        await api.delete(`/api/favorite_blood_stations/${fav.id}/`);
        $favorite.set({ id: null, busy: false, failed: false });
      }
    } catch (error) {
      console.error('stations: favorite', error);
      // Already gone on the server (another tab): the star is simply off.
      if (fav.id !== null && (isApiError(error) && error.status === 404)) $favorite.set({ id: null, busy: false, failed: false });
      else $favorite.set({ ...fav, busy: false, failed: true });
    }
  }

  return { $selected, $station, $extras, $favorite, load, toggleFavorite, dispose: () => controller?.abort() };
}
export type StationPageStore = ReturnType<typeof createStationPage>;
