import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { REDACTED } from './redacted.js';

export { rememberPathWords } from './path-words.js';
export { redactPathIn } from './redact-path.js';
export { redactUrl } from './scrub.js';

import { redactUrl, scrubText } from './scrub.js';
import { serializeError } from './serialize-error.js';

/**
 * Keys under which a plate, a phone number, an e-mail address or a message to the driver may
 * sit: a request body or query logged whole, an outgoing message ({ to, text }), a row. Written
 * as [redacted] at the top of a log object, one level down and in req.body / req.query.
 */
const PERSONAL_KEYS = [
  'licensePlate',
  'localIdentifier',
  'plate',
  'phoneNumber',
  'phone',
  'email',
  'name',
  'taxId',
  'to',
  'recipient',
  'text',
  'html',
];

/** Headers that carry credentials or a URL with its query (the page the driver came from). */
const SENSITIVE_HEADERS = [
  'authorization',
  'cookie',
  'referer',
  'stripe-signature',
  'x-payer-key',
  'x-device-secret',
];

const REDACT_PATHS = [
  ...PERSONAL_KEYS,
  ...PERSONAL_KEYS.map((key) => `*.${key}`),
  ...PERSONAL_KEYS.flatMap((key) => [`req.body.${key}`, `req.query.${key}`]),
  ...SENSITIVE_HEADERS.flatMap((name) => [`req.headers["${name}"]`, `headers["${name}"]`]),
];

type LoggedRequest = {
  method?: string;
  url?: string;
  /** The route's address pattern, on a Fastify request that matched one of ours. */
  routeOptions?: { url?: string };
  host?: string;
  ip?: string;
  socket?: { remoteAddress?: string; remotePort?: number };
};

/**
 * Fastify's request line ('incoming request') without personal data: the path by its route's
 * shape and the query's harmless values only, so the route and the client stay readable and a
 * plate in ?localIdentifier= or in a path, or an address in ?email=, does not.
 */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url:
      typeof request.url === 'string'
        ? redactUrl(request.url, request.routeOptions?.url)
        : undefined,
    host: request.host,
    remoteAddress: request.ip ?? request.socket?.remoteAddress,
    remotePort: request.socket?.remotePort,
  };
}

const scrubbed = (value: unknown) => (typeof value === 'string' ? scrubText(value) : value);

/**
 * The options of every logger of the API (server.ts, buildApp's default, the tests): plates,
 * phone numbers and e-mail addresses never reach a log line. Request URLs lose their query
 * values (redactUrl), errors lose what drivers and Drizzle put in them (serializeError), known
 * keys are redacted wherever they are logged, and free text (each line's message, the `message`
 * and `reason` fields: a 4xx answer, a refused webhook's reason) is scrubbed of addresses and
 * numbers.
 */
function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    hooks: {
      // The line's own message is free text too: pino would use an Error's message as it is
      // when an Error is logged alone, and Fastify writes some URLs into messages.
      logMethod(args, method) {
        const [first, second] = args;
        if (first instanceof Error && typeof second !== 'string') {
          return method.call(this, { err: first }, scrubText(first.message));
        }
        const scrubbedArgs = args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg));
        return method.apply(this, scrubbedArgs as Parameters<typeof method>);
      },
    },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: serializeRequest,
      err: serializeError,
      message: scrubbed,
      reason: scrubbed,
    },
  };
}

/** A pino logger with loggerOptions, to stdout unless a destination is given (tests). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}
