// The widget build's stand-in for @nanostores/react (aliased in vite.widget.config.ts): the
// same `useStore(store)` for whole-store reads, without listenKeys and its path helpers, which
// the form never uses, and without useSyncExternalStore (react is preact here, see
// preact-react.ts). A change between the render and the subscription is caught on subscribing.
import { useEffect, useState } from 'react';
import type { ReadableAtom } from 'nanostores';

export function useStore<T>(store: ReadableAtom<T>): T {
  const value = store.get();
  const [, rerender] = useState(0);
  useEffect(() => {
    const update = () => rerender((n) => n + 1);
    const off = store.listen(update);
    if (store.get() !== value) update();
    return off; // `value` is the one rendered: a change since then re-renders at once
  }, [store]);
  return value;
}
