/**
 * The fixed words of our addresses, the only path segments besides ids that a log line writes
 * as they came when a request matched no route of ours (a 404, a page of the web app): a plate
 * typed into an address ('/api/nowhere/7391KPT') has no shape to recognise, so a segment is
 * written only when it is known to be harmless.
 */
const pathWords = new Set<string>([
  // The web app's pages (apps/web/src/app and the features' routes), served by this server.
  'transient',
  'access-control',
  'reservation',
  'permit',
  'terms-and-conditions',
  'checkout',
  'confirm-license-plate',
  'edit-license-plate',
  'extension',
  'external-summary',
  'invoice-details',
  'license-plate-not-found',
  'more-similar-license-plates',
  'no-results',
  'pedestrian-access',
  'search-by-time',
  'similar-license-plates',
  'stay-details',
  'summary',
  'external',
  'support',
  'ticket-paid',
  'ticket-paid-v1',
  'cancel',
  'licence-plate-updated',
  'update',
  'assets',
  'demo',
  'images',
]);

/**
 * Adds the fixed segments of a route's address ('/api/customer/:customerId/invoice' adds 'api',
 * 'customer', 'invoice'), from Fastify's onRoute hook: the API's words never drift from its
 * routes. Words are harmless whichever app registered them, so one set serves every instance.
 */
export function rememberPathWords(routeUrl: string): void {
  for (const segment of routeUrl.split('/')) {
    if (/^[A-Za-z][A-Za-z0-9_.-]*$/.test(segment)) pathWords.add(segment);
  }
}

export const isPathWord = (segment: string): boolean => pathWords.has(segment);
