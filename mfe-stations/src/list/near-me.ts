// «Рядом со мной» on /bloodstations/ (spec §2 blood stations screen, §7 by_location): the
// browser's position, and the city switch the API reports when the donor is far from the chosen
// city (api/src/features/stations/stations-near.ts). The page then shows that city and says so.
import { useEffect, useState } from 'react';
import type { IdTitle } from '@donor/shared/contract/common';
import type { ByLocationList } from '@donor/shared/contract/stations';
import type { Filters } from './filters.ts';

/**
 * Asks the browser where the donor is. Denied, unavailable or timed out → `onProblem` (the
 * filters show s.filters.geoDenied, in Russian, next to the button).
 */
export function locate(onFound: (at: { lat: number; lng: number }) => void, onProblem: () => void): void {
  if (!navigator.geolocation) { onProblem(); return; }
  navigator.geolocation.getCurrentPosition(
    (pos) => onFound({ lat: pos.coords.latitude, lng: pos.coords.longitude }),
    () => onProblem(),
    { timeout: 10_000, maximumAge: 300_000 },
  );
}

/** The city by_location switched to, if the answer is by_location's and it switched. */
export const switchedCity = (data: unknown): IdTitle | null =>
  (data as Partial<ByLocationList> | undefined)?.switched_city ?? null;

/**
 * Follows a switch: the filters take the new city (so the map and the next pages ask for it too)
 * and the city is remembered to say «Показываем станции в городе …» while near me stays on it.
 */
export function useNearSwitch(filters: Filters, data: unknown, cityNow: number, go: (next: Filters) => void): IdTitle | null {
  const [shown, setShown] = useState<IdTitle | null>(null);
  const switched = filters.near ? switchedCity(data) : null;
  useEffect(() => {
    if (!switched || !filters.near) return;
    setShown(switched);
    go({ ...filters, city: switched.id, page: 1 });
    // Once per switch, by the new city's id (the filters object is new every render).
  }, [switched?.id]);
  return filters.near && shown && shown.id === cityNow ? shown : null;
}
