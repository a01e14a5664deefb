import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, atom, cleanStores, keepMount } from 'nanostores';
import { createTestSectionProps } from '@donor/shared/testing/section-props';
import { createHomeNeeds, homeNeedsKey } from './home-needs.resource.ts';
import { makeItem } from '../recipient/recipient-fixtures.ts';

const list = (ids: number[]) => ({ count: ids.length, num_pages: 1, next: null, previous: null, results: ids.map((id) => makeItem({ id })) });

describe('home page requests (spec §7 address_needs with main_page and city_id)', () => {
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => void vi.restoreAllMocks());

  it('asks for the selected city’s active requests, and again when the city changes', async () => {
    expect(homeNeedsKey(50)).toBe('/api/address_needs/?main_page=true&city_id=50&page_size=5');
    expect(homeNeedsKey(0)).toBe('/api/address_needs/?main_page=true&page_size=5'); // 'All regions' (spec §9)
    const { props, calls } = createTestSectionProps({
      routes: { [homeNeedsKey(1)]: list([1, 2]), [homeNeedsKey(50)]: list([7]) },
    });
    const $city = atom(1);
    const $needs = createHomeNeeds(props.query, $city);
    keepMount($needs);
    await allTasks();
    expect($needs.get().data?.results.map((n) => n.id)).toEqual([1, 2]);
    $city.set(50);
    await new Promise((r) => setTimeout(r, 0));
    await allTasks();
    expect($needs.get().data?.results.map((n) => n.id)).toEqual([7]);
    expect(calls.requests.map((c) => c.url)).toEqual([homeNeedsKey(1), homeNeedsKey(50)]);
    cleanStores($needs);
  });
});
