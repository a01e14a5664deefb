// The top-donors filter store (spec §4 Top-donors filters): draft, Apply keeping the year toggle,
// Reset clearing draft, filter and option lists, the badge count rules, the cascade and the
// option lists' requests — on the real query context of the section test double.
import { allTasks as nanoTasks, cleanStores, keepMount } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestSectionProps } from '@donor/shared/testing/section-props';
import { TOP_FILTER_DEFAULTS, type TopFilter } from '@donor/shared/contract/top-rules';
import type { SearchStore } from '@donor/shared/search.store';
import { ageErrors, createTopFilters, filterCount, optionListKey, setFilters, without, type Option } from './top-filters.store.ts';

const stores: Parameters<typeof cleanStores>[number][] = [];
afterEach(() => cleanStores(...stores.splice(0)));

/** The library starts a fetch on the next tick after a key changes. */
async function allTasks() {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await nanoTasks();
}

/** The options a search store settles on for a text (SearchSelect hands it the trimmed text). */
async function found(search: SearchStore<Option>, text: string): Promise<Option[]> {
  const unbind = search.$result.listen(() => {});
  search.setText(text.trim());
  await vi.waitFor(() => {
    const now = search.$result.get();
    if (now.loading || now.text !== text.trim()) throw new Error('still searching');
  });
  const { options } = search.$result.get();
  unbind();
  return options;
}

const f = (over: Partial<TopFilter> = {}): TopFilter => ({ ...TOP_FILTER_DEFAULTS, ...over });
const list = <T,>(results: T[]) => ({ count: results.length, num_pages: 1, next: null, previous: null, results });

function setup(initial?: TopFilter) {
  const { props, calls } = createTestSectionProps({
    routes: {
      '/api/countries/?page_size=100': list([{ id: 1, title: 'Россия' }, { id: 2, title: 'Беларусь' }]),
      '/api/regions/?country=1&page_size=100': list([{ id: 41, title: 'Республика Татарстан', country_id: 1 }]),
      '/api/cities/?country=1&region=41&page_size=100': list([{ id: 50, title: 'Казань' }]),
      '/api/blood_stations/all_names/?city_id=50&page_size=100': list([{ id: 9, title: 'РКЦ Казань' }]),
      '/api/organizations/all_names/?page_size=100': list([{ id: 3, name: 'КФУ' }]),
      '/api/organizations/all_names/?country=1&region=41&city_id=50&page_size=100': list([{ id: 3, name: 'КФУ' }]),
      '/api/cities/?country=1&s=%D0%BA%D0%B0%D0%B7&page_size=20': list([{ id: 50, title: 'Казань' }]),
    },
  });
  const store = createTopFilters({ query: props.query, ...(initial ? { initial } : {}) });
  stores.push(store.$draft, store.$count, store.$applied, store.$ageErrors, ...Object.values(store.options));
  return { store, calls };
}

describe('badge count (spec §4)', () => {
  it('counts fields differing from the defaults; the age pair once; the year toggle never', () => {
    expect(filterCount(TOP_FILTER_DEFAULTS)).toBe(0);
    expect(filterCount(f({ by_year: true }))).toBe(0);
    expect(filterCount(f({ age_start: 20 }))).toBe(1);
    expect(filterCount(f({ age_start: 20, age_end: 40 }))).toBe(1);
    expect(filterCount(f({ kell: 'any', gender: 'any' }))).toBe(0);
    expect(filterCount(f({ kell: 'negative', gender: 'male', blood_group: ['o_plus', 'a_plus'], components: ['plasma'] }))).toBe(4);
    const all = f({ by_year: true, country: 1, region: 41, city: 50, blood_station_id: 9, blood_group: ['o_plus'], kell: 'positive', age_start: 18, age_end: 60, gender: 'female', organization_id: 3, components: ['blood'] });
    expect(filterCount(all)).toBe(10);
    expect(setFilters(all)).toEqual(['country', 'region', 'city', 'blood_station_id', 'blood_group', 'kell', 'age', 'gender', 'organization_id', 'components']);
    expect(without(all, 'age')).toMatchObject({ age_start: null, age_end: null, by_year: true });
    expect(without(all, 'blood_group').blood_group).toEqual([]);
  });
});

describe('top filters store', () => {
  it('edits go to the draft only; the badge follows the draft', () => {
    const { store } = setup();
    keepMount(store.$count);
    store.toggle('blood_group', 'a_plus');
    store.toggle('blood_group', 'o_plus');
    store.toggle('blood_group', 'a_plus');
    store.setKell('negative');
    store.setAge('age_start', '25');
    store.setAge('age_end', '40');
    expect(store.$draft.get()).toMatchObject({ blood_group: ['o_plus'], kell: 'negative', age_start: 25, age_end: 40 });
    expect(store.$count.get()).toBe(3);
    expect(store.$applied.get()).toEqual(TOP_FILTER_DEFAULTS);
    expect(store.$committed.get()).toBeNull();
  });

  it('Apply copies the draft and keeps the applied year toggle; closing without Apply drops edits', () => {
    const { store } = setup(f({ by_year: true }));
    store.setOpen(true);
    store.setGender('female');
    store.setOpen(false);
    expect(store.$draft.get().gender).toBe('any');
    store.setOpen(true);
    store.setGender('male');
    expect(store.apply()).toBe(true);
    expect(store.$applied.get()).toEqual(f({ by_year: true, gender: 'male' }));
    expect(store.$committed.get()).toEqual({ filter: f({ by_year: true, gender: 'male' }) });
  });

  it('the year toggle is committed at once, outside the draft', () => {
    const { store } = setup(f({ city: 1 }));
    store.setGender('female');
    store.setYear(true);
    expect(store.$committed.get()?.filter).toEqual(f({ city: 1, by_year: true }));
    expect(store.$draft.get().gender).toBe('any');
  });

  it('a wrong age refuses Apply with the API\'s message', () => {
    const { store } = setup();
    store.setAge('age_start', '12');
    expect(store.apply()).toBe(false);
    expect(store.$ageErrors.get()).toEqual({ age_start: 'Возраст — целое число от 18 до 100' });
    store.setAge('age_start', '40');
    store.setAge('age_end', '30');
    expect(store.$ageErrors.get()).toEqual({ age_end: 'Возраст «до» не может быть меньше возраста «от»' });
    expect(store.apply()).toBe(false);
    expect(store.$committed.get()).toBeNull();
    expect(ageErrors({ age_start: '1a', age_end: '' })).toHaveProperty('age_start');
    store.setAge('age_end', '');
    expect(store.apply()).toBe(true);
    expect(store.$applied.get()).toMatchObject({ age_start: 40, age_end: null });
  });

  it('country → region → city cascade: a parent change clears its children and the station', () => {
    const { store } = setup();
    store.pick('country', { value: 1, label: 'Россия' });
    store.pick('region', { value: 41, label: 'Республика Татарстан' });
    store.pick('city', { value: 50, label: 'Казань' });
    store.pick('blood_station_id', { value: 9, label: 'РКЦ Казань' });
    store.pick('organization_id', { value: 3, label: 'КФУ' });
    store.pick('region', { value: 41, label: 'Республика Татарстан' }); // the same value: nothing changes
    expect(store.$draft.get()).toMatchObject({ country: 1, region: 41, city: 50, blood_station_id: 9, organization_id: 3 });
    store.pick('city', null);
    expect(store.$draft.get()).toMatchObject({ city: null, blood_station_id: null, region: 41 });
    store.pick('country', { value: 2, label: 'Беларусь' });
    expect(store.$draft.get()).toMatchObject({ country: 2, region: null, city: null, organization_id: 3 });
    expect(store.$picked.get().organization_id).toEqual({ value: 3, label: 'КФУ' });
  });

  it('option lists are asked only while the modal is open, by the draft\'s parents', async () => {
    const { store, calls } = setup();
    for (const $o of Object.values(store.options)) keepMount($o);
    await allTasks();
    expect(calls.requests).toEqual([]);
    store.setOpen(true);
    await allTasks();
    expect(calls.requests.map((r) => r.url).sort()).toEqual(['/api/countries/?page_size=100', '/api/organizations/all_names/?page_size=100']);
    store.pick('country', { value: 1, label: 'Россия' });
    store.pick('region', { value: 41, label: 'Республика Татарстан' });
    store.pick('city', { value: 50, label: 'Казань' });
    await allTasks();
    expect(store.options.region.get().data?.results).toEqual([{ id: 41, title: 'Республика Татарстан', country_id: 1 }]);
    expect(store.options.city.get().data?.results[0]?.title).toBe('Казань');
    expect(store.options.blood_station_id.get().data?.results[0]?.title).toBe('РКЦ Казань');
    expect(store.options.organization_id.get().data?.results[0]?.name).toBe('КФУ');
  });

  it('Reset clears the draft, the applied filter (year toggle too) and the option lists', async () => {
    const { store } = setup(f({ by_year: true, country: 1, region: 41, city: 50, gender: 'male' }));
    for (const $o of Object.values(store.options)) keepMount($o);
    store.setOpen(true);
    await allTasks();
    expect(store.options.city.get().data?.results).toHaveLength(1);
    store.reset();
    await allTasks();
    expect(store.$draft.get()).toEqual(TOP_FILTER_DEFAULTS);
    expect(store.$applied.get()).toEqual(TOP_FILTER_DEFAULTS);
    expect(store.$committed.get()).toEqual({ filter: TOP_FILTER_DEFAULTS });
    expect(store.$picked.get()).toEqual({});
    for (const field of ['region', 'city', 'blood_station_id'] as const) expect(store.options[field].get().data).toBeUndefined();
  });

  it('sync follows the URL (back button): applied and draft become it', () => {
    const { store } = setup();
    store.setGender('female');
    store.sync(f({ city: 1 }));
    expect(store.$applied.get()).toEqual(f({ city: 1 }));
    expect(store.$draft.get()).toEqual(f({ city: 1 }));
    expect(store.$ageText.get()).toEqual({ age_start: '', age_end: '' });
    store.sync(f({ age_start: 30 }));
    expect(store.$ageText.get()).toEqual({ age_start: '30', age_end: '' });
  });

  it('remove drops one applied filter at once', () => {
    const { store } = setup(f({ by_year: true, age_start: 20, age_end: 30, city: 1 }));
    store.remove('age');
    expect(store.$committed.get()?.filter).toEqual(f({ by_year: true, city: 1 }));
  });

  it('searches from the first character within the chosen parents', async () => {
    const { store, calls } = setup();
    store.pick('country', { value: 1, label: 'Россия' });
    expect(await found(store.searches.city, '  ')).toEqual([]);
    expect(await found(store.searches.city, ' каз ')).toEqual([{ value: 50, label: 'Казань' }]);
    expect(calls.requests.map((r) => r.url)).toEqual(['/api/cities/?country=1&s=%D0%BA%D0%B0%D0%B7&page_size=20']);
  });

  it('option list keys: no long list without its parent', () => {
    expect(optionListKey('region', TOP_FILTER_DEFAULTS)).toBeNull();
    expect(optionListKey('city', f({ country: 1 }))).toBeNull();
    expect(optionListKey('blood_station_id', f({ region: 41 }))).toBeNull();
    expect(optionListKey('organization_id', f({ city: 50 }))).toBe('/api/organizations/all_names/?city_id=50&page_size=100');
  });
});
