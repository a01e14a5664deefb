// The home page's ranking blocks (docs/ARCHITECTURE.md §2.4, slot rows 'home-top-month' and
// 'home-donors-count'; spec §7 users_top_main_page, users_count): one request each. Neither
// depends on the selected city (the API answers for the whole platform), so a city change does
// not ask again.
import { keyOf } from '@donor/shared/endpoint';
import { getUsersCount, getUsersTopMainPage } from '@donor/shared/endpoints/top';
import type { QueryContext } from '@donor/shared/query';
import type { UsersCount, UsersTopMainPage } from '@donor/shared/contract/top';

export const HOME_TOP_KEY = keyOf(getUsersTopMainPage, null);
export const HOME_COUNT_KEY = keyOf(getUsersCount, null);
/** The month's podium: the rows the home page shows (the API gives up to TOP_MAIN_PAGE_SIZE). */
export const HOME_TOP_SHOWN = 3;

export const createHomeTop = (query: QueryContext) => query.createFetcherStore<UsersTopMainPage>(HOME_TOP_KEY);
export const createHomeCount = (query: QueryContext) => query.createFetcherStore<UsersCount>(HOME_COUNT_KEY);

const MONTH = new Intl.DateTimeFormat('ru', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-11' → 'Ноябрь 2026 г.' (the answer's Moscow month, spelled by Intl for ru). */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number);
  const text = MONTH.format(new Date(Date.UTC(y!, m! - 1, 1)));
  return text.charAt(0).toUpperCase() + text.slice(1);
}
