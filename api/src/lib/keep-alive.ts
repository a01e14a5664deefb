import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open (docs/PRODUCTION.md, «Proxy / load
 * balancer»). Node closes it after 5 s by default, while a proxy in front keeps its upstream
 * connections longer (nginx 60 s, cloud balancers 60–350 s): a request the proxy sends on a
 * connection Node is closing at that moment fails (ECONNRESET, a 502 for the visitor). The server
 * must outlive its clients' idle time, so it waits 65 s; headers must arrive within a little
 * longer than that, as Node requires.
 */
export const KEEP_ALIVE_MS = 65_000;

export function keepConnectionsOpen<S extends object>(server: S): S {
  // @hono/node-server's serve() types its answer as HTTP/1.1 or HTTP/2; only the first has these timers.
  if ('keepAliveTimeout' in server) Object.assign(server, { keepAliveTimeout: KEEP_ALIVE_MS, headersTimeout: KEEP_ALIVE_MS + 1_000 } satisfies Pick<Server, 'keepAliveTimeout' | 'headersTimeout'>);
  return server;
}
