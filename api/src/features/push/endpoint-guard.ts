// Which push endpoints the server will POST to (docs/notifications.md «VAPID и куда сервер
// ходит»): the endpoint comes from the browser, so without a check a donor could make our
// server send requests anywhere (SSRF). In production only https on the known push services — Google (FCM,
// Chrome and most Android browsers), Mozilla (Firefox), Microsoft (Edge's WNS) and Apple
// (Safari); outside production also a loopback address, for the local push service the tests
// and a developer's machine use.
import { isLoopbackHost } from '../../lib/public-origin.ts';
import type { ApiEnvName } from '../../lib/context.ts';

const EXACT = new Set(['fcm.googleapis.com', 'web.push.apple.com']);
const SUFFIXES = ['.push.services.mozilla.com', '.notify.windows.com', '.push.apple.com'];

export function isKnownPushService(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return EXACT.has(host) || SUFFIXES.some((s) => host.endsWith(s) && host.length > s.length);
}

export function allowedPushEndpoint(endpoint: string, env: ApiEnvName): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (env !== 'production' && (url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackHost(url.hostname)) return true;
  return url.protocol === 'https:' && url.port === '' && isKnownPushService(url.hostname);
}
