import { afterEach, describe, expect, it } from 'vitest';
import { allTasks, cleanStores } from 'nanostores';
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
