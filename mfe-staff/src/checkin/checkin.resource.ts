// The check-in page's requests (docs/booking.md «Отметка в станции»; descriptors
// shared/src/endpoints/staff-checkin.ts): the day's roster of the station, finding a booking by its
// code, «Пришёл(а)», «Сдал(а)» and taking an arrival back. Each mark answers the booking as it now
// stands: it becomes the open card and replaces its row in the roster on screen, so a mark is one
// request. The day shown is `$day` (null: today at the station, as the API counts it).
import { atom, computed } from 'nanostores';
import type { Api } from '@donor/shared/api';
import { keyOf } from '@donor/shared/endpoint';
import type { QueryContext } from '@donor/shared/query';
import type { BloodClass } from '@donor/shared/contract/cabinet';
import type { CheckinBooking, Roster } from '@donor/shared/contract/staff-checkin';
import { checkIn, findBooking, getRoster, markDonated, undoArrival } from '@donor/shared/endpoints/staff-checkin';
import { withBooking } from './checkin-logic.ts';

/** The roster of a station's day; no date: today at the station. */
export const rosterKey = (stationId: number, day: string | null): string =>
  keyOf(getRoster, { id: stationId }, day ? { date: day } : {});

export type CheckinResource = ReturnType<typeof createCheckinResource>;

export function createCheckinResource({ query, api }: { query: QueryContext; api: Pick<Api, 'request'> }, stationId: number) {
  const params = { id: stationId };
  /** The day shown; null: the station's today. */
  const $day = atom<string | null>(null);
  const $rosterKey = computed($day, (day) => rosterKey(stationId, day));
  const $roster = query.createFetcherStore<Roster>([$rosterKey]);
  /** The booking open in the card (found by code, or picked in the roster). */
  const $open = atom<CheckinBooking | null>(null);

  /** A write's answer: the open card and its row in the roster on screen. */
  function show(booking: CheckinBooking, update: (key: string, data: Roster) => void): CheckinBooking {
    $open.set(booking);
    const cached = $roster.get().data;
    if (cached) update($rosterKey.get(), withBooking(cached, booking));
    return booking;
  }

  const $find = query.createMutatorStore<string, CheckinBooking>(async ({ data: code }) => {
    const booking = await api.request(findBooking, { params, query: { code } });
    $open.set(booking);
    return booking;
  });

  const $arrive = query.createMutatorStore<string, CheckinBooking>(async ({ data: code, getCacheUpdater }) =>
    show(await api.request(checkIn, { params, body: { code } }), (key, data) => getCacheUpdater<Roster>(key, false)[0](data)));

  const $donated = query.createMutatorStore<{ bookingId: number; bloodClass: BloodClass }, CheckinBooking>(async ({ data, getCacheUpdater }) =>
    show(
      await api.request(markDonated, { params: { ...params, bookingId: data.bookingId }, body: { blood_class: data.bloodClass } }),
      (key, roster) => getCacheUpdater<Roster>(key, false)[0](roster),
    ));

  const $undo = query.createMutatorStore<number, CheckinBooking>(async ({ data: bookingId, getCacheUpdater }) =>
    show(await api.request(undoArrival, { params: { ...params, bookingId } }), (key, data) => getCacheUpdater<Roster>(key, false)[0](data)));

  return { $day, $roster, $open, $find, $arrive, $donated, $undo };
}
