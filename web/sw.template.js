// Service worker: precaches every file of the site at install, then answers cache-first, so a
// second visit works with the network gone. Written into dist/sw.js by tools/gen_sw.py.
//
// The first install takes over at once. A later one (a new build: another cache name) precaches
// its files and waits, so an open page never mixes files of two builds; the page offers a reload
// (register-sw.mjs) and posts "skip-waiting", and the old cache is dropped when this one activates.
const CACHE = "__CACHE__";
const PRECACHE = __PRECACHE__;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith("sobremesa-") && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(caches.open(CACHE)
    .then((cache) => cache.match(request, { ignoreSearch: true }))
    .then((hit) => hit || fetch(request)));
});
