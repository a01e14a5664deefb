import { afterEach, describe, expect, it } from 'vitest';
import { allTasks, atom, cleanStores } from 'nanostores';
import { createApi } from './api.ts';
import { createQueryContext, type FetcherStore } from './query.ts';

const stores: FetcherStore<unknown>[] = [];
afterEach(() => cleanStores(...stores));

/** A context over an API that answers `null` ("none yet", as GET /api/honor-certificate/ does). */
function contextAnsweringNull() {
  const fetch = (async () => new Response('null', { status: 200, headers: { 'content-type': 'application/json' } })) as typeof globalThis.fetch;
  const api = createApi({ baseURL: 'http://127.0.0.1', getToken: () => null, fetch });
  return createQueryContext({ api, retry: false });
}

describe('query context', () => {
  it("a primed answer is the store's value before anyone subscribes (a page's first render has its data)", async () => {
    const api = createApi({ baseURL: 'http://127.0.0.1', getToken: () => null, fetch: (async () => { throw new Error('no request expected'); }) as typeof globalThis.fetch });
    const query = createQueryContext({ api, retry: false, primed: { '/api/blood_stations/?page=1': { count: 1 } } });
    const $page = atom<string | null>('/api/blood_stations/?page=1');
    const $list = query.createFetcherStore<{ count: number }>([$page]);
    stores.push($list as FetcherStore<unknown>);
    expect($list.get()).toMatchObject({ data: { count: 1 }, loading: false });
    // Subscribing finds the same answer: nothing is asked (the API above would throw), nothing changes.
    const seen: unknown[] = [];
    const unsubscribe = $list.listen((value) => seen.push(value.data));
    await allTasks();
    expect($list.get()).toMatchObject({ data: { count: 1 }, loading: false });
    expect($list.get().error).toBeUndefined();
    unsubscribe();
    // A key not in the cache, or not known yet, starts empty as before.
    expect(query.createFetcherStore(['/api/blood_stations/?page=2']).get().data).toBeUndefined();
    expect(query.createFetcherStore([atom<string | null>(null)]).get().data).toBeUndefined();
  });

  it('a store restarted within the dedupe time still shows a cached null answer (no endless skeleton)', async () => {
    const query = contextAnsweringNull();
    const $none = query.createFetcherStore<null>('/api/honor-certificate/');
    stores.push($none as FetcherStore<unknown>);
    const first = $none.listen(() => {});
    await allTasks();
    expect($none.get()).toMatchObject({ data: null, loading: false });
    first();
    await new Promise((r) => setTimeout(r, 1100)); // nanostores stops a store 1 s after its last listener
    const again = $none.listen(() => {});
    await allTasks();
    await Promise.resolve();
    expect($none.get()).toMatchObject({ data: null, loading: false });
    again();
  });
});
