import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../errors.js';
import { redactPathIn, rememberPathWords } from '../logging/index.js';
import { globalPlugin } from './global-plugin.js';

type ValidationIssue = { instancePath: string; message?: string };

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
 * The one place where failures become HTTP: every error body is `{ message, statusCode }`, and
 * `reason` too when an AppError carries one (a declined card's code, decision 046).
 * 4xx messages are meant for the caller; a 5xx says only 'Internal Server Error' and its
 * details go to the log.
 */
export const errorHandlerPlugin = globalPlugin('error-handler', async (app) => {
  // The words of the routes registered after this are what a logged 404 path may keep, in its
  // line and in its message (decision 072).
  app.addHook('onRoute', (route) => rememberPathWords(route.url));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let statusCode = 500;
    let message = 'Internal Server Error';
    let reason: string | undefined;
    let detail: { field?: string; characters?: string[] } = {};

    if (hasZodFastifySchemaValidationErrors(error)) {
      statusCode = 400;
      message = describeValidation(error.validationContext, error.validation);
    } else if (error instanceof AppError) {
      statusCode = error.statusCode;
      message = error.message;
      reason = error.reason;
      if (error.field) detail = { field: error.field };
      if (error.characters) detail = { ...detail, characters: error.characters };
    } else if (isResponseSerializationError(error)) {
      statusCode = 500;
    } else if (
      typeof error.statusCode === 'number' &&
      error.statusCode >= 400 &&
      error.statusCode < 500
    ) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large.
      statusCode = error.statusCode;
      message = error.message;
    }

    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      if (statusCode !== 503) message = 'Internal Server Error';
      else message = 'Service Unavailable';
      reason = undefined;
      detail = {};
    } else {
      // A 404's message quotes the path, which may hold a plate (decision 072).
      const logged = redactPathIn(message, request.url, request.routeOptions.url);
      request.log.info({ statusCode, message: logged }, 'request rejected');
    }
    return reply
      .code(statusCode)
      .type('application/json; charset=utf-8')
      .send(
        reason === undefined
          ? { message, statusCode, ...detail }
          : { message, statusCode, reason, ...detail },
      );
  });
});

/** Where Fastify's router stops a request before any route, hook or handler runs. */
const FRAMEWORK_ERRORS: Record<string, { statusCode: number; message: string }> = {
  // '%zz', '%FF' in a path parameter.
  FST_ERR_BAD_URL: { statusCode: 400, message: 'The URL is not correctly percent-encoded UTF-8' },
  // The router's maxParamLength (100): longer than any id of ours.
  FST_ERR_MAX_PARAM_LENGTH: {
    statusCode: 414,
    message: 'A path parameter is longer than 100 characters',
  },
};

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
  const statusCode = known?.statusCode ?? 500;
  const message = known?.message ?? 'Internal Server Error';
  if (known) request.log.info({ statusCode, code: error.code }, 'request rejected');
  else request.log.error({ err: error }, 'request failed');
  reply
    .code(statusCode)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ message, statusCode });
}

/** What Node's HTTP parser reports before Fastify sees a request. */
const CLIENT_ERRORS: Record<string, { statusCode: number; reason: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    statusCode: 431,
    reason: 'Request Header Fields Too Large',
    message: 'The request headers are too large (at most 16 KB)',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    statusCode: 408,
    reason: 'Request Timeout',
    message: 'The request took too long to arrive',
  },
};
const MALFORMED = { statusCode: 400, reason: 'Bad Request', message: 'Malformed HTTP request' };

/** The whole HTTP response, as bytes on the socket (there is no request object to reply to). */
function clientErrorResponse(code: string | undefined) {
  const { statusCode, reason, message } = (code && CLIENT_ERRORS[code]) || MALFORMED;
  const body = JSON.stringify({ message, statusCode });
  return [
    `HTTP/1.1 ${statusCode} ${reason}`,
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
 * statusCode }` and closes the connection, as Node's documentation does it.
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
