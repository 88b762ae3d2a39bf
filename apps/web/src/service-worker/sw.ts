import { cacheRuleOf } from './cache-policy.ts';
import { CACHE_PREFIX, cacheNamesOf, createStrategies } from './strategies.ts';
import { isWarmUpMessage } from './warm-up-message.ts';

/**
 * The service worker at /sw.js (docs/decisions/064): a weak signal is survivable. Pages, the
 * place's documents and our images network first with the last copy as fallback, hashed files
 * cache first, and nothing else: every other request is left to the browser, so no ticket, summary,
 * payment or POST is ever stored or answered from a cache.
 */
declare const self: ServiceWorkerGlobalScope;
/** The build's id (vite.service-worker.config.ts): a new build gets new caches. */
declare const __BUILD_ID__: string;

const names = cacheNamesOf(__BUILD_ID__);
const strategies = createStrategies({
  caches,
  fetch: (input, init) => fetch(input, init),
  names,
  origin: self.location.origin,
});

self.addEventListener('install', (event) => {
  // Without a network now, the shell is kept at the next page instead.
  event.waitUntil(
    strategies
      .install()
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const current = new Set(Object.values(names));
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(CACHE_PREFIX) && !current.has(name)) await caches.delete(name);
      }
      // Pages ask the network while the worker starts, not after.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const waitUntil = (work: Promise<unknown>) => event.waitUntil(work.catch(() => undefined));
  const rule = cacheRuleOf(request, self.location.origin);
  switch (rule) {
    case 'page':
      event.respondWith(strategies.page(request, event.preloadResponse, waitUntil));
      break;
    case 'asset':
      event.respondWith(strategies.asset(request, waitUntil));
      break;
    case 'place-data':
    case 'image':
      event.respondWith(strategies.latest(rule, request, waitUntil));
      break;
    default:
      // Never stored, never answered from a cache: left to the browser, except that a navigation
      // (a processor's frame, an invoice's PDF) takes the preload the browser already sent.
      if (request.mode === 'navigate' && request.method === 'GET') {
        event.respondWith(event.preloadResponse.then((preloaded) => preloaded ?? fetch(request)));
      }
  }
});

self.addEventListener('message', (event) => {
  if (isWarmUpMessage(event.data)) {
    event.waitUntil(strategies.warmUp(event.data.page, event.data.resources));
  }
});
