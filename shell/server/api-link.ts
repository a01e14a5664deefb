// How the host reaches the API: in process (default: the API's own startApi, api/src/start.ts —
// the database, migrations, the one seeding rule, the app and its background work) or over HTTP
// to API_URL (a proxy).
import type { IncomingMessage } from 'node:http';
import type { HostConfig } from './config.ts';

export interface ApiLink {
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  handle: (req: Request, env?: unknown) => Promise<Response>;
  close: () => Promise<void>;
  describe: string;
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host'];

/**
 * The host is one more proxy in front of a remote API (docs/SECURITY.md "Адрес клиента"): it
 * appends the address it saw, as nginx's $proxy_add_x_forwarded_for does, and drops what a client
 * sent when the host itself trusts no proxy. The remote API then runs with TRUST_PROXY one
 * higher than the host's.
 */
export function forwardedFor(received: string | null, socketAddress: string | undefined, trustProxy: number): string | null {
  const kept = trustProxy > 0 && received ? received : null;
  if (!socketAddress) return kept;
  return kept ? `${kept}, ${socketAddress}` : socketAddress;
}

export async function startApi(config: HostConfig): Promise<ApiLink> {
  if (config.API_URL) {
    const base = config.API_URL.replace(/\/$/, '');
    const proxy = async (req: Request, env?: unknown): Promise<Response> => {
      const url = new URL(req.url);
      const headers = new Headers(req.headers);
      for (const h of HOP_BY_HOP) headers.delete(h);
      const socket = (env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
      const xff = forwardedFor(req.headers.get('x-forwarded-for'), socket?.remoteAddress, config.TRUST_PROXY);
      if (xff) headers.set('x-forwarded-for', xff);
      else headers.delete('x-forwarded-for');
      if (config.TRUST_PROXY === 0) headers.set('x-forwarded-proto', url.protocol.replace(':', ''));
      const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, redirect: 'manual' };
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        init.body = req.body;
        init.duplex = 'half';
      }
      try {
        return await fetch(base + url.pathname + url.search, init);
      } catch {
        return Response.json({ detail: 'Сервис временно недоступен.' }, { status: 502 });
      }
    };
    return {
      fetch: (path, init) => fetch(base + path, init),
      handle: proxy,
      close: async () => {},
      describe: base,
    };
  }

  // Loaded only here: a host that proxies never opens a database.
  const { startApi: startInProcess } = await import('@donor/api/start');
  const api = await startInProcess(config, { what: `хост http://${config.HOST}:${config.PORT}` });
  return {
    fetch: async (path, init) => api.app.request(path, init),
    // The host's node-server env goes along, so the API sees the real client address.
    handle: async (req, env) => api.app.fetch(req, env as never),
    close: () => api.close(),
    describe: api.handle.kind === 'pglite' ? `в процессе, PGlite ${config.DATA_DIR}` : 'в процессе, PostgreSQL',
  };
}
