import { PAYMENT_MESSAGES } from '@parking/domain';
import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.js';

const SPEC_MESSAGES = new Set<string>(Object.values(PAYMENT_MESSAGES));

/**
 * The spec's validation messages (the contracts' refinements on a whole body or query) reach
 * the caller verbatim, not prefixed with 'body' as other validation errors are: the web shows
 * them as they are. Everything else goes on to the app's error handler, which a throwing
 * encapsulated handler hands its error to.
 */
export function sendSpecMessagesVerbatim(app: FastifyInstance) {
  app.setErrorHandler((error) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const spec = error.validation.find((issue) => SPEC_MESSAGES.has(issue.message ?? ''));
      if (spec?.message) throw new AppError('VALIDATION_FAILED', spec.message);
    }
    throw error;
  });
}
