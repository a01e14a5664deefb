// CORS for the API (docs/SECURITY.md "CORS"): Hono's own middleware answers the preflight; every
// other request gets its headers after the handler has answered. Hono's middleware writes them
// before: that creates the context's response early, and when the handler's answer replaces it,
// Hono copies it into a new one through `res.body` — on @hono/node-server that turns the light
// response (a string or bytes) into a full web Response whose body is a ReadableStream, read back
// chunk by chunk. At 2 000 GET/s that was most of what a cached answer allocated.
import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

export interface CorsOptions {
  /** The origin to allow for this request ('*', the origin itself) or null for none. */
  origin: (origin: string, c: Context) => string | null;
  allowMethods: string[];
  allowHeaders: string[];
  exposeHeaders: string[];
  maxAge: number;
}

export function apiCors(opts: CorsOptions): MiddlewareHandler {
  const preflight = cors(opts);
  const expose = opts.exposeHeaders.join(',');
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    const allow = opts.origin(c.req.header('origin') ?? '', c);
    const apply = () => {
      if (allow) c.res.headers.set('Access-Control-Allow-Origin', allow);
      c.res.headers.set('Access-Control-Expose-Headers', expose);
      // The origin decides the answer (a function, not '*'): caches keep one per origin.
      c.res.headers.append('Vary', 'Origin');
    };
    try {
      apply();
    } catch {
      // A response with immutable headers (a fetched one, Response.redirect): a copy takes them.
      c.res = new Response(c.res.body, c.res);
      apply();
    }
  };
}
