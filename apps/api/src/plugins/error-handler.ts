import type { Socket } from 'node:net';
import { type ErrorCode, isErrorCode, specValidationCode } from '@parking/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../errors.js';
import { redactPathIn, rememberPathWords } from '../logging/index.js';
import { globalPlugin } from './global-plugin.js';

type ValidationIssue = { instancePath: string; message?: string };
type ErrorBody = {
  message: string;
  statusCode: number;
  code: ErrorCode;
  reason?: string;
  field?: string;
  characters?: string[];
  suggestedWindow?: { startTime: string; endTime: string };
  problems?: { path: string; message: string }[];
};

/** 'params/placeId must be a UUID': where the bad value is, then what is wrong with it. */
function describeValidation(context: string | undefined, issues: ValidationIssue[]) {
  return issues
    .map((issue) => {
      const path = issue.instancePath === '/' ? '' : issue.instancePath;
      return `${context ?? 'request'}${path} ${issue.message ?? 'is invalid'}`;
    })
    .join('; ');
}

/**
 * A schema's refusal: one of the spec's messages (contracts/spec-validation.ts) verbatim with
 * its code, else every issue described with VALIDATION and the first one's field. The one place
 * for both since decision 077 (before, two scoped handlers and checks in handlers).
 */
function validationBody(context: string | undefined, issues: ValidationIssue[]): ErrorBody {
  for (const issue of issues) {
    const code = specValidationCode(issue.message);
    if (code && issue.message) return { message: issue.message, statusCode: 400, code };
  }
  const field = issues[0]?.instancePath.split('/').filter(Boolean).join('.');
  const message = describeValidation(context, issues);
  return field
    ? { message, statusCode: 400, code: 'VALIDATION', field }
    : { message, statusCode: 400, code: 'VALIDATION' };
}

/** Fastify's own client errors, by their status (a 429 is @fastify/rate-limit's). */
const CLIENT_ERROR_CODES: Record<number, ErrorCode> = {
  413: 'BODY_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * The one place where failures become HTTP: every error body is `{ message, statusCode, code }`
 * (decisions 012, 077), with an AppError's `field` and `characters` (decision 074) and a
 * declined card's `reason` (decision 046) when it has them. 4xx messages are meant for the
 * caller; a 5xx says only 'Internal Server Error' or 'Service Unavailable' and its details go to
 * the log.
 */
export const errorHandlerPlugin = globalPlugin('error-handler', async (app) => {
  // The words of the routes registered after this are what a logged 404 path may keep, in its
  // line and in its message (decision 072).
  app.addHook('onRoute', (route) => rememberPathWords(route.url));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: ErrorBody = { message: 'Internal Server Error', statusCode: 500, code: 'INTERNAL' };

    if (hasZodFastifySchemaValidationErrors(error)) {
      body = validationBody(error.validationContext, error.validation);
    } else if (error instanceof AppError) {
      const { message, statusCode, code, reason, field, characters, suggestedWindow, problems } =
        error;
      body = { message, statusCode, code };
      if (problems !== undefined) body.problems = problems;
      if (reason !== undefined) body.reason = reason;
      if (field !== undefined) body.field = field;
      if (characters !== undefined) body.characters = characters;
      if (suggestedWindow !== undefined) body.suggestedWindow = suggestedWindow;
    } else if (isResponseSerializationError(error)) {
      // The 500 above.
    } else if (
      typeof error.statusCode === 'number' &&
      error.statusCode >= 400 &&
      error.statusCode < 500
    ) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large; a
      // card processor's refusal on the sandbox's endpoints names its code itself.
      const own = (error as { errorCode?: unknown }).errorCode;
      const code = isErrorCode(own)
        ? own
        : (CLIENT_ERROR_CODES[error.statusCode] ?? 'MALFORMED_REQUEST');
      body = { message: error.message, statusCode: error.statusCode, code };
    }

    if (body.statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      body =
        body.statusCode === 503
          ? { message: 'Service Unavailable', statusCode: 503, code: 'SERVICE_UNAVAILABLE' }
          : { message: 'Internal Server Error', statusCode: body.statusCode, code: 'INTERNAL' };
    } else {
      const { statusCode, code } = body;
      // A 404's message quotes the path, which may hold a plate (decision 072).
      const message = redactPathIn(body.message, request.url, request.routeOptions.url);
      request.log.info({ statusCode, code, message }, 'request rejected');
    }
    return reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
  });
});

/** Where Fastify's router stops a request before any route, hook or handler runs. */
const FRAMEWORK_ERRORS: Record<string, ErrorBody> = {
  // '%zz', '%FF' in a path parameter.
  FST_ERR_BAD_URL: {
    message: 'The URL is not correctly percent-encoded UTF-8',
    statusCode: 400,
    code: 'URL_NOT_UTF8',
  },
  // The router's maxParamLength (100): longer than any id of ours.
  FST_ERR_MAX_PARAM_LENGTH: {
    message: 'A path parameter is longer than 100 characters',
    statusCode: 414,
    code: 'PARAMETER_TOO_LONG',
  },
};
const INTERNAL: ErrorBody = { message: 'Internal Server Error', statusCode: 500, code: 'INTERNAL' };

/**
 * Fastify's `frameworkErrors` option: the router's own refusals get the one body too (Fastify's
 * default adds `error` and `code` and echoes the path). No route context, so no hooks run:
 * the reply sets its own Cache-Control.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const known = FRAMEWORK_ERRORS[error.code];
  const body = known ?? INTERNAL;
  if (known) request.log.info({ statusCode: body.statusCode, code: body.code }, 'request rejected');
  else request.log.error({ err: error }, 'request failed');
  reply
    .code(body.statusCode)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(body);
}

/** What Node's HTTP parser reports before Fastify sees a request. */
type RawAnswer = ErrorBody & { phrase: string };
const CLIENT_ERRORS: Record<string, RawAnswer> = {
  HPE_HEADER_OVERFLOW: {
    message: 'The request headers are too large (at most 16 KB)',
    statusCode: 431,
    code: 'HEADERS_TOO_LARGE',
    phrase: 'Request Header Fields Too Large',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    message: 'The request took too long to arrive',
    statusCode: 408,
    code: 'REQUEST_TIMEOUT',
    phrase: 'Request Timeout',
  },
};
const MALFORMED: RawAnswer = {
  message: 'Malformed HTTP request',
  statusCode: 400,
  code: 'MALFORMED_REQUEST',
  phrase: 'Bad Request',
};

/** The whole HTTP response, as bytes on the socket (there is no request object to reply to). */
function clientErrorResponse(code: string | undefined) {
  const { phrase, ...answer } = (code && CLIENT_ERRORS[code]) || MALFORMED;
  const body = JSON.stringify(answer);
  return [
    `HTTP/1.1 ${answer.statusCode} ${phrase}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    // The parser's state is lost: the client must not send another request on this socket.
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Fastify's `clientErrorHandler` option (Node's 'clientError' event): headers over 16 KB, a
 * request that never finished arriving, bytes that are not HTTP. Answers `{ message,
 * statusCode, code }` and closes the connection, as Node's documentation does it.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || !socket.writable) return;
  this.log.debug({ code: error.code }, 'client error');
  // As Node's own handler: never write into a keep-alive response already under way.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  socket.end(clientErrorResponse(error.code));
  // A client that neither reads nor closes does not keep the socket once the answer is out.
  socket.once('finish', () => setTimeout(() => socket.destroy(), 1000).unref());
}
