// A station's visit days (docs/booking.md «Визит в любой день работы»; descriptors in
// shared/src/endpoints/station-visits.ts): the open days ahead, and a day made bookable — its
// answer names the event whose page books the hour.
import type { Api } from '@donor/shared/api';
import type { StationVisits, VisitDay } from '@donor/shared/contract/station-visits';
import { keyOf } from '@donor/shared/endpoint';
import { listStationVisits, openVisitDay } from '@donor/shared/endpoints/station-visits';
import type { QueryContext } from '@donor/shared/query';

export function createVisits({ query, api }: { query: QueryContext; api: Pick<Api, 'request'> }, stationId: number) {
  return {
    $visits: query.createFetcherStore<StationVisits>([keyOf(listStationVisits, { id: stationId })]),
    $open: query.createMutatorStore<{ date: string }, VisitDay>(({ data }) => api.request(openVisitDay, { params: { id: stationId }, body: data })),
  };
}
