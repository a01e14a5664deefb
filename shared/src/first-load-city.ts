// spec §4 "City choice on first load (server side)" and spec §2 subdomain rules: the host decides
// the visitor's city for the first page (shell/server/host-app.ts) and hands it over in the boot
// payload; the browser's city store starts from that decision.
import { ALL_REGIONS_VALUE, MOSCOW_CITY_ID, TATAR_CITY_ID, TATARSTAN_REGION_ID } from './constants.ts';
import { flagOfCityId } from './stores/city.store.ts';
import type { CityFlag } from './stores/types.ts';

export interface HostCity {
  /** City the host prefix selects, or null when the host has no city prefix. */
  cityID: number | null;
  flag: CityFlag | null;
  /** Region added to city searches (spec §2: the Tatar marker adds 41). */
  searchRegion: number | null;
}

/** spec §2 subdomains: 'moscow.' → Moscow (1); 'tatar.' → Other with city 50; 'tatar' anywhere → region 41. */
export function cityFromHost(hostname: string): HostCity {
  const host = hostname.trim().toLowerCase();
  const searchRegion = host.includes('tatar') ? TATARSTAN_REGION_ID : null;
  if (host.startsWith('moscow.')) return { cityID: MOSCOW_CITY_ID, flag: 'Moscow', searchRegion };
  if (host.startsWith('tatar.')) return { cityID: TATAR_CITY_ID, flag: 'Other', searchRegion };
  return { cityID: null, flag: null, searchRegion };
}


const parseFlag = (raw: string | null | undefined): CityFlag | null => (raw === 'Moscow' || raw === 'Other' ? raw : null);

function parseId(raw: string | number | null | undefined): number | null {
  if (raw === null || raw === undefined || raw === '') return null;
  const n = typeof raw === 'number' ? raw : Number(raw);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}

export interface FirstLoadInput {
  /** Raw `x-city` request header a proxy in front of the host may set (a city id; spec §3). */
  headerCityId?: string | null;
  /** Raw `City_id` cookie. */
  cookieCityId?: string | number | null;
  /** Raw `City` cookie ('Moscow' | 'Other'). */
  cookieFlag?: string | null;
  /** The logged-in user's city id, if any. */
  userCityId?: number | null;
  hostname: string;
}
export interface FirstLoadCity {
  cityID: number;
  flag: CityFlag | null;
  searchRegion: number | null;
  source: 'header' | 'cookie' | 'user' | 'host' | 'none';
}

/**
 * spec §4 "City choice on first load (server side)": cookie, then the user's city (1 → Moscow,
 * else Other), then the host prefix. A cookie holding only a flag keeps 'All regions' (0) as
 * the id, except a Moscow flag, which means city 1. Invalid cookie values count as absent.
 * Before all of them, spec §3 Selected city state: "header city taken from the x-city request
 * header" — a proxy in front of the host (geo-IP, a partner's gateway) that sets `x-city` to a
 * city id decides the header's city. Only ids are read (the header's title then comes from the
 * city's own record, so name and data agree); anything else counts as absent. A client could
 * send the header itself, but all it chooses is its own city, which the cookie allows anyway.
 */
export function firstLoadCity(input: FirstLoadInput): FirstLoadCity {
  const host = cityFromHost(input.hostname);
  const { searchRegion } = host;
  const headerId = parseId(input.headerCityId?.trim());
  if (headerId !== null) return { cityID: headerId, flag: flagOfCityId(headerId), searchRegion, source: 'header' };
  const cookieId = parseId(input.cookieCityId);
  const cookieFlag = parseFlag(input.cookieFlag);
  if (cookieId !== null) return { cityID: cookieId, flag: cookieFlag ?? flagOfCityId(cookieId), searchRegion, source: 'cookie' };
  if (cookieFlag) {
    return { cityID: cookieFlag === 'Moscow' ? MOSCOW_CITY_ID : ALL_REGIONS_VALUE, flag: cookieFlag, searchRegion, source: 'cookie' };
  }
  const userId = parseId(input.userCityId);
  if (userId !== null && userId !== ALL_REGIONS_VALUE) return { cityID: userId, flag: flagOfCityId(userId), searchRegion, source: 'user' };
  if (host.cityID !== null) return { cityID: host.cityID, flag: host.flag, searchRegion, source: 'host' };
  return { cityID: ALL_REGIONS_VALUE, flag: null, searchRegion, source: 'none' };
}
