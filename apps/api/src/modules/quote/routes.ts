import {
  ComputeBookingQuoteBodySchema,
  ErrorResponseSchema,
  PendingQuoteParamsSchema,
  PendingQuoteSchema,
  WindowRefusalResponseSchema,
} from '@parking/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QuoteService } from './service.js';

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };

/** Reservation quotes (spec section 7 'Other'; decision 051). */
export const quoteRoutes: FastifyPluginAsyncZod<{ quotes: QuoteService }> = async (
  app,
  { quotes },
) => {
  app.post(
    '/quote/compute/booking',
    {
      schema: {
        summary:
          'Prices a reservation window; 400 when the times are unavailable, with the nearest window that works when the hours or a closure refused it',
        tags: ['reservation'],
        body: ComputeBookingQuoteBodySchema,
        response: {
          200: PendingQuoteSchema,
          400: WindowRefusalResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    (request) => quotes.compute(request.body),
  );

  app.get(
    '/quote/place/:placeId/pending-quote/:quoteId',
    {
      schema: {
        summary: 'A quote of the place; an expired one still reads, with expiresAt past',
        tags: ['reservation'],
        params: PendingQuoteParamsSchema,
        response: { 200: PendingQuoteSchema, ...errors },
      },
    },
    (request) => quotes.find(request.params.placeId, request.params.quoteId),
  );
};
