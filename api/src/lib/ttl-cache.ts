// A keyed in-memory cache with a TTL, single-flight loads and a generation counter (for the API
// load target: p99 ≤ 25 ms at 2,000 req/s, bench/README.md «API»).
// - single-flight: concurrent misses for one key share one load, so an expiry under load costs
//   one database round instead of one per waiting request (PGlite runs them one at a time);
// - generation: clear() bumps it, and a load that started before the clear is handed to the
//   requests that were already waiting but never stored — it may have read the database before
//   the write that caused the clear committed. clear() also forgets the running loads, so a
//   request that arrives after the clear never joins one of them.
// - stale: with `staleMs`, peek() still hands out an expired value for that long, so a caller
//   can answer from it while one load refreshes it (lib/read-cache.ts).
// null/undefined results are not kept (a bad token must be looked up every time).

export interface TtlCacheOptions {
  ttlMs: number;
  /** How long past its TTL peek() may still return a value (default 0). */
  staleMs?: number;
  maxEntries: number;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  expires: number;
}

export class TtlCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly flights = new Map<K, Promise<V | null | undefined>>();
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly opts: TtlCacheOptions) {
    this.now = opts.now ?? Date.now;
  }

  /** The fresh cached value, or the result of `load` (shared with concurrent callers). */
  get(key: K, load: () => Promise<V | null | undefined>): Promise<V | null | undefined> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return Promise.resolve(hit.value);
    const running = this.flights.get(key);
    if (running) return running;
    const gen = this.generation;
    // load runs a microtask later, so `flight` exists before the cleanup can look for it.
    const flight: Promise<V | null | undefined> = Promise.resolve()
      .then(load)
      .then((value) => {
        if (value != null && gen === this.generation && this.opts.ttlMs > 0) this.store(key, value);
        return value;
      })
      .finally(() => {
        if (this.flights.get(key) === flight) this.flights.delete(key);
      });
    this.flights.set(key, flight);
    return flight;
  }

  /** The kept value while it may be served: fresh within the TTL, else stale up to `staleMs`. */
  peek(key: K): { value: V; fresh: boolean } | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    const t = this.now();
    if (hit.expires > t) return { value: hit.value, fresh: true };
    if (hit.expires + (this.opts.staleMs ?? 0) > t) return { value: hit.value, fresh: false };
    return undefined;
  }

  /** Whether a load of `key` is running (one started since the last clear). */
  loading(key: K): boolean {
    return this.flights.has(key);
  }

  /** Forgets every entry and every running load (called after any write). */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.flights.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: K, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.opts.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expires: this.now() + this.opts.ttlMs });
  }
}
