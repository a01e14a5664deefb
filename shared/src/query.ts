// The data idiom of every section (docs/ARCHITECTURE.md "Data in the browser"): requests held
// in stores are @nanostores/query fetcher stores over ONE context the shell creates with the
// shared api client and passes to sections in their props. One context per page means one
// cache: the answers the host embedded for the first screen (boot.ts) and the invalidation after
// a write or a login reach every section, and the library ships once, with the shell.
//
// A request key is the request itself: the API path with its query string (requestKey()). The
// fetcher simply GETs the key, and the host computes the same string when it primes the cache.
import { nanoquery } from '@nanostores/query';
import { onStart } from 'nanostores';
import type { FetcherStore, FetcherValue, KeyInput, KeySelector, ManualMutator, MutatorStore, CommonSettings } from '@nanostores/query';
import type { Api } from './api.ts';
import { isApiError, isNotFound } from './api-error.ts';
import { reportError } from './analytics-events.ts';

export type { FetcherStore, MutatorStore } from '@nanostores/query';

export { requestKey, type QueryValue } from './query-key.ts';

/** How long a primed or fetched answer is served without asking again (nanoquery dedupeTime). */
export const DEDUPE_MS = 4_000;
/** Retries of a failed read: network trouble and 5xx only, never a 4xx (the answer is final). */
const MAX_RETRIES = 3;

export interface QueryContext {
  createFetcherStore<T = unknown>(key: KeyInput, settings?: CommonSettings<T>): FetcherStore<T, unknown>;
  createMutatorStore<Data = void, Result = unknown>(mutator: ManualMutator<Data, Result>): MutatorStore<Data, Result, unknown>;
  invalidateKeys(selector: KeySelector): void;
  revalidateKeys(selector: KeySelector): void;
  mutateCache(selector: KeySelector, data?: unknown): void;
}

export interface QueryContextOptions {
  api: Pick<Api, 'get'>;
  /** Answers the host embedded in the page (request key → body), served as fresh ones. */
  primed?: Readonly<Record<string, unknown>>;
  /** Tests: 0 makes every subscription ask again. */
  dedupeTime?: number;
  /** Tests: false turns the retry timer off. */
  retry?: boolean;
  now?: () => number;
}

export function createQueryContext(options: QueryContextOptions): QueryContext {
  const now = options.now ?? Date.now;
  const dedupeTime = options.dedupeTime ?? DEDUPE_MS;
  const cache = new Map<string, { data?: unknown; created?: number; expires?: number }>();
  for (const [key, data] of Object.entries(options.primed ?? {})) {
    if (data !== undefined) cache.set(key, { data, created: now(), expires: Infinity });
  }
  const [createFetcherStore, createMutatorStore, manual] = nanoquery({
    cache,
    dedupeTime,
    // Stale answers stay on screen while a newer one loads, however old (stale-while-revalidate);
    // set explicitly because mutateCache() otherwise gives a written entry only 8 s.
    cacheLifetime: Infinity,
    fetcher: (...parts) => options.api.get(parts.join('')),
    onErrorRetry:
      options.retry === false
        ? null
        : ({ error, retryCount }) => {
            if (retryCount > MAX_RETRIES) return null;
            if (isApiError(error) && error.kind === 'http' && error.status < 500) return null;
            return 1_000 * 2 ** (retryCount - 1);
          },
    // spec §8: request failures are logged; the page shows the store's `error`.
    onError: (error) => {
      if (isNotFound(error)) return;
      console.error('Запрос не выполнен', error);
      reportError(error, 'page-load'); // spec §8: a failed page-level data load goes to error reporting
    },
  });
  return {
    createFetcherStore: (key, settings) => seedFromCache(keepCachedNull(createFetcherStore(key, settings), cache), key, cache, now),
    // throttleCalls: a second submit while the first is in flight is ignored (no double POST).
    // The library resets a mutator's `loading` only while someone listens: a page subscribes to
    // the mutators it calls (useStore), which it needs anyway to show `loading` and `error`.
    createMutatorStore: (mutator) => createMutatorStore(mutator, { throttleCalls: true, onError: (error) => console.error('Запись не выполнена', error) }),
    invalidateKeys: manual.invalidateKeys,
    revalidateKeys: manual.revalidateKeys,
    mutateCache: manual.mutateCache,
  };
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

