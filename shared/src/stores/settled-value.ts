// The shell's stores keep their promise-returning actions (`fetchUser`, `loadName`: SectionProps
// is additive-only) while their answers live in the page's query cache (docs/ARCHITECTURE.md
// «Boot payload»). An action listens to its fetcher store until the store settles: a fresh cached
// answer at once, else the answer to the request the subscription started (or joined).
import type { FetcherStore, FetcherValue } from '@nanostores/query';

/**
 * The store's first value that is not loading. Subscribing starts the request before the first
 * value is read, so a value that is not loading at once is the cache's answer — or nothing, when
 * the library asks nothing (a hidden tab): `{ loading: false }` without data or error.
 */
export function settledValue<T>(store: FetcherStore<T>): Promise<FetcherValue<T>> {
  return new Promise((resolve) => {
    let settled = false;
    let unbind: (() => void) | undefined;
    unbind = store.listen((value) => {
      if (settled || value.loading) return;
      settled = true;
      resolve(value);
      unbind?.();
    });
    if (settled) unbind();
  });
}
