/*
 * The door kit's service worker (registered by /host/:event/:date only, scope /host/ or /ja/host/).
 * It keeps what the door kit page needs to open with no connection:
 *  - the page itself (every door kit page is the same app shell): network first, the kept copy
 *    when the network fails;
 *  - same-origin GET /assets/* (hashed, immutable files): the kept copy first, else the network,
 *    kept on the way;
 *  - the page tells it, once registered, which assets it already loaded before the worker took
 *    control, and they are kept too.
 * Nothing else is touched: the API calls (the list, the sync) always go to the network; the page
 * keeps the list and the queued check-ins in its own storage.
 */
const CACHE = 'fika-door-kit-v1';
const SHELL = 'door-kit-shell';

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('fika-door-kit-') && name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

const isAsset = (url) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');

async function keepPage(request, response) {
  if (!response.ok) return;
  const cache = await caches.open(CACHE);
  await cache.put(new URL(request.url).pathname, response.clone());
  await cache.put(SHELL, response.clone());
}

async function page(request) {
  try {
    const response = await fetch(request);
    await keepPage(request, response);
    return response;
  } catch (err) {
    const cache = await caches.open(CACHE);
    const kept = (await cache.match(new URL(request.url).pathname)) || (await cache.match(SHELL));
    if (kept) return kept;
    throw err;
  }
}

async function asset(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request, { ignoreSearch: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate' && url.origin === self.location.origin) event.respondWith(page(request));
  else if (isAsset(url)) event.respondWith(asset(request));
});

/** The page's own URL and the assets it loaded before this worker controlled it. */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'keep' || !Array.isArray(data.urls)) return;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      for (const raw of data.urls.slice(0, 200)) {
        const url = new URL(raw, self.location.origin);
        if (url.origin !== self.location.origin) continue;
        const navigation = !isAsset(url);
        if (navigation && !/^\/(ja\/)?host\//.test(url.pathname)) continue;
        if (await cache.match(navigation ? url.pathname : url.href)) continue;
        try {
          const response = await fetch(url.href, { credentials: 'same-origin' });
          if (!response.ok) continue;
          if (navigation) {
            await cache.put(url.pathname, response.clone());
            await cache.put(SHELL, response.clone());
          } else await cache.put(url.href, response.clone());
        } catch {
          /* offline already: kept on a later visit */
        }
      }
    })(),
  );
});
