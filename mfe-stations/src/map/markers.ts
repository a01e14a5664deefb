// Pure parts of the map's markers (spec §2 blood stations screen, map): which markers to add and
// remove when the viewport or the points change, the cluster's label and the popup's wording.
// Markers are diffed, never all rebuilt: removing the marker whose popup is open closes the
// popup, and a donor on a phone lost most taps that way (every move refetches and re-clusters).
import type { BloodNeedKey, BloodNeeds } from '@donor/shared/contract/common';
import { interpolate, plural } from '@donor/shared/i18n';
import { NEED_TEXT } from '../stations.strings.ts';
import { mapText } from './map.strings.ts';

/** A marker as the map draws it: a station (`s:<id>`) or a cluster at one zoom (`c:…`). */
export interface MarkerSpec { key: string }

/**
 * What changes on the map: keys to remove (shown, no longer wanted) and specs to add (wanted,
 * not shown). Everything else stays as it is. `pinned` (the marker whose popup is open) is
 * never removed, even when it would now fall into a cluster.
 */
export function diffMarkers<T extends MarkerSpec>(shown: Iterable<string>, next: readonly T[], pinned: string | null = null): { add: T[]; remove: string[] } {
  const have = new Set(shown);
  const want = new Set(next.map((m) => m.key));
  const add = next.filter((m) => !have.has(m.key));
  const remove = [...have].filter((k) => !want.has(k) && k !== pinned);
  return { add, remove };
}

export const stationKey = (id: number): string => `s:${id}`;

/**
 * A cluster's key: supercluster's ids are only stable for one loaded index, so the key is what
 * the donor sees — where it is and how many stations it holds.
 */
export const clusterKey = (lat: number, lng: number, count: number): string => `c:${lat.toFixed(5)},${lng.toFixed(5)}:${count}`;

/** «1 станция», «2 станции», «5 станций», «21 станция» (Intl.PluralRules for ru). */
export const stationsCount = (n: number): string => interpolate(plural(n, mapText.stations), { n });

/** The cluster's accessible name: «5 станций рядом — приблизить». */
export const clusterLabel = (n: number): string => interpolate(mapText.cluster, { stations: stationsCount(n) });

/** Яндекс Карты route from where the donor is to the station (by car; the app offers others). */
export const routeHref = (lat: number, lng: number): string => `https://yandex.ru/maps/?rtext=~${lat},${lng}&rtt=auto`;

/**
 * The popup's need line. With the donor's group known: whether the station needs it. Without:
 * how many types it needs, in words («Нужны 3 группы крови»), or that nothing is asked for.
 */
export function needLine(needs: BloodNeeds, donorGroup: BloodNeedKey | null = null): string {
  if (donorGroup) {
    const state = needs[donorGroup];
    return state === 'need' ? mapText.needYours : state === 'enough' ? mapText.needYoursEnough : mapText.needYoursUnknown;
  }
  const n = (Object.keys(NEED_TEXT) as BloodNeedKey[]).filter((k) => k !== 'kell' && needs[k] === 'need').length;
  return n === 0 ? mapText.needNone : interpolate(plural(n, mapText.needTypes), { n });
}
