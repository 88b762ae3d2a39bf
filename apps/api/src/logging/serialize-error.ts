import { scrubText } from './scrub.js';

/**
 * The fields of an error that say what went wrong without quoting the data it went wrong on:
 * codes (Node's, SQLSTATE, SMTP, Twilio's, Fastify's) and where in the schema or the network.
 * Everything else an error carries stays out, and those are where personal data sits:
 * DrizzleQueryError's `params`, PostgreSQL's `detail` ('Key (plate)=(RACE4694) already
 * exists'), `where`, `hint` and `internalQuery`, PGlite's `query` and `params`, nodemailer's
 * `response`, `rejected` and `rejectedErrors` (the recipients), an HTTP parser's `rawPacket`.
 */
const KEPT_FIELDS = [
  'code',
  'statusCode',
  'status',
  'errno',
  'syscall',
  'address',
  'port',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
  'responseCode',
  'command',
  'permanent',
  'moreInfo',
  'validationContext',
] as const;

/** Deep enough for Drizzle -> driver -> socket; a cycle or a longer chain is cut there. */
const MAX_CAUSES = 4;

type SerializedError = {
  type: string;
  message: string;
  stack?: string;
  cause?: SerializedError | string;
  aggregateErrors?: Array<SerializedError | string>;
  [field: string]: unknown;
};

const isErrorLike = (value: unknown): value is Error =>
  value instanceof Error ||
  (typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string' &&
    typeof (value as { stack?: unknown }).stack === 'string');

const isPrimitive = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** The stack's frames under a first line rebuilt from the scrubbed message. */
function scrubStack(error: Error, type: string, message: string): string | undefined {
  if (typeof error.stack !== 'string') return undefined;
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...frames].join('\n');
}

function serialize(error: unknown, depth: number): SerializedError | string {
  if (!isErrorLike(error)) {
    return typeof error === 'string' ? scrubText(error) : `[${typeof error}]`;
  }
  const type = error.constructor?.name ?? error.name ?? 'Error';
  const message = scrubText(error.message);
  const serialized: SerializedError = { type, message };
  const stack = scrubStack(error, type, message);
  if (stack) serialized.stack = stack;
  const fields = error as unknown as Record<string, unknown>;
  for (const field of KEPT_FIELDS) {
    const value = fields[field];
    if (isPrimitive(value))
      serialized[field] = typeof value === 'string' ? scrubText(value) : value;
  }
  if (depth < MAX_CAUSES) {
    if (error.cause !== undefined) serialized.cause = serialize(error.cause, depth + 1);
    const errors = fields.errors;
    if (Array.isArray(errors)) {
      serialized.aggregateErrors = errors.slice(0, 10).map((item) => serialize(item, depth + 1));
    }
  }
  return serialized;
}

/**
 * pino's `err` serializer (pino applies it to `err` and to an Error logged on its own): the
 * type, the scrubbed message and stack, the kept fields and the causes, the same way down.
 */
export function serializeError(error: unknown): SerializedError | string {
  return serialize(error, 0);
}
