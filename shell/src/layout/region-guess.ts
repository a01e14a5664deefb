// A first visit proposes a region instead of leaving the header at «Ваш регион» and the picker at
// «Все регионы» (docs/ARCHITECTURE.md «Регион первого визита»). Order: the host's subdomain (spec
// §2 subdomain rules: the host has already selected that city), then the browser's time zone;
// geolocation only when the visitor asks for it (region-proposal.tsx). Pure: no browser, no API.
import type { CityFlag } from '@donor/shared/stores/types';

/**
 * IANA time zone → the city a proposal names (the zone's largest city with blood stations). A
 * time zone is a guess, never a choice: the visitor confirms it. 'Europe/Moscow' covers most of
 * European Russia; Moscow is still the most likely answer there, and «Выбрать другой» is one tap.
 */
export const TIME_ZONE_CITIES: Readonly<Record<string, string>> = {
  'Europe/Moscow': 'Москва',
  'Europe/Kaliningrad': 'Калининград',
  'Europe/Samara': 'Самара',
  'Europe/Ulyanovsk': 'Ульяновск',
  'Europe/Saratov': 'Саратов',
  'Europe/Astrakhan': 'Астрахань',
  'Europe/Volgograd': 'Волгоград',
  'Europe/Kirov': 'Киров',
  'Europe/Simferopol': 'Симферополь',
  'Asia/Yekaterinburg': 'Екатеринбург',
  'Asia/Omsk': 'Омск',
  'Asia/Novosibirsk': 'Новосибирск',
  'Asia/Barnaul': 'Барнаул',
  'Asia/Tomsk': 'Томск',
  'Asia/Novokuznetsk': 'Новокузнецк',
  'Asia/Krasnoyarsk': 'Красноярск',
  'Asia/Irkutsk': 'Иркутск',
  'Asia/Chita': 'Чита',
  'Asia/Yakutsk': 'Якутск',
  'Asia/Vladivostok': 'Владивосток',
  'Asia/Sakhalin': 'Южно-Сахалинск',
  'Asia/Magadan': 'Магадан',
  'Asia/Kamchatka': 'Петропавловск-Камчатский',
  'Asia/Anadyr': 'Анадырь',
  // spec §1: the CIS countries too
  'Europe/Minsk': 'Минск',
  'Asia/Almaty': 'Алматы',
  'Asia/Bishkek': 'Бишкек',
  'Asia/Tashkent': 'Ташкент',
  'Asia/Yerevan': 'Ереван',
  'Asia/Baku': 'Баку',
  'Asia/Dushanbe': 'Душанбе',
  'Europe/Chisinau': 'Кишинёв',
};

/** The city a time zone suggests, or null (unknown zone, or none given). */
export function cityOfTimeZone(timeZone: string | null | undefined): string | null {
  return (timeZone && TIME_ZONE_CITIES[timeZone]) || null;
}

export interface VisitFacts {
  /** The City and City_id cookies, as read. */
  cookieFlag: string | undefined;
  cookieCityId: string | undefined;
  /** The signed-in visitor's own city, if their profile has one. */
  userCityId: number | null | undefined;
}

/** A first visit: no choice stored (no city cookie) and no city in the visitor's profile. */
export const isFirstVisit = (f: VisitFacts): boolean => f.cookieFlag === undefined && f.cookieCityId === undefined && !f.userCityId;

export type RegionProposal =
  /** The host already selected this city (a city subdomain): the visitor only confirms it. */
  | { source: 'host'; cityID: number; title: string | null }
  /** The browser's time zone names this city; its id is looked up by title. */
  | { source: 'time-zone'; title: string };

/**
 * What a first visit proposes: the host's subdomain city first, then the time zone's city.
 * `state` is the city store's state as the host started it.
 */
export function proposeRegion(input: { hostCityID: number | null; state: { cityID: number; flag: CityFlag | null; name: string | null }; timeZone: string | null | undefined }): RegionProposal | null {
  if (input.hostCityID !== null && input.hostCityID > 0) return { source: 'host', cityID: input.hostCityID, title: input.state.cityID === input.hostCityID ? input.state.name : null };
  const title = cityOfTimeZone(input.timeZone);
  return title ? { source: 'time-zone', title } : null;
}

/** The browser's time zone (Intl), or null where it cannot tell. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    return null;
  }
}

/** Same city title, ignoring case and ё/е (as the host matches x-city names). */
export const sameTitle = (a: string, b: string): boolean => {
  const norm = (s: string) => s.trim().toLocaleLowerCase('ru').replaceAll('ё', 'е');
  return norm(a) === norm(b);
};
