import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, atom, keepMount } from 'nanostores';
import { createTestSectionProps, jsonResponse } from '@donor/shared/testing/section-props';
import { DEFAULT_FILTERS, type Filters } from './filters.ts';
import { createStationList, pageGone, stationListKey } from './stations.resource.ts';

/** Key stores of @nanostores/query are batched: a changed key is applied on the next macrotask. */
const settle = async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await allTasks();
};

const page = (n: number) => ({ count: 30, num_pages: 2, next: null, previous: null, results: [{ id: n }] });
const filters = (over: Partial<Filters> = {}): Filters => ({ ...DEFAULT_FILTERS, ...over });

describe('station list resource', () => {
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => void vi.restoreAllMocks());

  it('asks once per filter state, serves a state seen before from the cache, retries a failure', async () => {
    const first = stationListKey(filters(), 1);
    const second = stationListKey(filters({ page: 2 }), 1);
    let fail = true;
    const { props, calls } = createTestSectionProps({
      routes: { [first]: page(1), [second]: () => (fail ? jsonResponse({ detail: 'x' }, 500) : page(2)) },
    });
    const $key = atom<string | null>(first);
    const $list = createStationList(props.query, $key);
    keepMount($list);
    await settle();
    expect($list.get().data).toEqual(page(1));
    $key.set(second);
    await settle();
    expect($list.get()).toMatchObject({ data: undefined, error: { status: 500 } });
    fail = false;
    $list.revalidate();
    await settle();
    expect($list.get().data).toEqual(page(2));
    $key.set(first);
    await settle();
    expect($list.get().data).toEqual(page(1));
    expect(calls.requests.map((c) => c.url)).toEqual([first, second, second]);
  });

  it('a page that no longer exists sends the visitor back to page 1', async () => {
    const { props } = createTestSectionProps();
    const $list = createStationList(props.query, atom(stationListKey(filters({ page: 9 }), 1)));
    keepMount($list);
    await settle();
    expect(pageGone($list.get(), 9)).toBe(true);
    expect(pageGone($list.get(), 1)).toBe(false);
    expect(pageGone({ loading: false, error: new Error('offline') }, 9)).toBe(false);
  });
});
