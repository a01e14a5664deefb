// «Ваша кровь помогла»'s requests (docs/staff.md; descriptors in shared/src/endpoints/staff-shipments.ts):
// one page of a station's accepted donations with where each went, and the shipment write. The
// write carries an Idempotency-Key (shared/src/form/idempotency.ts): a nurse on a station's Wi-Fi
// who gets no answer sends the same batch again and the API makes one shipment; afterwards every
// page of the station's list is asked again, so the rows show «Отправлено».
import type { ReadableAtom } from 'nanostores';
import { computed } from 'nanostores';
import type { Api } from '@donor/shared/api';
import type { Shipment, ShipmentBody, StationDonationList } from '@donor/shared/contract/staff-shipments';
import { keyOf, pathOf } from '@donor/shared/endpoint';
import { createShipment, listStationDonations } from '@donor/shared/endpoints/staff-shipments';
import { idempotentSender } from '@donor/shared/form/idempotency';
import type { QueryContext } from '@donor/shared/query';

/** One screen of a station's accepted donations. */
export const STATION_DONATIONS_PAGE_SIZE = 50;

export const stationDonationsKey = (stationId: number, page: number): string =>
  keyOf(listStationDonations, null, { blood_station_id: stationId, page, page_size: STATION_DONATIONS_PAGE_SIZE });

/** Every page of the list (any station: a moderator may have several open). */
const isListKey = (key: string): boolean => key.startsWith(`${pathOf(listStationDonations)}?`);

export function createStationDonations({ query, api }: { query: QueryContext; api: Pick<Api, 'request'> }, stationId: number, $page: ReadableAtom<number>) {
  const $list = query.createFetcherStore<StationDonationList>([computed($page, (page) => stationDonationsKey(stationId, page))]);
  const send = idempotentSender();
  const $ship = query.createMutatorStore<ShipmentBody, Shipment>(async ({ data, invalidate }) => {
    try {
      return await send(data, (headers) => api.request(createShipment, { body: data, headers }));
    } finally {
      invalidate(isListKey);
    }
  });
  return { $list, $ship };
}
export type StationDonations = ReturnType<typeof createStationDonations>;
