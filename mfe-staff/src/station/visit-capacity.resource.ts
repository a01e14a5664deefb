// The console's visits per hour (docs/booking.md «Визит в любой день работы»; descriptors in
// shared/src/endpoints/station-visits.ts): read once, and a save whose answer goes into the cache.
import type { Api } from '@donor/shared/api';
import type { VisitCapacity, VisitCapacityBody } from '@donor/shared/contract/station-visits';
import { keyOf } from '@donor/shared/endpoint';
import { getVisitCapacity, setVisitCapacity } from '@donor/shared/endpoints/station-visits';
import type { QueryContext } from '@donor/shared/query';

export function createVisitCapacity({ query, api }: { query: QueryContext; api: Pick<Api, 'request'> }, id: number) {
  const key = keyOf(getVisitCapacity, { id });
  const $capacity = query.createFetcherStore<VisitCapacity>([key]);
  const $save = query.createMutatorStore<VisitCapacityBody, VisitCapacity>(async ({ data, getCacheUpdater }) => {
    const next = await api.request(setVisitCapacity, { params: { id }, body: data });
    getCacheUpdater<VisitCapacity>(key, false)[0](next);
    return next;
  });
  return { $capacity, $save };
}
export type VisitCapacityResource = ReturnType<typeof createVisitCapacity>;

/** The typed value checked as the API checks it (shared/src/contract/station-visits.ts). */
export function capacityError(raw: string, max: number, text: string): string | null {
  return /^\d{1,2}$/.test(raw.trim()) && Number(raw) <= max ? null : text;
}
