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
// A logged-in donor's GET of a path with a personal part (the `personal` option: the station
// list, map, city list) is answered from the same shared entry plus the donor's own part
// (favourites, city flag), which is loaded once per token and kept in a second small cache,
// emptied together with the first on any write (a favourite added or removed included).
// Every kept body (shared or merged) goes out brotli- or gzip-compressed as the client accepts,
// each encoding made once per body (lib/encoded-body.ts). A renewed body replaces the old one
// only once the encoding its first asker wanted is made: compressing the map (114 KB) takes
// 1–7 ms in zlib's pool, 20–35 ms on a busy 2-core host, and every request arriving meanwhile
// waited for it (the map's p99 at 2 000 req/s, docs/ARCHITECTURE.md «Answers from the read
// cache»); they now get the previous body, as stale-while-revalidate already promises.
import type { Context, MiddlewareHandler } from 'hono';
import { EncodedBody } from './encoded-body.ts';
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
  /** Paths a logged-in donor's GET is answered for from the shared entry plus their own part. */
  personal?: readonly PersonalPath[];
}

interface Entry {
  body: EncodedBody;
  contentType: string;
  /** The body parsed once, for merging personal parts (never mutated). */
  parsed?: unknown;
}

/** The donor's own part of a shared answer: `load` reads it (null = anonymous), `merge` adds it. */
export interface PersonalPart<F = unknown> {
  load: (c: Context) => Promise<F | null>;
  merge: (shared: unknown, facts: F | null) => unknown;
}
/** A path pattern and its personal part (the cache's `personal` option). */
export interface PersonalPath {
  paths: RegExp;
  part: PersonalPart;
}

// Requests computing a shared entry for the cache: the handler leaves its personal part out.
const computingShared = new WeakSet<Request>();
/** True while this request's handler computes the shared entry (no personal part wanted). */
export const isComputingShared = (c: Context) => computingShared.has(c.req.raw);

/** `how` null: this request computed the entry (no x-cache header, as an uncached answer). */
const answer = (c: Context, body: EncodedBody, contentType: string, how: 'hit' | 'stale' | null) =>
  body.response(c.req.header('accept-encoding'), { 'content-type': contentType, ...(how ? { 'x-cache': how } : {}) });

/** The TTL, single-flight and write-generation rules are TtlCache's (lib/ttl-cache.ts). */
export function readCache(opts: ReadCacheOptions): MiddlewareHandler {
  const cache = new TtlCache<string, Entry>(opts);
  const personalPartOf = (path: string) => opts.personal?.find((p) => p.paths.test(path))?.part;
  // Keyed by part and token; null (a bad token) is not kept, so it is looked up every time.
  const facts = new TtlCache<string, { v: unknown }>({ ttlMs: opts.ttlMs, maxEntries: opts.maxEntries, now: opts.now });
  // The merged body is kept per entry key and token, with the shared entry it was made from: the
  // donor's facts change only through a write, which empties all three caches, so a repeat costs
  // what an anonymous hit does. At most maxEntries bodies in all (oldest dropped first). It is kept
  // as it is being made, so the requests that arrive meanwhile (every one of them, at 2 000 req/s,
  // once the shared entry is renewed) share that one merge instead of each parsing, merging and
  // compressing the same body again; a failed one is dropped, and the next request tries anew.
  // Meanwhile they get `previous`, the donor's body from the entry before, when there is one.
  const merged = new Map<string, { from: Entry; body: Promise<EncodedBody>; made?: EncodedBody; previous?: EncodedBody }>();
  const clearAll = () => {
    cache.clear();
    facts.clear();
    merged.clear();
  };
  opts.register?.(clearAll);
  const personal = async (c: Context, key: string, part: PersonalPart, auth: string, e: Entry, how: 'hit' | 'stale') => {
    const mkey = `${key}\n${auth}`;
    let kept = merged.get(mkey);
    if (kept?.from !== e) {
      const body = (async () => {
        const f = await facts.get(`${c.req.path}\n${auth}`, async () => {
          const v = await part.load(c);
          return v === null ? null : { v };
        });
        e.parsed ??= JSON.parse(new TextDecoder().decode(e.body.raw));
        return new EncodedBody(new TextEncoder().encode(JSON.stringify(part.merge(e.parsed, f?.v ?? null)))).ready(c.req.header('accept-encoding'));
      })();
      const made: NonNullable<typeof kept> = { from: e, body, previous: kept?.made ?? kept?.previous };
      kept = made;
      merged.delete(mkey);
      merged.set(mkey, made);
      if (merged.size > opts.maxEntries) merged.delete(merged.keys().next().value!);
      body.then(
        (b) => {
          made.made = b;
          made.previous = undefined;
        },
        () => {
          if (merged.get(mkey) === made) merged.delete(mkey);
        },
      );
    }
    if (kept.made) return answer(c, kept.made, e.contentType, how);
    if (kept.previous) return answer(c, kept.previous, e.contentType, 'stale');
    return answer(c, await kept.body, e.contentType, how);
  };
  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET') {
      await next();
      if (method !== 'HEAD' && method !== 'OPTIONS' && c.res.status < 400) clearAll();
      return;
    }
    if (!opts.paths.test(c.req.path)) return next();
    const auth = c.req.header('authorization');
    const part = auth ? personalPartOf(c.req.path) : undefined;
    if (auth && !part) return next();
    const url = new URL(c.req.url);
    // The origin the answer's absolute links are built from is part of the key, so a forged
    // Host header can neither poison nor read another origin's entry (lib/public-origin.ts).
    const key = publicOrigin(c) + url.pathname + url.search;
    const kept = cache.peek(key);
    const reply = (e: Entry, how: 'hit' | 'stale') => (part && auth ? personal(c, key, part, auth, e, how) : answer(c, e.body, e.contentType, how));
    if (kept?.fresh) return reply(kept.value, 'hit');
    if (kept && cache.loading(key)) return reply(kept.value, 'stale');
    // The first request computes the entry with its own handler; concurrent ones wait for it.
    let computedHere = false;
    const entry = await cache.get(key, async () => {
      computedHere = true;
      computingShared.add(c.req.raw);
      await next();
      const contentType = c.res.headers.get('content-type') ?? '';
      if (c.res.status !== 200 || !contentType.includes('application/json')) return null;
      const body = await new EncodedBody(new Uint8Array(await c.res.clone().arrayBuffer())).ready(c.req.header('accept-encoding'));
      return { body, contentType };
    });
    // c.res is this request's own answer, replaced by the kept body (compressed, with the donor's
    // part when there is one) — set, not returned: after next() Hono keeps c.res.
    if (computedHere) {
      if (entry) c.res = await (part && auth ? personal(c, key, part, auth, entry, 'hit') : answer(c, entry.body, entry.contentType, null));
      return;
    }
    if (entry) return reply(entry, 'hit');
    return next(); // the answer was not cacheable (an error, not JSON): compute our own
  };
}
