import { ClientErrorReportSchema, ErrorResponseSchema } from '@parking/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perMinuteRefusal, registerRateLimit } from '#api/plugins/rate-limit.js';
import { loggableMessage, loggableRoute } from './loggable.js';

/** A page that fails reports once per failure: a few a minute is a driver, more is a loop. */
export const CLIENT_ERROR_REPORTS_PER_MINUTE = 10;

/**
 * POST /api/client-errors (decision 079): a page of the web app failed to render or to load its
 * code, and its error boundary says so. Logged at warn, without personal data (loggable.ts);
 * answered 204 and nothing else.
 */
export const clientErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerRateLimit(app, 'client-errors', {
    global: true,
    // After validation: a malformed report is a 400 and does not count.
    hook: 'preHandler',
    max: CLIENT_ERROR_REPORTS_PER_MINUTE,
    timeWindow: 60_000,
    errorResponseBuilder: perMinuteRefusal('error reports'),
  });

  app.post(
    '/client-errors',
    {
      schema: {
        summary: 'Reports a page of the web app that failed to render (logged, 204)',
        description:
          'Our addition beside spec section 7 (decision 079). The route is the page’s pattern, never its address; the message is logged with only its plain words.',
        tags: ['client errors'],
        body: ClientErrorReportSchema,
        response: {
          204: z.null().describe('Logged'),
          400: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { errorName, message, route, buildId } = request.body;
      request.log.warn(
        {
          errorName,
          errorMessage: loggableMessage(message),
          route: loggableRoute(route),
          buildId,
        },
        'client render error',
      );
      return reply.code(204).send(null);
    },
  );
};
