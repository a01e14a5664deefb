// Hot public reads answered from memory for a few seconds. On the embedded PGlite every query
// runs on the one JS thread (~5 ms each under load: `npm run bench` profile, issue 5), and the
// busiest calls — city search, station lists and the map — are the same for every anonymous
// visitor. Only anonymous GETs of the listed paths are kept; any successful write empties the
// cache, so a change made through the API is never hidden.
// Expiry under load (issue 5, measured: 10 concurrent misses of the Moscow station list take
// ~100 ms in process, ~160 ms p99 at 2,000 req/s, because PGlite runs them one after another):
// - single-flight: concurrent misses of one key share one computation;
// - stale-while-revalidate: once an entry has expired, the first request recomputes it and the
//   others get the old body meanwhile (at most `staleMs` old). A write empties everything at
//   once, as before, and a computation that started before a write is never stored.
import type { MiddlewareHandler } from 'hono';

export interface ReadCacheOptions {
  ttlMs: number;
  /** How long past its TTL an entry may still be served while it is being recomputed. */
  staleMs?: number;
  maxEntries: number;
  /** Paths whose anonymous GET answers are the same for everyone. */
  paths: RegExp;
  now?: () => number;
}

interface Entry {
  body: ArrayBuffer;
  contentType: string;
  expires: number;
}

const answer = (e: Entry, how: 'hit' | 'stale') =>
  new Response(e.body, { status: 200, headers: { 'content-type': e.contentType, 'x-cache': how } });

export function readCache(opts: ReadCacheOptions): MiddlewareHandler {
  const now = opts.now ?? Date.now;
  const staleMs = opts.staleMs ?? 0;
  const entries = new Map<string, Entry>();
  /** Running computations by key; each resolves to the stored entry, or null if not cacheable. */
  const flights = new Map<string, Promise<Entry | null>>();
  let generation = 0;
  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET') {
      await next();
      if (method !== 'HEAD' && method !== 'OPTIONS' && c.res.status < 400) {
        generation++;
        entries.clear();
        flights.clear();
      }
      return;
    }
    if (c.req.header('authorization') || !opts.paths.test(c.req.path)) return next();
    const url = new URL(c.req.url);
    const key = url.pathname + url.search;
    const hit = entries.get(key);
    const t = now();
    if (hit && hit.expires > t) return answer(hit, 'hit');
    const running = flights.get(key);
    if (running) {
      if (hit && hit.expires + staleMs > t) return answer(hit, 'stale');
      const shared = await running;
      if (shared) return answer(shared, 'hit');
      return next(); // the answer was not cacheable (an error, not JSON): compute our own
    }
    // This request computes the entry; concurrent ones wait for it or get the stale body.
    const gen = generation;
    let done!: (e: Entry | null) => void;
    const flight = new Promise<Entry | null>((resolve) => (done = resolve));
    flights.set(key, flight);
    let entry: Entry | null = null;
    try {
      await next();
      const contentType = c.res.headers.get('content-type') ?? '';
      if (c.res.status === 200 && contentType.includes('application/json')) {
        entry = { body: await c.res.clone().arrayBuffer(), contentType, expires: now() + opts.ttlMs };
        // A write finished meanwhile: this body may predate it, so it is not kept.
        if (gen === generation) {
          entries.delete(key);
          if (entries.size >= opts.maxEntries) entries.delete(entries.keys().next().value!);
          entries.set(key, entry);
        }
      }
    } finally {
      if (flights.get(key) === flight) flights.delete(key);
      done(entry);
    }
  };
}
