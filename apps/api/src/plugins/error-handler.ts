import type { FastifyError } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../errors.js';
import { globalPlugin } from './global-plugin.js';

type ValidationIssue = { instancePath: string; message?: string };

/** 'params/placeId must be a UUID': where the bad value is, then what is wrong with it. */
export function describeValidation(context: string | undefined, issues: ValidationIssue[]) {
  return issues
    .map((issue) => {
      const path = issue.instancePath === '/' ? '' : issue.instancePath;
      return `${context ?? 'request'}${path} ${issue.message ?? 'is invalid'}`;
    })
    .join('; ');
}

/**
 * The one place where failures become HTTP: every error body is `{ message, statusCode }`.
 * 4xx messages are meant for the caller; a 5xx says only 'Internal Server Error' and its
 * details go to the log.
 */
export const errorHandlerPlugin = globalPlugin('error-handler', async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let statusCode = 500;
    let message = 'Internal Server Error';

    if (hasZodFastifySchemaValidationErrors(error)) {
      statusCode = 400;
      message = describeValidation(error.validationContext, error.validation);
    } else if (error instanceof AppError) {
      statusCode = error.statusCode;
      message = error.message;
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
    } else {
      request.log.info({ statusCode, message }, 'request rejected');
    }
    return reply.code(statusCode).type('application/json; charset=utf-8').send({
      message,
      statusCode,
    });
  });
});
