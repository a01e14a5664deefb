// spec §4 City picker, City modal, City choice on first load; spec §2 subdomain rules.
// The city's title is read through the page's query context under the city's key
// (GET /api/cities/{id}/, docs/ARCHITECTURE.md «Boot payload»), where the host's answer already
// is and where a section reads the same city (mfe-stations/src/city.resource.ts).
import { atom, map, onMount, onNotify, task, type ReadableAtom } from 'nanostores';
import type { Api } from '../api.ts';
import { ALL_REGIONS_VALUE, MOSCOW_CITY_ID } from '../constants.ts';
import type { City } from '../contract/common.ts';
import { keyOf } from '../endpoint.ts';
import { getCity } from '../endpoints/cities.ts';
import { createQueryContext, type QueryContext } from '../query.ts';
import { isIdTitle } from './shape-checks.ts';
import { settledValue } from './settled-value.ts';
import { COOKIE_DAYS, COOKIE_NAMES, type CookieJar } from '../cookies.ts';
import type { CityFlag, CityState, CityStore } from './types.ts';

/** spec §4 City picker: id 1 is Moscow, every other id (incl. 'All regions' 0) is Other. */
export const flagOfCityId = (id: number): CityFlag => (id === MOSCOW_CITY_ID ? 'Moscow' : 'Other');

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
   * What the host decided (spec §4 "City choice on first load (server side)", first-load-city.ts)
   * and the city's name, from the boot payload. A known name is not fetched again (one page never
   * asks for the city title twice).
   */
  initial: { cityID: number; flag: CityFlag | null; name: string | null; searchRegion: number | null };
  /** Optional direct analytics hook; `$analyticsEvent` fires either way. */
  track?: (name: CityAnalyticsName) => void;
  /**
   * The page's query context, where the city is cached with everything else; without one (the
   * store's own tests, the build-time render) the store keeps a context of its own.
   */
  query?: QueryContext;
}

export interface CityStoreImpl extends CityStore {
  /** spec §4 City modal analytics: a listener sends the 'moscow' / 'other' goal. */
  $analyticsEvent: ReadableAtom<CityAnalyticsEvent | null>;
  /**
   * spec §4 Auth "after each route change the city … data are refreshed": the shell hands over
   * the choice its cookies hold now (another tab, sign-up may have changed it); a different one
   * replaces the state and its name reloads. No cookie is written and no reload is asked.
   */
  syncChoice(choice: { cityID: number; flag: CityFlag | null }): boolean;
}


/** The title of a cached city answer (another store may have cached it without the shape check). */
function titleOf(data: unknown): string | null {
  try {
    return data === undefined ? null : isIdTitle(data).title;
  } catch {
    return null;
  }
}

export function createCityStore(deps: CityStoreDeps): CityStoreImpl {
  const { initial } = deps;
  const query = deps.query ?? createQueryContext({ api: deps.api, retry: false });
  const $city = map<CityState>({
    cityID: initial.cityID,
    flag: initial.flag,
    // spec §3: the header city is the name the host resolved for the first load.
    headerCity: initial.name,
    name: initial.name,
    loading: false,
    searchRegion: initial.searchRegion,
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
    const key = keyOf(getCity, { id });
    // A fresh cached answer is used; a failure is final (not retried, not logged, as before).
    const $record = query.createFetcherStore<Pick<City, 'id' | 'title'>>(key, {
      fetcher: () => deps.api.get<Pick<City, 'id' | 'title'>>(key, { schema: { parse: isIdTitle } }),
      onErrorRetry: null,
      onError: () => {},
    });
    const { data, error } = await settledValue($record);
    if (seq !== loadSeq) return;
    const title = error === undefined ? titleOf(data) : null;
    if (title !== null) $city.set({ ...$city.get(), name: title, loading: false });
    else if (error === undefined && data === undefined) $city.setKey('loading', false); // nothing was asked (a hidden tab)
    else $city.set({ ...$city.get(), cityID: ALL_REGIONS_VALUE, name: null, loading: false });
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
    if (!Number.isSafeInteger(id) || id < 0) return;
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

  function syncChoice(choice: { cityID: number; flag: CityFlag | null }): boolean {
    const now = $city.get();
    if (!Number.isSafeInteger(choice.cityID) || choice.cityID < 0) return false;
    if (now.cityID === choice.cityID && now.flag === choice.flag) return false;
    const sameId = now.cityID === choice.cityID;
    $city.set({ ...now, cityID: choice.cityID, flag: choice.flag, name: sameId ? now.name : null, headerCity: sameId ? now.headerCity : null });
    return true;
  }

  return { $city, pickCity, chooseFlag, loadName, syncChoice, $reloadRequested, $analyticsEvent };
}
