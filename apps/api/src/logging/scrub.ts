import { UUID_PATTERN as UUID } from '@parking/domain';
import { redactPath } from './redact-path.js';
import { REDACTED } from './redacted.js';

/** An instant as the lookups take it: '2026-11-28T07:30:00.000Z', with an offset or without. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
const COUNT = /^\d{1,5}$/;

/**
 * Query parameters written as they came, each only while its value has its harmless shape: the
 * UI language, the place's includes, ids, the card form's kind, a page's size and offset, the
 * instants of a search by time, the summary's receipt flag. A value of another shape (a plate
 * typed into ?placeId=) and every other parameter (localIdentifier, licensePlate, licencePlate,
 * plateId, email, externalId, a key nobody expected...) is written as [redacted].
 */
const LOGGED_QUERY_VALUES: ReadonlyMap<string, RegExp> = new Map([
  ['lang', /^[a-z]{2}-[A-Z]{2}$/],
  ['locale', /^[a-z]{2}-[A-Z]{2}$/],
  ['include', /^[a-z,]{1,40}$/],
  ['placeId', UUID],
  ['sessionId', UUID],
  ['assignedRightId', UUID],
  ['kind', /^[a-z-]{1,20}$/],
  ['take', COUNT],
  ['skip', COUNT],
  ['actualStart', INSTANT],
  ['from', INSTANT],
  ['to', INSTANT],
  ['at', INSTANT],
  ['receipt', /^(?:true|false)$/],
]);

/** A key worth keeping in sight ('localIdentifier'); anything else ('ana@x.es') is redacted too. */
const PLAIN_KEY = /^[A-Za-z][A-Za-z0-9_.[\]-]{0,40}$/;

function decoded(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/**
 * A request URL as the logs may show it: the path by its route's shape (redact-path.ts), then
 * each query parameter with its value only when LOGGED_QUERY_VALUES says it is harmless.
 * '/api/assigned-right/?localIdentifier=RACE4694&placeId=b612…' becomes
 * '/api/assigned-right/?localIdentifier=[redacted]&placeId=b612…'. `route` is the address
 * pattern the request matched, when it matched one of ours.
 */
export function redactUrl(url: string, route?: string): string {
  const hash = url.indexOf('#');
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const question = withoutHash.indexOf('?');
  const path = question === -1 ? withoutHash : withoutHash.slice(0, question);
  const safePath = redactPath(path, route);
  if (question === -1) return safePath;
  return `${safePath}?${redactQuery(withoutHash.slice(question + 1))}`;
}

/** A query string ('a=1&b=2', no '?') with every value not known to be harmless redacted. */
function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      if (pair === '') return pair;
      const equals = pair.indexOf('=');
      const rawKey = equals === -1 ? pair : pair.slice(0, equals);
      const key = decoded(rawKey);
      const harmless = LOGGED_QUERY_VALUES.get(key);
      if (harmless && equals !== -1 && harmless.test(decoded(pair.slice(equals + 1)))) return pair;
      return PLAIN_KEY.test(key) ? `${rawKey}=${REDACTED}` : REDACTED;
    })
    .join('&');
}

/** A query string quoted in free text (a URL in an error's message), up to a space or quote. */
const QUOTED_QUERY = /\?([^\s"'<>`#?]+)/g;

/**
 * An e-mail address, plain or with its @ percent-encoded (a URL quoted in a message). The local
 * part is the usual subset, so that '/x?email=ana%40…' keeps its '/x?email='; what a rarer
 * character leaves before the match is a fragment, never the address.
 */
const EMAIL_ADDRESS =
  /[A-Za-z0-9._%+'-]{1,64}(?:@|%40)[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8}/gi;
/** An international phone number (E.164), as the reminders store and Twilio quotes them. */
const PHONE_NUMBER = /\+[1-9]\d{6,14}/g;
/**
 * PostgreSQL quotes the offending value after a colon: 'invalid input syntax for type uuid:
 * "RACE4694"', 'invalid input value for enum …: "…"'; also 'value "…" is out of range'. Card
 * processors quote it in single quotes: "No such payment_intent: 'ZZ9MARK'". Identifiers are
 * quoted without the colon ('relation "x"') and are kept.
 */
const QUOTED_VALUE = /(: |value )"(?:[^"\\]|\\.)*"/g;
const SINGLE_QUOTED_VALUE = /(: |value )'(?:[^'\\]|\\.)*'/g;
/** DrizzleQueryError's message ends with the query's parameters: the driver's values. */
const DRIZZLE_PARAMS = /\nparams: [\s\S]*$/;
/** Longer messages are cut: a log line is not where a megabyte of input belongs. */
const MAX_TEXT = 2000;

/**
 * Free text that may quote a request's data (an error's message, a mail server's answer), with
 * the parts that can be personal data replaced: query parameters, quoted database values, e-mail
 * addresses and phone numbers. Plates have no shape to recognise: they are kept out by keeping
 * values out of messages (DRIZZLE_PARAMS, QUOTED_VALUE) and bodies out of the logs altogether.
 */
export function scrubText(text: string): string {
  // Scrubbed before it is cut, so that no address is cut in half and kept; the slack bounds
  // the work on a huge input.
  const scrubbed = text
    .slice(0, MAX_TEXT * 2)
    .replace(DRIZZLE_PARAMS, `\nparams: ${REDACTED}`)
    .replace(QUOTED_QUERY, (_, query: string) => `?${redactQuery(query)}`)
    .replace(QUOTED_VALUE, `$1"${REDACTED}"`)
    .replace(SINGLE_QUOTED_VALUE, `$1'${REDACTED}'`)
    .replace(EMAIL_ADDRESS, REDACTED)
    .replace(PHONE_NUMBER, REDACTED);
  return scrubbed.length > MAX_TEXT ? `${scrubbed.slice(0, MAX_TEXT)}…` : scrubbed;
}
