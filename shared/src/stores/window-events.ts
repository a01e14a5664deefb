// A store's window listeners (nanostores onMount). nanostores unmounts a store a second after its
// last listener leaves; by then a test's DOM may be torn down and `window` gone together with its
// listeners, so the unlisten has nothing left to remove and must not throw.
export function listenWindow<K extends keyof WindowEventMap>(
  types: readonly K[],
  listener: (event: WindowEventMap[K]) => void,
): (() => void) | undefined {
  if (typeof window === 'undefined') return undefined;
  for (const type of types) window.addEventListener(type, listener);
  return () => {
    if (typeof window === 'undefined') return;
    for (const type of types) window.removeEventListener(type, listener);
  };
}
