// Which stations the home page's «Где нужна кровь» names, in which order, with which warning
// (docs/home.md «Где нужна кровь»): the donor's group first, then fresh needs before stale ones,
// then the nearest (only with a position the visitor already shared), then the most recently
// updated; stale data says its date. Pure: the block passes the time and the position.
import type { BloodNeedKey } from '@donor/shared/contract/common';
import type { StationListItem } from '@donor/shared/contract/stations';
import { NEED_ORDER } from '../ui/needs.tsx';

/**
 * Needs older than this many days are labelled «Данные на …»: a station's staff update them
 * about weekly (docs/home.md); a week-old «нужна» may already be met.
 */
export const STALE_AFTER_DAYS = 7;
const DAY_MS = 86_400_000;

export interface LatLng {
  lat: number;
  lng: number;
}

export interface NeedStation {
  station: StationListItem;
  /** The station needs the donor's group. */
  mine: boolean;
  /** Needs updated more than STALE_AFTER_DAYS ago, or never dated. */
  stale: boolean;
  /** When the needs were updated (null: never dated). */
  updatedAt: Date | null;
  /** Straight-line distance from the visitor's position (null without one). */
  km: number | null;
}

/** Great-circle distance in km (haversine; a home-page order needs no more). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const needCount = (s: StationListItem): number => NEED_ORDER.filter((k) => s.blood_needs[k] === 'need').length;

function dateOf(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : at;
}

export interface NeedOrderInput {
  /** The donor's group (their account's, else the one picked in the station finder). */
  group: BloodNeedKey | null;
  now: Date;
  /** The visitor's position, only when they had already allowed it (never asked for here). */
  at?: LatLng | null;
}

/** The stations that need blood, ordered for the home page (see the file's head). */
export function orderNeedStations(stations: readonly StationListItem[], { group, now, at = null }: NeedOrderInput): NeedStation[] {
  return stations
    .map((station, i) => {
      const updatedAt = dateOf(station.needs_updated_at);
      const row: NeedStation = {
        station,
        mine: group !== null && station.blood_needs[group] === 'need',
        stale: updatedAt === null || now.getTime() - updatedAt.getTime() > STALE_AFTER_DAYS * DAY_MS,
        updatedAt,
        km: at && Number.isFinite(station.lat) && Number.isFinite(station.lng) ? distanceKm(at, station) : null,
      };
      return { row, i, n: needCount(station) };
    })
    .sort((a, b) =>
      Number(b.row.mine) - Number(a.row.mine)
      || Number(a.row.stale) - Number(b.row.stale)
      || (a.row.km ?? 0) - (b.row.km ?? 0)
      || (b.row.updatedAt?.getTime() ?? 0) - (a.row.updatedAt?.getTime() ?? 0)
      || b.n - a.n
      || a.i - b.i)
    .map((x) => x.row);
}
