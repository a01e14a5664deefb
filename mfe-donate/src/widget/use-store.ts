// The widget build's stand-in for @nanostores/react (aliased in vite.widget.config.ts): the
// same `useStore(store)` for whole-store reads, without listenKeys and its path helpers, which
// the form never uses — ~0.3 KB brotli of the partner budget. Same semantics otherwise.
import { useCallback, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

export function useStore<T>(store: ReadableAtom<T>): T {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  return useSyncExternalStore(subscribe, store.get, store.get);
}
