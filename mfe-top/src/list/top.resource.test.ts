// The ranking resource (top.resource.ts) and the place names (place-labels.resource.ts) on the
// section test double: the host's primed answer is used without asking, a new filter asks once by
// its key, a page past the end is seen as gone, names come by the ids of a shared link.
import { allTasks as nanoTasks, atom, cleanStores, keepMount } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestSectionProps, jsonResponse } from '@donor/shared/testing/section-props';
import { TOP_FILTER_DEFAULTS, type TopFilter, type TopItem, type UsersTop } from '@donor/shared/contract/top';
import { parseTopSearch } from '@donor/shared/top-request';
import { createTopList, pageGone, topListKey } from './top.resource.ts';
import { createPlaceLabels, labelIn, placeLabelKey } from '../filters/place-labels.resource.ts';

const stores: Parameters<typeof cleanStores>[number][] = [];
afterEach(() => cleanStores(...stores.splice(0)));
async function allTasks() {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await nanoTasks();
}

const item = (position: number, over: Partial<TopItem> = {}): TopItem => ({
  position, name: `Донор ${position}`, photo: null, city: { id: 1, title: 'Москва' }, reached_at: '2026-01-01',
  counts: { total: 30 - position, blood: 30 - position, plasma: 0, platelets: 0, erythrocytes: 0, granulocytes: 0 }, ...over,
});
const answer = (items: TopItem[], me: UsersTop['user_info'] = null): UsersTop => ({
  items: { count: items.length, num_pages: 1, next: null, previous: null, results: items }, user_info: me,
});

describe('top resource', () => {
  it('starts from the host\'s first-screen answer, then asks once per new filter', async () => {
    const first = parseTopSearch('?city=1');
    const second = parseTopSearch('?city=1&blood_group=o_plus');
    const mine = { ...item(40), page: 2 };
    const { props, calls } = createTestSectionProps({
      primed: { [topListKey(first)]: answer([item(1), item(2)], mine) },
      routes: { [topListKey(second)]: answer([item(1)]) },
    });
    const $key = atom(topListKey(first));
    const $list = createTopList(props.query, $key);
    stores.push($list);
    keepMount($list);
    await allTasks();
    expect(calls.requests).toEqual([]);
    expect($list.get().data?.user_info).toEqual(mine);
    $key.set(topListKey(second));
    await allTasks();
    expect(calls.requests.map((r) => r.url)).toEqual(['/api/users_top/?city=1&blood_group=o_plus']);
    expect($list.get().data?.items.results).toHaveLength(1);
  });

  it('a page past the end is gone (go to page 1); a failure on page 1 is an error to retry', async () => {
    const gone = parseTopSearch('?page=9');
    const broken = parseTopSearch('?city=2');
    const { props } = createTestSectionProps({
      routes: {
        [topListKey(gone)]: jsonResponse({ detail: 'Неверная страница.' }, 404),
        [topListKey(broken)]: jsonResponse({ detail: 'Ошибка' }, 500),
      },
    });
    const $gone = createTopList(props.query, atom(topListKey(gone)));
    const $broken = createTopList(props.query, atom(topListKey(broken)));
    stores.push($gone, $broken);
    keepMount($gone);
    keepMount($broken);
    await allTasks();
    expect(pageGone($gone.get(), 9)).toBe(true);
    expect(pageGone($broken.get(), 1)).toBe(false);
    expect($broken.get().error).toBeDefined();
  });
});

describe('place labels', () => {
  const f = (over: Partial<TopFilter>): TopFilter => ({ ...TOP_FILTER_DEFAULTS, ...over });
  const list = <T,>(results: T[]) => ({ count: results.length, num_pages: 1, next: null, previous: null, results });

  it('asks nothing for a filter without places', async () => {
    const { props, calls } = createTestSectionProps();
    const $labels = createPlaceLabels(props.query, atom(f({ blood_group: ['o_plus'] })));
    stores.push($labels);
    keepMount($labels);
    await allTasks();
    expect(calls.requests).toEqual([]);
    expect($labels.get()).toEqual({});
  });

  it('names the ids of a shared link, sharing the option lists\' requests', async () => {
    const filter = f({ country: 1, region: 41, city: 50, blood_station_id: 9, organization_id: 3 });
    expect(placeLabelKey('country', filter)).toBe('/api/countries/?page_size=100');
    expect(placeLabelKey('region', filter)).toBe('/api/regions/?country=1&page_size=100');
    expect(placeLabelKey('region', f({ region: 41 }))).toBe('/api/regions/?page_size=100');
    const { props, calls } = createTestSectionProps({
      routes: {
        '/api/countries/?page_size=100': list([{ id: 1, title: 'Россия' }]),
        '/api/regions/?country=1&page_size=100': list([{ id: 41, title: 'Республика Татарстан', country_id: 1 }]),
        '/api/cities/50/': { id: 50, title: 'Казань', slug: 'kazan' },
        '/api/blood_stations/9/': { id: 9, title: 'РКЦ Казань', slug: 'rkc' },
        // The organization is gone: its chip falls back to its number (filter-chips.tsx).
      },
    });
    const $labels = createPlaceLabels(props.query, atom(filter));
    stores.push($labels);
    keepMount($labels);
    await allTasks();
    expect($labels.get()).toEqual({ country: 'Россия', region: 'Республика Татарстан', city: 'Казань', blood_station_id: 'РКЦ Казань' });
    expect(calls.requests).toHaveLength(5);
    expect(labelIn({ id: 3, name: 'КФУ' }, 3)).toBe('КФУ');
    expect(labelIn({ id: 3, name: 'КФУ' }, 4)).toBeNull();
  });
});
