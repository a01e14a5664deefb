// The station page's requests (spec §2 /bloodstations/{slug}; §7). The station itself is keyed
// exactly as the host's first-screen request (first-screen.ts), so the answer embedded in the
// page is used without asking. Once its id is known, notices, requests for donors, upcoming events, the top donors
// (all time / half year) and the planned donors (page_size 3, spec §9) load in parallel, each
// its own store: one failing block never hides the others.
import { computed } from 'nanostores';
import type { Api } from '@donor/shared/api';
import { isNotFound } from '@donor/shared/api-error';
import { stationKey } from '@donor/shared/first-screen';
import { keyOf } from '@donor/shared/endpoint';
import { listEvents } from '@donor/shared/endpoints/booking';
import { listNeeds } from '@donor/shared/endpoints/helpme';
import { addFavorite, deleteFavorite, listNotices, listStationPlanned, listStationTop, listStationTopHalfYear } from '@donor/shared/endpoints/stations';
import type { QueryContext } from '@donor/shared/query';
import type { List } from '@donor/shared/contract/common';
import type { Event, Notice, PlannedDonor, StationDetail, StationDonor } from '@donor/shared/contract/stations';
import type { RecipientNeedList } from '@donor/shared/contract/helpme';

export type StationResource = ReturnType<typeof createStationResource>;

/** `slug`: the selected station of spec §2 (selectedStationSlug of the raw path segment). */
export function createStationResource({ query, api }: { query: QueryContext; api: Api }, slug: string) {
  const key = stationKey(slug);
  const $station = query.createFetcherStore<StationDetail>(key);
  const $id = computed($station, (v) => v.data?.id ?? null);
  const part = <T>(path: (id: number) => string) =>
    query.createFetcherStore<T>([computed($id, (id) => (id === null ? null : path(id)))]);

  /**
   * Toggles the favourite of the station shown: POST /api/favorite_blood_stations/ or DELETE
   * …/{id}/ (spec §7). The station's favorite_id in the query cache follows, so the star changes
   * without asking for the station again. A mutator is never retried.
   */
  const $favorite = query.createMutatorStore<StationDetail>(async ({ data: station, getCacheUpdater }) => {
    const [update] = getCacheUpdater<StationDetail>(key, false);
    if (station.favorite_id === null) {
      const created = await api.request(addFavorite, { body: { blood_station: station.id } });
      update({ ...station, favorite_id: created.id });
      return;
    }
    try {
      await api.request(deleteFavorite, { params: { id: station.favorite_id } });
    } catch (error) {
      // Already gone on the server (removed in another tab): the star is simply off.
      if (!isNotFound(error)) throw error;
    }
    update({ ...station, favorite_id: null });
  });

  return {
    $station,
    $notices: part<List<Notice>>((id) => keyOf(listNotices, null, { bs_id: id })),
    $events: part<List<Event>>((id) => keyOf(listEvents, null, { by_blood_station: id })),
    /** Active requests for donors at this station (spec §7 GET /api/address_needs/?blood_station=). */
    $needs: part<RecipientNeedList>((id) => keyOf(listNeeds, null, { blood_station: id })),
    $top: part<List<StationDonor>>((id) => keyOf(listStationTop, { id })),
    $topHalfYear: part<List<StationDonor>>((id) => keyOf(listStationTopHalfYear, { id })),
    $planned: part<List<PlannedDonor>>((id) => keyOf(listStationPlanned, { id }, { page_size: 3, actual_planning: 'true' })),
    $favorite,
  };
}
