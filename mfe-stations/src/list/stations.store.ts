// The station list of /bloodstations/ (issue 3): one request per filter state, the previous one
// aborted; loading → skeletons, error → message with retry (spec §8: failures are logged).
import { map } from 'nanostores';
import type { Api } from '@donor/shared/api';
import { isApiError, isAbortError } from '@donor/shared/api-error';
import type { List } from '@donor/shared/contract';
import type { StationListItem } from '@donor/shared/contract/stations';
import { listRequest, type Filters } from './filters.ts';

export interface ListState {
  status: 'loading' | 'ready' | 'error';
  data: List<StationListItem> | null;
  /** The page asked for no longer exists (the list shrank): the page goes back to page 1. */
  pageGone: boolean;
}

export function createStationList(api: Api) {
  const $list = map<ListState>({ status: 'loading', data: null, pageGone: false });
  let controller: AbortController | null = null;
  let lastKey = '';
  let last: [Filters, number] | null = null;

  async function load(filters: Filters, storeCity: number, force = false): Promise<void> {
    const req = listRequest(filters, storeCity);
    const key = `${req.url}?${new URLSearchParams(req.query).toString()}`;
    if (!force && key === lastKey && $list.get().status !== 'error') return;
    lastKey = key;
    last = [filters, storeCity];
    controller?.abort();
    const ctrl = new AbortController();
    controller = ctrl;
    $list.set({ status: 'loading', data: null, pageGone: false });
    try {
      const data = await api.get<List<StationListItem>>(req.url, { query: req.query, signal: ctrl.signal });
      if (ctrl.signal.aborted) return;
      $list.set({ status: 'ready', data, pageGone: false });
    } catch (error) {
      if (ctrl.signal.aborted || isAbortError(error)) return;
      console.error('stations: list', error);
      const pageGone = (isApiError(error) && error.status === 404) && filters.page > 1;
      $list.set({ status: 'error', data: null, pageGone });
    }
  }

  function retry(): void {
    if (last) void load(last[0], last[1], true);
  }

  function dispose(): void {
    controller?.abort();
  }

  return { $list, load, retry, dispose };
}

export type StationList = ReturnType<typeof createStationList>;
