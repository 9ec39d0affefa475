// Jhola's service worker (issue 19, docs/decisions/0032-pwa-and-push.md), one per app: the customer app's
// at /sw.js (scope /), the staff app's at /staff/sw.js (scope /staff/). Plain code, no Workbox: the build
// (scripts/pwa/vite-plugin.mjs) fills in PWA below with this build's files and settings.
//
// - Install: precaches the app shell (index.html, every hashed script and style, icons, manifest), each
//   file asked for up to three times. It then
//   WAITS: the page shows "A new version is ready · Reload" and posts SKIP_WAITING when the person agrees,
//   so a new version never swaps under someone's hands.
// - Fetch: pages go to the network first and fall back to the cached shell when it is unreachable; the
//   precached files come from the cache. The API, the socket and images are never cached here (the
//   app keeps the customer's orders itself, per customer, and forgets them at logout).
// - Push: shows the notification the server sent; a tap opens (or focuses) the order's page.

const PWA = self.__JHOLA_PWA__;
const SCOPE = new URL(self.registration.scope);
const CACHE = `jhola-shell:${SCOPE.pathname}:${PWA.version}`;
const SHELL = new URL('index.html', SCOPE).href;
const PRECACHED = new Set(PWA.files.map((file) => new URL(file, SCOPE).href));

/** Times a file is asked for before the install gives up (one dropped connection must not end it). */
const PRECACHE_TRIES = 3;

/** Caches one file, asking again when the network fails or the server answers with an error. */
async function precache(cache, url, triesLeft = PRECACHE_TRIES) {
  try {
    await cache.add(url);
  } catch (error) {
    if (triesLeft <= 1) throw error;
    await precache(cache, url, triesLeft - 1);
  }
}

// File by file, each with its own retries: `cache.addAll` failed the whole install on any one of about
// fifty requests, and the worker then never took the page until a later visit.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => Promise.all([...PRECACHED].map((url) => precache(cache, url)))),
  );
});

self.addEventListener('activate', (event) => {
  const mine = `jhola-shell:${SCOPE.pathname}:`;
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith(mine) && n !== CACHE).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') self.skipWaiting();
});

/** Requests this worker leaves alone: other origins, other apps under this scope, the API, live data. */
function passesThrough(url) {
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return true;
  return PWA.networkOnly.some((prefix) => url.pathname.startsWith(prefix));
}

async function page(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SHELL, { cacheName: CACHE });
    if (shell) return shell;
    throw error;
  }
}

async function precached(request) {
  const hit = await caches.match(request, { cacheName: CACHE, ignoreSearch: true });
  return hit ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (passesThrough(url)) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (PRECACHED.has(url.origin + url.pathname)) event.respondWith(precached(request));
});

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data?.json();
  } catch {
    message = null;
  }
  if (!message?.title) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      renotify: Boolean(message.tag),
      icon: new URL(PWA.icon, SCOPE).href,
      badge: new URL(PWA.icon, SCOPE).href,
      data: { url: new URL(message.url ?? '', SCOPE).href },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = event.notification.data?.url ?? SCOPE.href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url.startsWith(SCOPE.href));
      if (!open) return self.clients.openWindow(target);
      return open
        .focus()
        .then((focused) => focused.navigate(target))
        .catch(() => self.clients.openWindow(target));
    }),
  );
});
