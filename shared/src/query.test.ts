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

/** A context over a fake API answering from a queue of Responses or failures (an Error = no network). */
function contextOver(answers: Array<Response | Error>, retry = true) {
  const asked: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    asked.push(new URL(String(input)).pathname);
    const next = answers.shift();
    if (!next) throw new TypeError('Failed to fetch');
    if (next instanceof Error) throw next;
    return next;
  }) as typeof globalThis.fetch;
  const api = createApi({ baseURL: 'http://127.0.0.1', getToken: () => null, fetch });
  const waits: number[] = [];
  const query = createQueryContext({ api, retry, dedupeTime: 0, sleep: async (ms) => { waits.push(ms); } });
  return { query, asked, waits };
}
const ok = (data: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(data), { status: 200, headers: { 'content-type': 'application/json', ...headers } });
const settle = async () => { for (let i = 0; i < 10; i++) { await allTasks(); await new Promise((r) => setTimeout(r, 0)); } };

describe('query context on a flaky network', () => {
  it('a read is retried 3 times (1 s, 2 s, 4 s) on no answer or a 502–504, never on a 4xx or a 500', async () => {
    const down = contextOver([new TypeError('offline'), new Response('', { status: 502 }), new TypeError('offline'), ok({ n: 1 })]);
    const $a = down.query.createFetcherStore<{ n: number }>('/api/a/');
    stores.push($a as FetcherStore<unknown>);
    $a.listen(() => {});
    await settle();
    expect($a.get()).toMatchObject({ data: { n: 1 }, loading: false });
    expect(down.waits).toEqual([1000, 2000, 4000]);

    const gone = contextOver([new Response('{"detail":"нет"}', { status: 404, headers: { 'content-type': 'application/json' } })]);
    const $b = gone.query.createFetcherStore('/api/b/');
    stores.push($b as FetcherStore<unknown>);
    $b.listen(() => {});
    await settle();
    expect(gone.asked).toEqual(['/api/b/']);
    expect($b.get().error).toBeDefined();

    // A 500 is the API's own failure, the same on every try: shown at once (spec §8), not after 7 s.
    const broken = contextOver([new Response('', { status: 500 }), ok({ n: 2 })]);
    const $d = broken.query.createFetcherStore('/api/d/');
    stores.push($d as FetcherStore<unknown>);
    $d.listen(() => {});
    await settle();
    expect(broken.asked).toEqual(['/api/d/']);
    expect($d.get().error).toBeDefined();

    const never = contextOver([]);
    const $c = never.query.createFetcherStore('/api/c/');
    stores.push($c as FetcherStore<unknown>);
    $c.listen(() => {});
    await settle();
    expect(never.asked).toHaveLength(4);
    expect($c.get()).toMatchObject({ loading: false });
    expect($c.get().error).toBeDefined();
  });

  it('a page showing data never blanks: a slow or failed refresh keeps the data, for a new reader too', async () => {
    const { query } = contextOver([ok({ n: 1 })], false);
    const $a = query.createFetcherStore<{ n: number }>('/api/a/');
    stores.push($a as FetcherStore<unknown>);
    $a.listen(() => {});
    await settle();
    const seen: Array<unknown> = [];
    $a.listen((v) => seen.push(v.data));
    query.revalidateKeys('/api/a/');
    await settle();
    expect($a.get().data).toEqual({ n: 1 });
    expect($a.get().error).toBeDefined();
    expect(seen.filter((d) => d === undefined)).toHaveLength(0);
    const $again = query.createFetcherStore<{ n: number }>('/api/a/');
    stores.push($again as FetcherStore<unknown>);
    $again.listen(() => {});
    await settle();
    expect($again.get().data).toEqual({ n: 1 });
  });

  it("a write's invalidation keeps the list on screen until the answer; the shell's forgetting empties it", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    const answers = [ok({ n: 1 })];
    let asked = 0;
    const fetch = (async () => {
      asked++;
      const a = answers.shift();
      if (a) return a;
      if (asked === 2) await gate;
      else await new Promise(() => {});
      return ok({ n: 2 });
    }) as typeof globalThis.fetch;
    const query = createQueryContext({ api: createApi({ baseURL: 'http://127.0.0.1', getToken: () => null, fetch }), retry: false, dedupeTime: 0 });
    const $list = query.createFetcherStore<{ n: number }>('/api/list/');
    stores.push($list as FetcherStore<unknown>);
    $list.listen(() => {});
    await settle();
    const $write = query.createMutatorStore<void, true>(async ({ invalidate }) => { invalidate('/api/list/'); return true; });
    $write.listen(() => {});
    await $write.mutate();
    expect($list.get()).toMatchObject({ data: { n: 1 }, loading: true });
    release();
    await settle();
    expect($list.get().data).toEqual({ n: 2 });
    query.invalidateKeys(() => true);
    expect($list.get()).toMatchObject({ loading: true });
    expect($list.get().data).toBeUndefined();
  });

  it('an answer the service worker gave from its cache is marked with its time; a live one clears it', async () => {
    const { query } = contextOver([ok({ n: 1 }, { 'X-Cached-At': '2026-11-24T14:05:00.000Z' }), ok({ n: 2 })], false);
    const $a = query.createFetcherStore<{ n: number }>('/api/a/');
    stores.push($a as FetcherStore<unknown>);
    $a.listen(() => {});
    await settle();
    expect(query.$cachedAt.get()).toEqual({ '/api/a/': '2026-11-24T14:05:00.000Z' });
    query.revalidateKeys('/api/a/');
    await settle();
    expect($a.get().data).toEqual({ n: 2 });
    expect(query.$cachedAt.get()).toEqual({});
  });

  it('the first-screen answers of a page the service worker kept carry the page\'s time; a live page\'s carry none', () => {
    const api = { get: async <T,>() => ({}) as T };
    const kept = createQueryContext({ api, primed: { '/api/a/': { n: 1 } }, primedAt: '2026-11-24T14:05:00.000Z' });
    expect(kept.$cachedAt.get()).toEqual({ '/api/a/': '2026-11-24T14:05:00.000Z' });
    expect(createQueryContext({ api, primed: { '/api/a/': { n: 1 } } }).$cachedAt.get()).toEqual({});
  });
});
