// The service worker (spec §2 "Page head": registered on load; docs/ARCHITECTURE.md §2.5
// «Service worker»), on Workbox. shell/sw/build.ts bundles it into shell/dist/sw.js after every
// section is built and puts the precache manifest (the shell's files with their revisions) in
// place of self.__WB_MANIFEST.
//
// It must never hide a deploy (§2.6): pages, the registry, mf-manifest.json and remoteEntry.js
// are network-first with no time limit, the cache being only the offline fallback; hashed
// files are cache-first (a hashed name never changes content). A donor's data for the station
// (offline-reads.ts) is network-first with a short time limit, and a kept answer says when it
// was stored (X-Cached-At). Web Push (docs/notifications.md «В браузере»): push, click and a
// replaced subscription, with their rules in push-handler.ts.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { PrecacheEntry } from 'workbox-precaching';
import type { StrategyOptions } from 'workbox-strategies';
import { appShellHtml, firstScreenAnswers, stampBoot } from './app-shell.ts';
import { CACHED_AT, cachedAtOf, identityOf, isOfflineRead, stampForCache } from './offline-reads.ts';
import { deliverRenewal, notificationOf, openFromNotification, renewSubscription, type PendingRenewal } from './push-handler.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };
/** W3C Push API: not yet in TypeScript's WebWorker library. */
interface PushSubscriptionChangeEvent extends ExtendableEvent {
  readonly oldSubscription: PushSubscription | null;
  readonly newSubscription: PushSubscription | null;
}
type WorkboxPlugin = NonNullable<StrategyOptions['plugins']>[number];

const PAGES = 'donor-pages';
const POINTERS = 'donor-pointers';
const ASSETS = 'donor-assets';
const API = 'donor-api';
const META = 'donor-meta';
/** The caches that hold one visitor's data: emptied when the visitor changes. */
const PRIVATE = [PAGES, API];
/** The hand-written worker's single cache, replaced by the ones above. */
const RETIRED = ['donor-v1'];

/** spec §9 / issue brief: a read waits this long for the network before the kept answer is used. */
const API_NETWORK_TIMEOUT_S = 4;
const DAY_S = 24 * 60 * 60;

const HASHED = /[-.][A-Za-z0-9_-]{8,}\.(js|css|svg|png|woff2)$/;
const POINTER = /(^\/mfe-registry\.json|\/remoteEntry\.js|\/mf-manifest\.json|\/first-paint\.json)$/;

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([self.clients.claim(), ...RETIRED.map((name) => caches.delete(name))]));
});

/** Stores only complete same-origin successes, stamped with the time (offline-reads.ts). */
const stamped = (skip?: (url: URL) => boolean): WorkboxPlugin => ({
  cacheWillUpdate: async ({ request, response }) => (skip?.(new URL(request.url)) ? null : stampForCache(response, new Date())),
});

// --- Whose data the private caches hold --------------------------------------------------------
let identity: Promise<string | null> | null = null;
const IDENTITY_KEY = '/__donor-sw/identity';

async function storedIdentity(): Promise<string | null> {
  const hit = await (await caches.open(META)).match(IDENTITY_KEY);
  return hit ? hit.text() : null;
}

async function clearPrivate(): Promise<void> {
  await Promise.all(PRIVATE.map((name) => caches.delete(name)));
}

/** A kit request names its visitor; a different one than the caches were filled for empties them. */
function adoptIdentity(request: Request): Promise<unknown> {
  const previous = identity ?? storedIdentity();
  identity = (async () => {
    const [was, now] = await Promise.all([previous, identityOf(request)]);
    if (now === null || now === was) return was;
    // No identity on record: the caches were emptied with it (or never filled), and what was
    // stored since belongs to this session.
    if (was !== null) await clearPrivate();
    await (await caches.open(META)).put(IDENTITY_KEY, new Response(now));
    return now;
  })().catch(() => null);
  return identity;
}

// A sign-in, sign-out or session change passes through here first: nothing kept for the
// previous visitor outlives it (the page reloads after either, spec §4 Auth).
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/api/auth/')) {
    identity = null;
    event.waitUntil(Promise.all([clearPrivate(), caches.open(META).then((c) => c.delete(IDENTITY_KEY))]));
  }
  const authorization = event.request.headers.get('authorization');
  if (authorization && url.origin === self.location.origin && url.pathname.startsWith('/api/')) event.waitUntil(sendRenewal(authorization));
});

// --- Web Push (docs/notifications.md; push-handler.ts) -------------------------------------------
self.addEventListener('push', (event) => {
  const shown = notificationOf(event.data ? event.data.text() : null, self.location.origin);
  event.waitUntil(self.registration.showNotification(shown.title, shown.options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const url = data && typeof data === 'object' && 'url' in data ? data.url : '/';
  event.waitUntil(openFromNotification(self.clients, url, self.location.origin));
});

// The push service replaced the subscription (expiry, key rotation): subscribe again at once, and
// store the new one with the API on the donor's next request (the worker holds no token).
const RENEWAL_KEY = '/__donor-sw/push-renewal';
/** null = not looked up since the worker started; false = none waiting. */
let renewalWaiting: boolean | null = null;

self.addEventListener('pushsubscriptionchange', (event) => {
  const change = event as PushSubscriptionChangeEvent;
  change.waitUntil((async () => {
    const pending = await renewSubscription(self.registration.pushManager, change, (input, init) => fetch(input, init));
    await (await caches.open(META)).put(RENEWAL_KEY, new Response(JSON.stringify(pending)));
    renewalWaiting = true;
  })().catch((error: unknown) => console.warn('push: re-subscribe failed', error)));
});

async function sendRenewal(authorization: string): Promise<void> {
  if (renewalWaiting === false) return;
  const cache = await caches.open(META);
  const hit = await cache.match(RENEWAL_KEY);
  renewalWaiting = hit !== undefined;
  if (!hit) return;
  renewalWaiting = false; // one request carries it; a failure puts it back below
  const pending = (await hit.json()) as PendingRenewal;
  if (await deliverRenewal(pending, authorization, (input, init) => fetch(input, init))) await cache.delete(RENEWAL_KEY);
  else renewalWaiting = true;
}

// --- The shell's own files: precached with their revisions --------------------------------------
cleanupOutdatedCaches();
// No directory index and no clean URLs: '/' is a page the host renders, never the precached
// template (shell/dist/index.html is only the offline app shell's skeleton).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

// --- Pages: network-first; offline, the stored page or the app shell ----------------------------
const pages = new NetworkFirst({
  cacheName: PAGES,
  matchOptions: { ignoreSearch: true },
  plugins: [
    // The staff side is never kept (its pages carry staff data in the boot payload).
    stamped((url) => url.pathname.startsWith('/staff')),
    new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * DAY_S }),
    {
      handlerDidError: () => offlineAppShell(),
      cacheDidUpdate: ({ newResponse }) => keepFirstScreen(newResponse),
      // Read from the cache only when the network failed: the page says when it was stored.
      cachedResponseWillBeUsed: async ({ cachedResponse }) => cachedResponse && keptPage(cachedResponse),
    },
  ],
});

/**
 * The built template with the newest stored page's boot payload, registry and headers (its CSP
 * allows the same script origins; the shell's scripts are same-origin, allowed by 'self' whatever
 * nonce the stored header names, and the page has no inline script to run).
 */
async function offlineAppShell(): Promise<Response> {
  const template = await matchPrecache('/index.html');
  if (!template) return Response.error();
  const cache = await caches.open(PAGES);
  let newest: Response | undefined;
  for (const key of await cache.keys()) {
    const hit = await cache.match(key);
    if (hit && (!newest || cachedAtOf(hit) >= cachedAtOf(newest))) newest = hit;
  }
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
  const csp = (newest ?? template).headers.get('content-security-policy');
  if (csp) headers.set('content-security-policy', csp);
  const html = appShellHtml(await template.text(), newest ? await newest.text() : null);
  return new Response(newest ? stampBoot(html, newest.headers.get(CACHED_AT)) : html, { headers });
}

/** A stored page as served offline: its boot payload carries the time it was stored (app-shell.ts). */
async function keptPage(page: Response): Promise<Response> {
  const at = page.headers.get(CACHED_AT);
  if (!at) return page;
  return new Response(stampBoot(await page.text(), at), { status: page.status, statusText: page.statusText, headers: page.headers });
}

/** A stored page's first-screen answers go to the API cache, stamped like the page (app-shell.ts). */
async function keepFirstScreen(page: Response): Promise<void> {
  const stamp = page.headers.get(CACHED_AT) ?? new Date().toISOString();
  const cache = await caches.open(API);
  await Promise.all(firstScreenAnswers(await page.clone().text())
    .filter(([key]) => isOfflineRead(new URL(key, self.location.origin), 'GET', self.location.origin))
    .map(([key, answer]) => cache.put(new URL(key, self.location.origin).href, new Response(JSON.stringify(answer), {
      headers: { 'content-type': 'application/json; charset=utf-8', [CACHED_AT]: stamp },
    }))));
}

registerRoute(new NavigationRoute(pages, { denylist: [/^\/api\//, /^\/widget\//, /^\/og\//] }));

// --- Deploy pointers: network-first, the cache only offline --------------------------------------
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && POINTER.test(url.pathname),
  new NetworkFirst({ cacheName: POINTERS, plugins: [stamped()] }),
);

// --- Hashed files (the shell's older chunks, the sections'): cache-first --------------------------
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && !url.pathname.startsWith('/api/') && HASHED.test(url.pathname),
  new CacheFirst({ cacheName: ASSETS, plugins: [stamped(), new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * DAY_S })] }),
);

// --- A donor's data for the station: network-first within 4 s, else the kept answer -------------
const api = new NetworkFirst({
  cacheName: API,
  networkTimeoutSeconds: API_NETWORK_TIMEOUT_S,
  plugins: [stamped(), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 14 * DAY_S })],
});
registerRoute(
  ({ url, request }) => isOfflineRead(url, request.method, self.location.origin),
  async (options) => {
    await adoptIdentity(options.request as Request);
    return api.handle(options);
  },
);
