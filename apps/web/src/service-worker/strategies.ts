import { OFFLINE_COPY_STATUS } from '../lib/offline-copy.ts';
import { cacheRuleOf, pageKey } from './cache-policy.ts';

/** The caches of one build; a new build's worker deletes the others when it takes over. */
export interface CacheNames {
  pages: string;
  assets: string;
  data: string;
  images: string;
}

export const CACHE_PREFIX = 'parking-';

export const cacheNamesOf = (buildId: string): CacheNames => ({
  pages: `${CACHE_PREFIX}pages-${buildId}`,
  assets: `${CACHE_PREFIX}assets-${buildId}`,
  data: `${CACHE_PREFIX}data-${buildId}`,
  images: `${CACHE_PREFIX}images-${buildId}`,
});

/** The app's shell, the HTML any page starts from: the fallback of a page never kept. */
const SHELL_PATH = '/index.html';
/** A driver's few places (a few images each), not every address ever opened. */
const MAX_ENTRIES = 40;

/**
 * A whole answer of the expected type, which the server allows to be stored: a server-rendered
 * page with a plate in its address is `no-store` (decision 065), and stays out.
 */
const keepable = (response: Response, type?: string) =>
  response.ok &&
  !response.redirected &&
  !(response.headers.get('cache-control') ?? '').includes('no-store') &&
  (type === undefined || (response.headers.get('content-type') ?? '').includes(type));

/**
 * A page in one piece. Streamed through the worker, a server-rendered page arrived in chunks
 * the browser painted one by one: half a header, then the rest beside it, a layout shift. The
 * render is complete before the server sends it, so waiting for its end costs little. A
 * redirect (no body to read) goes through as it came.
 */
async function whole(response: Response): Promise<Response> {
  if (!response.ok) return response;
  const headers = new Headers(response.headers);
  // The body is read decoded: its length and encoding on the wire no longer apply.
  headers.delete('content-length');
  headers.delete('content-encoding');
  const { status, statusText } = response;
  return new Response(await response.arrayBuffer(), { status, statusText, headers });
}

/** The last copy, marked so the app knows the API did not answer (lib/offline-copy.ts). */
const offlineCopy = (copy: Response) =>
  new Response(copy.body, {
    status: OFFLINE_COPY_STATUS,
    statusText: 'Non-Authoritative Information',
    headers: copy.headers,
  });

export interface StrategyDeps {
  caches: CacheStorage;
  fetch: typeof fetch;
  names: CacheNames;
  origin: string;
}

/** The three ways the worker answers (cache-policy.ts says which applies), and the warm-up. */
export function createStrategies({ caches, fetch, names, origin }: StrategyDeps) {
  const shellUrl = new URL(SHELL_PATH, origin).href;

  async function keep(cacheName: string, key: string, response: Response): Promise<void> {
    const cache = await caches.open(cacheName);
    await cache.put(key, response);
    if (cacheName === names.assets) return;
    const keys = await cache.keys();
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) {
      await cache.delete(old);
    }
  }

  async function lastCopy(cacheName: string, ...keys: string[]): Promise<Response | undefined> {
    const cache = await caches.open(cacheName);
    for (const key of keys) {
      const copy = await cache.match(key, { ignoreVary: true });
      if (copy) return copy;
    }
    return undefined;
  }

  const keepPage = async (url: string, response: Response) => {
    if (keepable(response, 'text/html')) await keep(names.pages, pageKey(url), response);
  };
  /** The network-first kinds besides pages: their cache, what they hold, how a copy looks. */
  const networkFirst = {
    'place-data': { cacheName: names.data, type: 'application/json', asCopy: offlineCopy },
    image: { cacheName: names.images, type: 'image/', asCopy: (copy: Response) => copy },
  };
  const keepLatest = async (rule: keyof typeof networkFirst, url: string, response: Response) => {
    const { cacheName, type } = networkFirst[rule];
    if (keepable(response, type)) await keep(cacheName, url, response);
  };

  return {
    /** The shell, kept when the worker installs: a page never opened still starts offline. */
    async install(): Promise<void> {
      await keepPage(shellUrl, await fetch(shellUrl));
    },

    /** Network first (the navigation's preload when there is one), else the last HTML. */
    async page(
      request: Request,
      preloaded: Promise<Response | undefined>,
      waitUntil: (work: Promise<unknown>) => void,
    ): Promise<Response> {
      try {
        const response = await whole((await preloaded) ?? (await fetch(request)));
        waitUntil(keepPage(request.url, response.clone()));
        return response;
      } catch (error) {
        const copy = await lastCopy(names.pages, pageKey(request.url), shellUrl);
        if (copy) return whole(copy);
        throw error;
      }
    },

    /** Cache first: a hashed file never changes under its name. */
    async asset(request: Request, waitUntil: (work: Promise<unknown>) => void) {
      const copy = await lastCopy(names.assets, request.url);
      if (copy) return copy;
      const response = await fetch(request);
      if (keepable(response)) waitUntil(keep(names.assets, request.url, response.clone()));
      return response;
    },

    /**
     * Network first; only when the network fails, the last copy (a place's document marked as
     * such, for the app to know: lib/offline-copy.ts).
     */
    async latest(
      rule: 'place-data' | 'image',
      request: Request,
      waitUntil: (work: Promise<unknown>) => void,
    ) {
      try {
        const response = await fetch(request);
        waitUntil(keepLatest(rule, request.url, response.clone()));
        return response;
      } catch (error) {
        const copy = await lastCopy(networkFirst[rule].cacheName, request.url);
        if (copy) return networkFirst[rule].asCopy(copy);
        throw error;
      }
    },

    /**
     * Keeps what a page loaded without the worker (register-service-worker.ts): the page, and
     * whichever of its files and documents the policy allows and the caches lack.
     */
    async warmUp(pageUrl: string | null, resources: readonly string[]): Promise<void> {
      const work: Promise<void>[] = [];
      // Its address without the query: the key it is kept under, and one the server lets keep.
      const page = pageUrl && pageKey(pageUrl);
      if (page) work.push(fetch(page).then((response) => keepPage(page, response)));
      for (const url of resources) {
        const rule = cacheRuleOf({ method: 'GET', url, mode: 'cors', destination: '' }, origin);
        if (rule === null || rule === 'page') continue;
        const cacheName = rule === 'asset' ? names.assets : networkFirst[rule].cacheName;
        work.push(
          lastCopy(cacheName, url).then(async (copy) => {
            if (copy) return;
            const response = await fetch(url);
            if (rule !== 'asset') await keepLatest(rule, url, response);
            else if (keepable(response)) await keep(cacheName, url, response);
          }),
        );
      }
      await Promise.allSettled(work);
    },
  };
}
