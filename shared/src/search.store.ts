// A search box's data (docs/ARCHITECTURE.md «Data in the browser»): the text typed, once it has
// rested for `debounceMs`, is the key of a fetcher store of the page's query context. The library
// sets a store only from the answer to its current key, so an older, slower search can never
// overwrite a newer one — nothing is aborted by hand — and a text asked again within the dedupe
// time is answered from the cache. `SearchSelect` (ui/search-select.tsx) shows `$result`.
import { atom, computed, type ReadableAtom } from 'nanostores';
import type { QueryContext } from './query.ts';

/** The pause in typing before a search is asked. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface SearchResult<T> {
  /** The text these options answer (trimmed); '' when nothing is searched. */
  text: string;
  options: T[];
  /** The text has not rested yet, or its answer is on its way. */
  loading: boolean;
}

export interface SearchStore<T> {
  /** The trimmed text to search for; '' stops searching at once. */
  setText(text: string): void;
  $result: ReadableAtom<SearchResult<T>>;
}

export interface SearchStoreOptions {
  debounceMs?: number;
}

/**
 * `toKey(text)`: the request key of a search (null: do not ask); `toOptions(answer)`: its
 * options. A failed search is logged (spec §8) and answers no options; it is not retried.
 */
export function createSearchStore<Answer, T>(
  query: QueryContext,
  toKey: (text: string) => string | null,
  toOptions: (answer: Answer) => T[],
  options: SearchStoreOptions = {},
): SearchStore<T> {
  const debounceMs = options.debounceMs ?? SEARCH_DEBOUNCE_MS;
  const $typed = atom('');
  const $rested = atom('');
  const $key = computed($rested, (text) => (text ? toKey(text) : null));
  const $answer = query.createFetcherStore<Answer>([$key], {
    onErrorRetry: null,
    onError: (error) => console.error('Поиск вариантов не удался', error),
  });
  const $result = computed([$typed, $rested, $key, $answer], (typed, rested, key, answer): SearchResult<T> => {
    if (!typed || (typed === rested && key === null)) return { text: typed, options: [], loading: false };
    // The library moves to a new key on the next tick: until then the value is the old key's.
    if (typed !== rested || $answer.key !== key || answer.loading) return { text: typed, options: [], loading: true };
    const found = answer.error === undefined && answer.data !== undefined ? toOptions(answer.data) : [];
    return { text: typed, options: found, loading: false };
  });

  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    setText(text) {
      clearTimeout(timer);
      $typed.set(text);
      if (!text) $rested.set('');
      else timer = setTimeout(() => $rested.set(text), debounceMs);
    },
    $result,
  };
}
