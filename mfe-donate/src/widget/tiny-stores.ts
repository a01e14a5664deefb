// The widget build's stand-in for nanostores (aliased in vite.widget.config.ts): the `atom` and
// `computed` the donation store uses (get, set, listen, subscribe), ≈ 0.5 KB brotli less of the
// partner budget than the library, and no global (nanostores keeps its epoch on globalThis;
// PARTNERS.md promises window.DonorWidget as the only one). A computed store here is eager — it
// follows its sources from creation — which is right for a form that lives as long as the page;
// listeners run in subscription order, so a computed of a computed sees its source updated
// first (donation.store.ts $donorQuery over $amount and the draft). The section and the unit
// tests run the real nanostores; tiny-stores.test.ts holds this one to the same behaviour.
type Listener<T> = (value: T, old: T) => void;

export interface TinyAtom<T> {
  get(): T;
  set(value: T): void;
  listen(cb: Listener<T>): () => void;
  subscribe(cb: Listener<T>): () => void;
}

export function atom<T>(initial: T): TinyAtom<T> {
  let value = initial;
  const listeners: Listener<T>[] = [];
  const store: TinyAtom<T> = {
    get: () => value,
    set(next) {
      if (next === value) return;
      const old = value;
      value = next;
      for (const cb of [...listeners]) cb(next, old);
    },
    listen(cb) {
      listeners.push(cb);
      return () => { const i = listeners.indexOf(cb); if (i >= 0) listeners.splice(i, 1); };
    },
    subscribe(cb) {
      const off = store.listen(cb);
      cb(value, value);
      return off;
    },
  };
  return store;
}

type Values<S extends readonly TinyAtom<unknown>[]> = { [K in keyof S]: S[K] extends TinyAtom<infer V> ? V : never };

export function computed<T, S extends readonly TinyAtom<unknown>[]>(sources: S | TinyAtom<unknown>, fn: (...values: Values<S>) => T): TinyAtom<T> {
  const list = (Array.isArray(sources) ? sources : [sources]) as TinyAtom<unknown>[];
  const calc = () => fn(...(list.map((s) => s.get()) as Values<S>));
  const out = atom(calc());
  for (const s of list) s.listen(() => out.set(calc()));
  return out;
}
