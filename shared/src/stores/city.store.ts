// spec §4 City picker, City modal, City choice on first load; spec §2 subdomain rules.
import { atom, map, onMount, onNotify, task, type ReadableAtom } from 'nanostores';
import type { Api } from '../api.ts';
import { ALL_REGIONS_VALUE, MOSCOW_CITY_ID, TATAR_CITY_ID, TATARSTAN_REGION_ID } from '../constants.ts';
import type { City } from '../contract/common.ts';
import { isIdTitle } from './shape-checks.ts';
import { COOKIE_DAYS, COOKIE_NAMES, type CookieJar } from '../cookies.ts';
import type { CityFlag, CityState, CityStore } from './types.ts';

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

/** spec §4 City picker: id 1 is Moscow, every other id (incl. 'All regions' 0) is Other. */
export const flagOfCityId = (id: number): CityFlag => (id === MOSCOW_CITY_ID ? 'Moscow' : 'Other');

const parseFlag = (raw: string | null | undefined): CityFlag | null => (raw === 'Moscow' || raw === 'Other' ? raw : null);

function parseId(raw: string | number | null | undefined): number | null {
  if (raw === null || raw === undefined || raw === '') return null;
  const n = typeof raw === 'number' ? raw : Number(raw);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}

export interface FirstLoadInput {
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
  source: 'cookie' | 'user' | 'host' | 'none';
}

/**
 * spec §4 "City choice on first load (server side)": cookie, then the user's city (1 → Moscow,
 * else Other), then the host prefix. A cookie holding only a flag keeps 'All regions' (0) as
 * the id, except a Moscow flag, which means city 1. Invalid cookie values count as absent.
 */
export function firstLoadCity(input: FirstLoadInput): FirstLoadCity {
  const host = cityFromHost(input.hostname);
  const { searchRegion } = host;
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

export type CityAnalyticsName = 'moscow' | 'other';
export interface CityAnalyticsEvent {
  name: CityAnalyticsName;
}

export interface CityStoreDeps {
  api: Pick<Api, 'get'>;
  cookies: CookieJar;
  /** location.hostname (spec §2 subdomain rules). */
  hostname: string;
  /**
   * What the host computed (boot.ts: firstLoadCity and the city's name); wins over the cookies.
   * A known name is not fetched again (one page never asks for the city title twice).
   */
  initial?: { cityID: number; flag: CityFlag | null; name: string | null; searchRegion?: number | null };
  /** Optional direct analytics hook; `$analyticsEvent` fires either way. */
  track?: (name: CityAnalyticsName) => void;
}

export interface CityStoreImpl extends CityStore {
  /** spec §4 City modal analytics: a listener sends the 'moscow' / 'other' goal. */
  $analyticsEvent: ReadableAtom<CityAnalyticsEvent | null>;
}


export function createCityStore(deps: CityStoreDeps): CityStoreImpl {
  const fromCookies = firstLoadCity({
    cookieCityId: deps.cookies.get(COOKIE_NAMES.cityId),
    cookieFlag: deps.cookies.get(COOKIE_NAMES.city),
    hostname: deps.hostname,
  });
  const initial = deps.initial;
  const $city = map<CityState>({
    cityID: initial?.cityID ?? fromCookies.cityID,
    flag: initial ? initial.flag : fromCookies.flag,
    // spec §3: the header city is the name the host resolved for the first load.
    headerCity: initial?.name ?? null,
    name: initial?.name ?? null,
    loading: false,
    searchRegion: initial?.searchRegion !== undefined ? initial.searchRegion : fromCookies.searchRegion,
  });
  const $reloadRequested = atom(0);
  const $analyticsEvent = atom<CityAnalyticsEvent | null>(null);
  const requestReload = () => $reloadRequested.set($reloadRequested.get() + 1);

  let loadSeq = 0;
  // spec §4 City picker: load the selected city by id; failure or no id → 'All regions' (0).
  // The whole body is one task() so allTasks() (tests, SSR) resolves after the state is set.
  const loadName = (): Promise<void> => task(loadNameNow);
  async function loadNameNow(): Promise<void> {
    const seq = ++loadSeq;
    const id = $city.get().cityID;
    if (id === ALL_REGIONS_VALUE) {
      $city.set({ ...$city.get(), name: null, loading: false });
      return;
    }
    $city.setKey('loading', true);
    try {
      const city = await deps.api.get<Pick<City, 'id' | 'title'>>(`/api/cities/${id}/`, { schema: { parse: isIdTitle } });
      if (seq !== loadSeq) return;
      $city.set({ ...$city.get(), name: city.title, loading: false });
    } catch {
      if (seq !== loadSeq) return;
      $city.set({ ...$city.get(), cityID: ALL_REGIONS_VALUE, name: null, loading: false });
    }
  }

  // spec §4: when the selected id changes, the name reloads (whoever changed it).
  onNotify($city, ({ changed, oldValue }) => {
    const idChanged = changed === 'cityID' || (changed === undefined && oldValue?.cityID !== $city.value?.cityID);
    // Deferred past the current notification; task() lets allTasks() wait for it.
    if (idChanged && $city.value?.cityID !== ALL_REGIONS_VALUE) void task(() => Promise.resolve().then(loadName));
  });
  onMount($city, () => {
    const { cityID, name } = $city.get();
    if (cityID !== ALL_REGIONS_VALUE && name === null) void loadName();
  });

  function pickCity(id: number): void {
    if (parseId(id) === null) return;
    const flag = flagOfCityId(id);
    // spec §9: city cookies live 7 days; host-only, so a city subdomain keeps its own choice.
    deps.cookies.set(COOKIE_NAMES.cityId, String(id), { days: COOKIE_DAYS.city });
    deps.cookies.set(COOKIE_NAMES.city, flag, { days: COOKIE_DAYS.city });
    $city.set({ ...$city.get(), cityID: id, flag, name: null });
    requestReload();
  }

  function chooseFlag(flag: CityFlag): boolean {
    const changed = $city.get().flag !== flag;
    deps.cookies.set(COOKIE_NAMES.city, flag, { days: COOKIE_DAYS.city });
    $city.setKey('flag', flag);
    const name: CityAnalyticsName = flag === 'Moscow' ? 'moscow' : 'other';
    $analyticsEvent.set({ name });
    deps.track?.(name);
    // spec §4 City modal: reload only if the value changed.
    if (changed) requestReload();
    return changed;
  }

  return { $city, pickCity, chooseFlag, loadName, $reloadRequested, $analyticsEvent };
}
