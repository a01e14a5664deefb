// Hot public reads answered from memory for a few seconds. On the embedded PGlite every query
// runs on the one JS thread (~5 ms each under load: `npm run bench` profile), and the
// busiest calls — city search, station lists and the map — are the same for every anonymous
// visitor. Only anonymous GETs of the listed paths are kept; any successful write empties the
// cache, so a change made through the API is never hidden.
// Expiry under load (measured: 10 concurrent misses of the Moscow station list take
// ~100 ms in process, ~160 ms p99 at 2,000 req/s, because PGlite runs them one after another):
// - single-flight: concurrent misses of one key share one computation;
// - stale-while-revalidate: once an entry has expired, the first request recomputes it and the
//   others get the old body meanwhile (at most `staleMs` old). A write empties everything at
//   once, as before, and a computation that started before a write is never stored.
// Several API processes: a write in another process empties this cache too, within ~1 s
// (`register` hands our clear to lib/cache-epoch.ts, which polls the shared counter).
import type { MiddlewareHandler } from 'hono';
import { TtlCache } from './ttl-cache.ts';
import { publicOrigin } from './public-origin.ts';

export interface ReadCacheOptions {
  ttlMs: number;
  /** How long past its TTL an entry may still be served while it is being recomputed. */
  staleMs?: number;
  maxEntries: number;
  /** Paths whose anonymous GET answers are the same for everyone. */
  paths: RegExp;
  now?: () => number;
  /** Receives this cache's clear, for writes made by other processes (lib/cache-epoch.ts). */
  register?: (clear: () => void) => void;
}

interface Entry {
  body: ArrayBuffer;
  contentType: string;
}

const answer = (e: Entry, how: 'hit' | 'stale') =>
  new Response(e.body, { status: 200, headers: { 'content-type': e.contentType, 'x-cache': how } });

/** The TTL, single-flight and write-generation rules are TtlCache's (lib/ttl-cache.ts). */
export function readCache(opts: ReadCacheOptions): MiddlewareHandler {
  const cache = new TtlCache<string, Entry>(opts);
  opts.register?.(() => cache.clear());
  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET') {
      await next();
      if (method !== 'HEAD' && method !== 'OPTIONS' && c.res.status < 400) cache.clear();
      return;
    }
    if (c.req.header('authorization') || !opts.paths.test(c.req.path)) return next();
    const url = new URL(c.req.url);
    // The origin the answer's absolute links are built from is part of the key, so a forged
    // Host header can neither poison nor read another origin's entry (lib/public-origin.ts).
    const key = publicOrigin(c) + url.pathname + url.search;
    const kept = cache.peek(key);
    if (kept?.fresh) return answer(kept.value, 'hit');
    if (kept && cache.loading(key)) return answer(kept.value, 'stale');
    // The first request computes the entry with its own handler; concurrent ones wait for it.
    let computedHere = false;
    const entry = await cache.get(key, async () => {
      computedHere = true;
      await next();
      const contentType = c.res.headers.get('content-type') ?? '';
      if (c.res.status !== 200 || !contentType.includes('application/json')) return null;
      return { body: await c.res.clone().arrayBuffer(), contentType };
    });
    if (computedHere) return; // c.res is this request's own answer
    if (entry) return answer(entry, 'hit');
    return next(); // the answer was not cacheable (an error, not JSON): compute our own
  };
}
