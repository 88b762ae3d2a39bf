/**
 * What the service worker may keep, and how (docs/decisions/064). Anything it returns null for
 * is left to the browser: never stored, never answered from a cache. That is every POST and
 * every other API call (tickets, summaries, payments, plate lookups): an old copy of those
 * would show a driver a session or a payment that is not the server's.
 */
export type CacheRule =
  /** A page of the app: the network first, else the last HTML of that address, else the shell. */
  | 'page'
  /** A file under /assets/, named after its content: the cache first. */
  | 'asset'
  /** The place's or the customer's document the entry pages show: the network first. */
  | 'place-data'
  /** An image of ours (the demo operators' logos and photos, the icon): the network first. */
  | 'image'
  | null;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** GET /api/customer/place/{placeId} and GET /api/customer/{customerId}, nothing below them. */
const PLACE_DATA = new RegExp(`^/api/customer/(place/)?${UUID}$`, 'i');
/** Not pages of the app, even when opened as one (an invoice's PDF, the dev mailbox). */
const NOT_APP_PAGES = /^\/(api|dev)(\/|$)/;
/** The public folder's images; none of the API's (a ticket's QR code is not ours to keep). */
const IMAGE = /^\/(?!api\/)[^?]*\.(svg|png|jpe?g|webp|gif|ico)$/i;

export interface RequestFacts {
  method: string;
  url: string;
  mode: RequestMode;
  destination: RequestDestination;
}

export function cacheRuleOf(request: RequestFacts, origin: string): CacheRule {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  if (request.mode === 'navigate') {
    // A frame (the sandbox's card form) is the processor's page, not ours.
    return request.destination === 'document' && !NOT_APP_PAGES.test(url.pathname) ? 'page' : null;
  }
  if (url.pathname.startsWith('/assets/')) return 'asset';
  if (PLACE_DATA.test(url.pathname)) return 'place-data';
  if (IMAGE.test(url.pathname)) return 'image';
  return null;
}

/** The key a page is kept under: its path, whatever the query (a plate, a receipt flag). */
export function pageKey(url: string): string {
  const key = new URL(url);
  key.search = '';
  key.hash = '';
  return key.href;
}
