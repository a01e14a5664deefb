// Hot public reads answered from memory for a few seconds. On the embedded PGlite every query
// runs on the one JS thread (~5 ms each under load: `npm run bench` profile, issue 5), and the
// busiest calls — city search, station lists and the map — are the same for every anonymous
// visitor. Only anonymous GETs of the listed paths are kept; any successful write empties the
// cache, so a change made through the API is never hidden.
import type { MiddlewareHandler } from 'hono';

export interface ReadCacheOptions {
  ttlMs: number;
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

export function readCache(opts: ReadCacheOptions): MiddlewareHandler {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry>();
  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET') {
      await next();
      if (method !== 'HEAD' && method !== 'OPTIONS' && c.res.status < 400) entries.clear();
      return;
    }
    if (c.req.header('authorization') || !opts.paths.test(c.req.path)) return next();
    const url = new URL(c.req.url);
    const key = url.pathname + url.search;
    const hit = entries.get(key);
    if (hit && hit.expires > now()) {
      return new Response(hit.body, { status: 200, headers: { 'content-type': hit.contentType, 'x-cache': 'hit' } });
    }
    await next();
    if (c.res.status !== 200) return;
    const contentType = c.res.headers.get('content-type') ?? '';
    if (!contentType.includes('application/json')) return;
    if (entries.size >= opts.maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, { body: await c.res.clone().arrayBuffer(), contentType, expires: now() + opts.ttlMs });
  };
}
