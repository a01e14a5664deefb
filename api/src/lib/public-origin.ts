// The origin every absolute URL we hand out is built from: list `next`/`previous`, checkout and
// widget URLs, the cancel link of receipt e-mails (docs/SECURITY.md "Абсолютные ссылки").
// The Host header is the client's to choose, so it never names our site on its own:
// - PUBLIC_ORIGIN when configured (production refuses to start without it: edge-config.ts);
// - otherwise (development, tests) the request's own origin, but only when its host is a
//   loopback name (localhost, *.localhost, 127.0.0.0/8, [::1]): a browser on this machine;
// - any other Host gets http://127.0.0.1:<the port the request arrived on>, a loopback origin
//   the client cannot influence. A development server reached from other machines needs
//   PUBLIC_ORIGIN for its links to work there.
import type { Context } from 'hono';
import type { ApiEnv } from './context.ts';

const LOOPBACK = /^(?:localhost|(?:[a-z0-9-]+\.)+localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** Whether a URL hostname (brackets kept for IPv6) always means this machine. */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK.test(hostname.replace(/\.$/, ''));
}

/** The local port of the node socket the request arrived on (the host passes its env along). */
function localPort(c: Context): number | undefined {
  const env = c.env as { incoming?: { socket?: { localPort?: number } } } | undefined;
  const port = env?.incoming?.socket?.localPort;
  return typeof port === 'number' && port > 0 ? port : undefined;
}

/** `https://donor-ryadom.ru`: scheme, host and port, no trailing slash. */
// Typed loosely so generic middleware (lib/read-cache.ts) can call it too; the API's own
// middleware sets `deps` before any route or cache runs (app.ts).
export function publicOrigin(c: Context<ApiEnv> | Context): string {
  const configured = (c as Context<ApiEnv>).get('deps')?.publicOrigin;
  if (configured) return configured;
  const url = new URL(c.req.url);
  if (isLoopbackHost(url.hostname)) return url.origin;
  const port = localPort(c);
  return port ? `http://127.0.0.1:${port}` : 'http://127.0.0.1';
}

/** An absolute URL on our site for a path (and query) such as `/api/cities/?page=2`. */
export const absoluteUrl = (c: Context<ApiEnv> | Context, pathAndQuery: string): string => publicOrigin(c) + pathAndQuery;

/**
 * The origin for links made away from any request (the outbox worker's fallback letters of
 * donor alerts, features/push/push-adapter.ts): PUBLIC_ORIGIN, or outside production the
 * loopback address of the port the site listens on.
 */
export function backgroundOrigin(config: { PUBLIC_ORIGIN?: string | null; PORT?: number }): string {
  return config.PUBLIC_ORIGIN ?? `http://127.0.0.1${config.PORT ? `:${config.PORT}` : ''}`;
}
