import { isUuid } from '@parking/domain';
import { isPathWord } from './path-words.js';
import { REDACTED } from './redacted.js';

/** A card processor's id ('pi_3Nx…', 'pi_sbx_…'): a plate never holds an underscore. */
const PROCESSOR_ID = /^[a-z]{2,8}_[A-Za-z0-9_]{4,100}$/;
/**
 * A built file: 'index-L-S3W-oM.js' under /assets/, 'place-garage.svg', 'favicon.svg'. Its first
 * word is lower-case letters only, so that 'ZZ9MARK.js' or '7391kpt.svg' is not a file name.
 */
const FILE_NAME =
  /^[a-z]+(?:-[a-z][a-z0-9]*)*(?:-[A-Za-z0-9_-]{8})?\.(?:js|css|json|map|svg|png|jpe?g|webp|gif|ico|txt|webmanifest|woff2?)$/;

/**
 * Path parameters written as they came, each only in its expected shape: ids, a processor's
 * payment id, the provider's kind (one of our own path words), an attachment's index. Any other
 * parameter ({licensePlate} of an old address, one added later) is written as [redacted].
 */
const LOGGED_PATH_PARAMS: ReadonlyMap<string, (segment: string) => boolean> = new Map([
  ...['id', 'placeId', 'customerId', 'assignedRightId', 'sessionId', 'orderId', 'quoteId'].map(
    (name) => [name, isUuid] as const,
  ),
  ...['externalId', 'paymentIntentId', 'intentId'].map(
    (name) => [name, (segment: string) => PROCESSOR_ID.test(segment) || isUuid(segment)] as const,
  ),
  ['provider', isPathWord],
  ['index', (segment) => /^\d{1,3}$/.test(segment)],
]);

/** A segment of an address no route of ours described: an id, a word of ours or a file. */
const isHarmlessSegment = (segment: string) =>
  segment === '' ||
  isUuid(segment) ||
  isPathWord(segment) ||
  PROCESSOR_ID.test(segment) ||
  FILE_NAME.test(segment);

/**
 * A request's path as the logs may show it. With the route it matched ('/api/customer/
 * :customerId/session/:sessionId'), each fixed segment is the route's and each parameter is
 * written only in its shape (LOGGED_PATH_PARAMS); without one (a 404, a page, a file), only ids,
 * our own words and file names are. Everything else is [redacted]: a plate has no shape.
 */
export function redactPath(path: string, route?: string): string {
  const segments = path.split('/');
  const pattern = route?.split('/');
  const byRoute = pattern && !route?.includes('*') && pattern.length === segments.length;
  return segments
    .map((segment, index) => {
      if (!byRoute) return isHarmlessSegment(segment) ? segment : REDACTED;
      const part = pattern[index] ?? '';
      if (!part.startsWith(':')) return segment === part ? segment : REDACTED;
      const isHarmless = LOGGED_PATH_PARAMS.get(part.slice(1));
      return isHarmless?.(segment) ? segment : REDACTED;
    })
    .join('/');
}

/**
 * A message about a request with the request's own path in it redacted as its log line has it
 * ('Route GET /api/nowhere/7391KPT not found'): the path is quoted raw or decoded.
 */
export function redactPathIn(text: string, url: string, route?: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  if (path.length < 2) return text;
  const redacted = redactPath(path, route);
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {}
  return [path, decoded].reduce((result, form) => result.split(form).join(redacted), text);
}
