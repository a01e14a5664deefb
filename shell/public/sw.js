// Service worker (spec §2 "Page head": registered on load). It must never make a deploy
// invisible (ARCHITECTURE §2): pages, the registry, remoteEntry.js and mf-manifest.json go
// network-first (the cache is only the offline fallback); hashed assets may be cache-first.
// The API and cross-origin requests are never touched.
const CACHE = 'donor-v1';
const HASHED = /\/assets\/.+[-.][A-Za-z0-9_-]{8,}\.(js|css|svg|png|woff2)$/;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;

  if (HASHED.test(url.pathname)) {
    event.respondWith(
      caches.open(CACHE).then(async (cache) => {
        const hit = await cache.match(req);
        if (hit) return hit;
        const res = await fetch(req);
        if (res.ok) cache.put(req, res.clone());
        return res;
      }),
    );
    return;
  }
  if (req.mode === 'navigate' || /(mfe-registry\.json|remoteEntry\.js|mf-manifest\.json)$/.test(url.pathname)) {
    event.respondWith(
      fetch(req)
        .then((res) => {
          if (res.ok && res.type === 'basic' && !res.redirected) {
            const copy = res.clone();
            caches.open(CACHE).then((cache) => cache.put(req, copy));
          }
          return res;
        })
        .catch(async () => (await caches.match(req)) ?? Response.error()),
    );
  }
});
