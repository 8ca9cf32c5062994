// CareRoute's service worker: keeps the app shell so the app opens like an installed one, and
// shows an offline page when there is no connection. API answers are never cached: they hold a
// parent's own data and must be fresh.
const CACHE = 'careroute-shell-v1';
const SHELL = ['/offline.html', '/favicon.svg', '/icon.svg', '/icon-192.png', '/manifest.webmanifest'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;

  if (request.mode === 'navigate') {
    // Pages: the network first, so a deploy shows at once; offline, the offline page.
    event.respondWith(fetch(request).catch(() => caches.match('/offline.html')));
    return;
  }
  // Files: from the cache when there (the shell's icons, hashed build files, which never change),
  // else from the network, keeping hashed build files for next time.
  event.respondWith(
    caches.match(request).then(
      (cached) =>
        cached ??
        fetch(request).then((response) => {
          if (response.ok && url.pathname.startsWith('/assets/')) {
            const copy = response.clone();
            event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
          }
          return response;
        }),
    ),
  );
});
