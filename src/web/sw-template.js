// Service worker (served at /sw.js with VERSION and SHELL prepended by routes.ts).
// The app shell is cached on install so the site opens with no network; edition data is
// cached by the page itself (data.js) when it first loads it; rule and toc answers from the
// API are kept as they pass by, so pages seen once stay readable offline.
/* global VERSION, SHELL */
const SHELL_CACHE = `judge-shell-${VERSION}`;
const API_CACHE = 'judge-api-v1';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('judge-shell-') && k !== SHELL_CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(request, cacheName, fallbackUrl) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) cache.put(fallbackUrl ?? request, response.clone());
    return response;
  } catch (err) {
    const cached = await cache.match(fallbackUrl ?? request);
    if (cached) return cached;
    throw err;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Every page of the app is the same shell; the client routes by path.
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, SHELL_CACHE, '/'));
  } else if (url.pathname.startsWith('/assets/')) {
    // The shell cache is versioned by the files' contents, so what it holds is current.
    event.respondWith(caches.match(url.pathname).then((cached) => cached ?? fetch(request)));
  } else if (url.pathname.startsWith('/v1/rules/') || url.pathname === '/v1/toc' || url.pathname === '/v1/editions') {
    event.respondWith(networkFirst(request, API_CACHE));
  }
  // Search and everything else go to the network; the page falls back to its own index.
});
