import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_COPY_STATUS } from '../lib/offline-copy.ts';
import { cacheNamesOf, createStrategies } from './strategies.ts';

const origin = 'https://pay.example.com';
const placeId = 'b6129176-2e41-4221-ae76-f22afba2321c';
const pagePath = `/transient/${placeId}`;
const placeDoc = `${origin}/api/customer/place/${placeId}?include=rate`;
const names = cacheNamesOf('build1');

/** Cache Storage in memory, keyed by URL, oldest first as the browser's is. */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  private key = (request: RequestInfo | URL) =>
    typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
  async put(request: RequestInfo | URL, response: Response) {
    this.entries.delete(this.key(request));
    this.entries.set(this.key(request), response);
  }
  async match(request: RequestInfo | URL) {
    return this.entries.get(this.key(request))?.clone();
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(request: RequestInfo | URL) {
    return this.entries.delete(this.key(request));
  }
}

let caches: Map<string, MemoryCache>;
let online: boolean;
let served: Map<string, () => Response>;
const network = vi.fn(async (input: RequestInfo | URL) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!online) throw new TypeError('Failed to fetch');
  return served.get(url)?.() ?? new Response('missing', { status: 404 });
});
const html = (body: string) => () =>
  new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
const json = (body: unknown) => () => Response.json(body);

function setUp() {
  const storage = {
    open: async (name: string) => {
      const cache = caches.get(name) ?? new MemoryCache();
      caches.set(name, cache);
      return cache as unknown as Cache;
    },
  } as unknown as CacheStorage;
  const work: Promise<unknown>[] = [];
  const strategies = createStrategies({ caches: storage, fetch: network, names, origin });
  const waitUntil = (promise: Promise<unknown>) => work.push(promise);
  const settled = () => Promise.all(work);
  return { strategies, waitUntil, settled };
}

const kept = (cacheName: string) => [...(caches.get(cacheName)?.entries.keys() ?? [])];

beforeEach(() => {
  caches = new Map();
  online = true;
  network.mockClear();
  served = new Map([
    [`${origin}/index.html`, html('<p>shell</p>')],
    [`${origin}${pagePath}?licencePlate=AB12`, html('<p>Midtown</p>')],
    [`${origin}${pagePath}`, html('<p>Midtown</p>')],
    [placeDoc, json({ name: 'Midtown Garage' })],
    [`${origin}/assets/index-abc.js`, () => new Response('code')],
    [
      `${origin}/favicon.svg`,
      () => new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }),
    ],
  ]);
});

describe('pages: network first, else the last HTML of the address, else the shell', () => {
  it('answers from the network and keeps the page under its path', async () => {
    const { strategies, waitUntil, settled } = setUp();
    const request = new Request(`${origin}${pagePath}?licencePlate=AB12`);
    const response = await strategies.page(request, Promise.resolve(undefined), waitUntil);
    expect(await response.text()).toBe('<p>Midtown</p>');
    await settled();
    expect(kept(names.pages)).toEqual([`${origin}${pagePath}`]);

    online = false;
    const again = await strategies.page(request, Promise.resolve(undefined), waitUntil);
    expect(await again.text()).toBe('<p>Midtown</p>');
  });

  it('hands the page over in one piece, without its encoding on the wire', async () => {
    const { strategies, waitUntil } = setUp();
    const chunks = ['<p>Mid', 'town</p>'];
    const streamed = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(next));
      },
    });
    const preloaded = new Response(streamed, {
      headers: { 'content-type': 'text/html', 'content-encoding': 'br', 'content-length': '9' },
    });
    const request = new Request(`${origin}/`);
    const response = await strategies.page(request, Promise.resolve(preloaded), waitUntil);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(await response.text()).toBe('<p>Midtown</p>');
  });

  it('uses the navigation’s preload when there is one', async () => {
    const { strategies, waitUntil } = setUp();
    const preloaded = Promise.resolve(html('<p>preloaded</p>')());
    const response = await strategies.page(new Request(`${origin}/`), preloaded, waitUntil);
    expect(await response.text()).toBe('<p>preloaded</p>');
    expect(network).not.toHaveBeenCalled();
  });

  it('falls back to the shell kept at install, and fails as the network did without one', async () => {
    const { strategies, waitUntil } = setUp();
    const request = new Request(`${origin}/reservation/${placeId}`);
    online = false;
    await expect(strategies.page(request, Promise.resolve(undefined), waitUntil)).rejects.toThrow(
      'Failed to fetch',
    );
    online = true;
    await strategies.install();
    online = false;
    const response = await strategies.page(request, Promise.resolve(undefined), waitUntil);
    expect(await response.text()).toBe('<p>shell</p>');
  });

  it('keeps nothing the server said not to store', async () => {
    const { strategies, waitUntil, settled } = setUp();
    const withPlate = `${origin}${pagePath}?licencePlate=AB12`;
    served.set(
      withPlate,
      () =>
        new Response('<p>AB12</p>', {
          headers: { 'content-type': 'text/html', 'cache-control': 'no-store' },
        }),
    );
    const response = await strategies.page(
      new Request(withPlate),
      Promise.resolve(undefined),
      waitUntil,
    );
    expect(await response.text()).toBe('<p>AB12</p>');
    await settled();
    expect(kept(names.pages)).toEqual([]);
  });

  it('keeps no error page and only the last 40 pages', async () => {
    const { strategies, waitUntil, settled } = setUp();
    await strategies.page(new Request(`${origin}/nowhere`), Promise.resolve(undefined), waitUntil);
    for (let index = 0; index < 42; index += 1) {
      served.set(`${origin}/p${index}`, html(`<p>${index}</p>`));
      const request = new Request(`${origin}/p${index}`);
      await strategies.page(request, Promise.resolve(undefined), waitUntil);
      await settled();
    }
    expect(kept(names.pages)).toHaveLength(40);
    expect(kept(names.pages)[0]).toBe(`${origin}/p2`);
  });
});

describe('hashed files: cache first', () => {
  it('asks the network once per file', async () => {
    const { strategies, waitUntil, settled } = setUp();
    const request = () => new Request(`${origin}/assets/index-abc.js`);
    await strategies.asset(request(), waitUntil);
    await settled();
    online = false;
    expect(await (await strategies.asset(request(), waitUntil)).text()).toBe('code');
    expect(network).toHaveBeenCalledTimes(1);
  });
});

describe('the place’s document: network first, the last copy only without a network', () => {
  it('answers fresh data while online, and the marked last copy offline', async () => {
    const { strategies, waitUntil, settled } = setUp();
    const first = await strategies.latest('place-data', new Request(placeDoc), waitUntil);
    expect(first.status).toBe(200);
    await settled();
    served.set(placeDoc, json({ name: 'Midtown Garage, renamed' }));
    const fresh = await strategies.latest('place-data', new Request(placeDoc), waitUntil);
    expect(await fresh.json()).toEqual({ name: 'Midtown Garage, renamed' });
    await settled();

    online = false;
    const copy = await strategies.latest('place-data', new Request(placeDoc), waitUntil);
    expect(copy.status).toBe(OFFLINE_COPY_STATUS);
    expect(copy.headers.get('content-type')).toContain('application/json');
    expect(await copy.json()).toEqual({ name: 'Midtown Garage, renamed' });
  });

  it('passes a server’s error on as it came, and keeps nothing of it', async () => {
    const { strategies, waitUntil, settled } = setUp();
    served.set(placeDoc, () => Response.json({ message: 'boom' }, { status: 500 }));
    expect((await strategies.latest('place-data', new Request(placeDoc), waitUntil)).status).toBe(
      500,
    );
    await settled();
    expect(kept(names.data)).toEqual([]);
    online = false;
    await expect(
      strategies.latest('place-data', new Request(placeDoc), waitUntil),
    ).rejects.toThrow();
  });
});

describe('our images: network first, the last copy as it was', () => {
  it('shows the last logo offline', async () => {
    const { strategies, waitUntil, settled } = setUp();
    const logo = `${origin}/demo/logo.svg`;
    served.set(
      logo,
      () => new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }),
    );
    await strategies.latest('image', new Request(logo), waitUntil);
    await settled();
    online = false;
    const copy = await strategies.latest('image', new Request(logo), waitUntil);
    expect(copy.status).toBe(200);
    expect(await copy.text()).toBe('<svg/>');
  });
});

describe('warm-up', () => {
  it('keeps the page (asked without its query) and what the policy allows of its resources', async () => {
    const { strategies } = setUp();
    await strategies.warmUp(`${origin}${pagePath}?licencePlate=AB12`, [
      `${origin}/assets/index-abc.js`,
      placeDoc,
      `${origin}/favicon.svg`,
      `${origin}/api/payment/place/${placeId}/resume/x`,
      `${origin}/api/card-intent/place/${placeId}`,
      'https://js.stripe.com/v3/',
    ]);
    expect(kept(names.pages)).toEqual([`${origin}${pagePath}`]);
    expect(kept(names.assets)).toEqual([`${origin}/assets/index-abc.js`]);
    expect(kept(names.data)).toEqual([placeDoc]);
    expect(kept(names.images)).toEqual([`${origin}/favicon.svg`]);
    expect(network).toHaveBeenCalledTimes(4);
  });

  it('asks again only for what it lacks', async () => {
    const { strategies } = setUp();
    await strategies.warmUp(null, [`${origin}/assets/index-abc.js`, placeDoc]);
    await strategies.warmUp(null, [`${origin}/assets/index-abc.js`, placeDoc]);
    expect(network).toHaveBeenCalledTimes(2);
    expect(kept(names.pages)).toEqual([]);
  });
});
