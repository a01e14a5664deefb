// The data idiom of every section (docs/ARCHITECTURE.md "Data in the browser"): requests held
// in stores are @nanostores/query fetcher stores over ONE context the shell creates with the
// shared api client and passes to sections in their props. One context per page means one
// cache: the answers the host embedded for the first screen (boot.ts) and the invalidation after
// a write or a login reach every section, and the library ships once, with the shell.
//
// A request key is the request itself: the API path with its query string (requestKey()). The
// fetcher simply GETs the key, and the host computes the same string when it primes the cache.
import { nanoquery } from '@nanostores/query';
import { atom, onStart, type ReadableAtom } from 'nanostores';
import type { FetcherStore, FetcherValue, KeyInput, KeySelector, ManualMutator, MutatorStore, CommonSettings } from '@nanostores/query';
import type { Api } from './api.ts';
import { isApiError, isNotFound } from './api-error.ts';
import { isOffline } from './stores/online.store.ts';
import { reportError } from './analytics-events.ts';

export type { FetcherStore, MutatorStore } from '@nanostores/query';

export { requestKey, type QueryValue } from './query-key.ts';

/** How long a primed or fetched answer is served without asking again (nanoquery dedupeTime). */
export const DEDUPE_MS = 4_000;
/** Retries of a failed read: network trouble and 5xx only, never a 4xx (the answer is final). */
const MAX_RETRIES = 3;
/** The header the service worker adds to an /api/ answer it gave from its cache (its ISO time). */
export const CACHED_AT_HEADER = 'x-cached-at';

type CacheEntry = { data?: unknown; error?: unknown; created?: number; expires?: number };

export interface QueryContext {
  createFetcherStore<T = unknown>(key: KeyInput, settings?: CommonSettings<T>): FetcherStore<T, unknown>;
  createMutatorStore<Data = void, Result = unknown>(mutator: ManualMutator<Data, Result>): MutatorStore<Data, Result, unknown>;
  invalidateKeys(selector: KeySelector): void;
  revalidateKeys(selector: KeySelector): void;
  mutateCache(selector: KeySelector, data?: unknown): void;
  /**
   * Request key → when the answer on screen was stored, for answers the service worker gave from
   * its cache (the `X-Cached-At` header): «Данные на 14:05» (ui/cached-at.tsx). A live answer
   * removes its key.
   */
  $cachedAt: ReadableAtom<Readonly<Record<string, string>>>;
}

export interface QueryContextOptions {
  api: Pick<Api, 'get'> & Partial<Pick<Api, 'raw'>>;
  /** Answers the host embedded in the page (request key → body), served as fresh ones. */
  primed?: Readonly<Record<string, unknown>>;
  /**
   * The page itself came from the service worker's cache (boot payload `cachedAt`): its primed
   * answers are as old as the page, and say so like any kept answer («Данные на 14:05»).
   */
  primedAt?: string | undefined;
  /** Tests: 0 makes every subscription ask again. */
  dedupeTime?: number;
  /** Tests: false turns the retries off. */
  retry?: boolean;
  /** Tests: the wait before a retry (1 s, 2 s, 4 s by default). */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export function createQueryContext(options: QueryContextOptions): QueryContext {
  const now = options.now ?? Date.now;
  const dedupeTime = options.dedupeTime ?? DEDUPE_MS;
  const cache = keepDataOnError(new Map<string, CacheEntry>());
  for (const [key, data] of Object.entries(options.primed ?? {})) {
    if (data !== undefined) cache.set(key, { data, created: now(), expires: Infinity });
  }
  const primedAt = options.primedAt;
  const $cachedAt = atom<Readonly<Record<string, string>>>(
    primedAt ? Object.fromEntries(Object.keys(options.primed ?? {}).map((key) => [key, primedAt])) : {},
  );
  const noteCachedAt = (key: string, at: string | null): void => {
    const all = $cachedAt.get();
    if ((all[key] ?? null) === at) return;
    const next = { ...all };
    if (at) next[key] = at;
    else delete next[key];
    $cachedAt.set(next);
  };
  const read = async (key: string): Promise<unknown> => {
    if (!options.api.raw) return options.api.get(key);
    const response = await options.api.raw(key);
    noteCachedAt(key, response.headers?.get(CACHED_AT_HEADER) ?? null);
    return response._data;
  };
  const TRANSIENT = new Set([502, 503, 504]);
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  // The retries live in the fetcher, not in nanoquery's onErrorRetry: the library retries by
  // dropping the key from the cache, and a page on screen blanked to its skeleton a second after
  // a failed refresh (docs/ARCHITECTURE.md §2.5 «Offline»). Here the store stays `loading` with
  // its data while the read is asked again; each attempt has the api client's time limit.
  const fetcher = async (...parts: unknown[]): Promise<unknown> => {
    const key = parts.join('');
    for (let attempt = 0; ; attempt++) {
      try {
        return await read(key);
      } catch (error) {
        // Asked again: no answer, or a gateway that could not reach the API (502–504). A 500 is
        // the API's own failure, the same on every try: the page shows it at once (spec §8).
        const final = isApiError(error) && (error.kind === 'abort' || (error.kind === 'http' && !TRANSIENT.has(error.status)));
        if (options.retry === false || final || attempt >= MAX_RETRIES) throw error;
        await sleep(1_000 * 2 ** attempt);
      }
    }
  };
  const [createFetcherStore, createMutatorStore, manual] = nanoquery({
    cache,
    dedupeTime,
    // Stale answers stay on screen while a newer one loads, however old (stale-while-revalidate);
    // set explicitly because mutateCache() otherwise gives a written entry only 8 s.
    cacheLifetime: Infinity,
    fetcher,
    onErrorRetry: null,
    // spec §8: request failures are logged; the page shows the store's `error`. Offline there is
    // nobody to report to, and nothing the site did wrong.
    onError: (error) => {
      if (isNotFound(error)) return;
      console.error('Запрос не выполнен', error);
      if (!isOffline()) reportError(error, 'page-load'); // spec §8: a failed page-level data load goes to error reporting
    },
  });
  // The network is back: what failed, and what the service worker answered from its cache, is
  // asked again by the stores on screen (revalidate keeps their data shown meanwhile).
  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => {
      const cachedAt = $cachedAt.get();
      manual.revalidateKeys((key) => cache.get(key)?.error !== undefined || key in cachedAt);
    });
  }
  // An invalidation asked for by a page or the shell (a new token: someone else's view) empties
  // what is on screen; the library's own (a write marking a list stale) keeps it until the answer.
  let forgetting = false;
  const invalidateKeys = (selector: KeySelector): void => {
    forgetting = true;
    try {
      manual.invalidateKeys(selector);
    } finally {
      forgetting = false;
    }
  };
  return {
    createFetcherStore: (key, settings) =>
      seedFromCache(keepShownData(keepCachedNull(createFetcherStore(key, settings), cache), () => forgetting), key, cache, now),
    // throttleCalls: a second submit while the first is in flight is ignored (no double POST).
    // The library resets a mutator's `loading` only while someone listens: a page subscribes to
    // the mutators it calls (useStore), which it needs anyway to show `loading` and `error`.
    createMutatorStore: (mutator) => createMutatorStore(mutator, { throttleCalls: true, onError: (error) => console.error('Запись не выполнена', error) }),
    invalidateKeys,
    revalidateKeys: manual.revalidateKeys,
    mutateCache: manual.mutateCache,
    $cachedAt,
  };
}

/**
 * A failed refresh does not throw away the answer it was to replace: nanoquery stores the
 * failure in place of the entry, and the next store to read the key found an error and no data.
 * The entry keeps its data beside the error, so every reader shows the data (states.tsx).
 */
function keepDataOnError(cache: Map<string, CacheEntry>): Map<string, CacheEntry> {
  const set = cache.set.bind(cache);
  cache.set = (key, entry) => {
    const previous = cache.get(key);
    if (entry.error !== undefined && entry.data === undefined && previous?.data !== undefined) return set(key, { ...entry, data: previous.data });
    return set(key, entry);
  };
  return cache;
}

/**
 * A store that shows an answer keeps showing it while the same key is asked again, however that
 * came about (a list a write marked stale, a retry): only the skeleton of a first load is blank.
 * Not when the page or the shell asked to forget (`forgetting`), nor for another key.
 */
function keepShownData<T>(store: FetcherStore<T>, forgetting: () => boolean): FetcherStore<T> {
  const set = store.set.bind(store);
  let shownKey: string | undefined;
  store.set = (value) => {
    const current = store.value;
    if (value.loading && value.data === undefined && current?.data !== undefined && shownKey === store.key && !forgetting()) {
      set({ ...value, data: current.data } as FetcherValue<T>);
      return;
    }
    if (value.data !== undefined) shownKey = store.key;
    set(value);
  };
  return store;
}

/** The key a store's parts make right now (nanoquery joins them), or null when one is not known yet. */
function keyNow(input: KeyInput): string | null {
  if (!Array.isArray(input)) return String(input);
  const parts: string[] = [];
  for (const part of input) {
    if (typeof part === 'string' || typeof part === 'number') parts.push(String(part));
    else if (part === true) parts.push('true');
    else if (typeof part === 'object' && part !== null && 'get' in part && !('invalidate' in part)) {
      const value = (part as { get(): unknown }).get();
      if (value === null || value === undefined || value === false) return null;
      parts.push(String(value));
    } else return null;
  }
  return parts.join('');
}

/**
 * A fresh cached answer (first of all one the host embedded in the page) is the store's value
 * while nobody listens, too. nanoquery empties a stopped store, and a store's `get()` without
 * listeners starts and stops it on the spot — which is how React's first render reads it: a
 * section page rendered its skeleton first and its data one commit later, and on a slow phone
 * that second render was what the largest paint waited for (/bloodstations/). With the answer
 * kept, the first commit has the data; subscribing later finds the same answer and changes nothing.
 */
function seedFromCache<T>(store: FetcherStore<T>, input: KeyInput, cache: Map<string, { data?: unknown; expires?: number }>, now: () => number): FetcherStore<T> {
  const get = store.get.bind(store);
  const seeded = store as { get: () => FetcherValue<T>; value: FetcherValue<T>; lc: number };
  seeded.get = () => {
    const value = get();
    if (seeded.lc > 0 || value.data !== undefined || value.error !== undefined) return value;
    const key = keyNow(input);
    const hit = key ? cache.get(key) : undefined;
    if (!hit || hit.data === undefined || (hit.expires ?? 0) <= now()) return value;
    return (seeded.value = { data: hit.data as T, loading: false });
  };
  return store;
}

/** Keys that start with `prefix` (every page of a list, every filter of a search). */
export const keysStartingWith = (prefix: string) => (key: string): boolean => key.startsWith(prefix);

/**
 * Answers of `null` ("none yet": no plan, no certificate) must survive a store's restart. When a
 * fetcher store is stopped and started again within the dedupe time, nanoquery compares the
 * cached answer with the store's emptied value using `!=`, and `undefined != null` is false: the
 * store is left with neither data nor loading, and its page shows a skeleton for good (seen on
 * /profile/ when the blocks below the certificate mounted). We put the cached `null` back.
 */
function keepCachedNull<T>(store: FetcherStore<T>, cache: Map<string, { data?: unknown; expires?: number }>): FetcherStore<T> {
  onStart(store, () => {
    queueMicrotask(() => {
      const { key, value } = store;
      if (!key || !value || value.loading || value.data !== undefined || value.error !== undefined) return;
      const cached = cache.get(key);
      if (cached && cached.data === null && (cached.expires ?? 0) > Date.now()) store.set({ data: null as T, loading: false });
    });
  });
  return store;
}

