import {
  CustomerSessionParamsSchema,
  ErrorResponseSchema,
  SimilarStayPageSchema,
  SimilarStayQuerySchema,
  StayByTimeQuerySchema,
  StayLookupBodySchema,
  StaySessionSchema,
  UuidSchema,
} from '@parking/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#api/errors.js';
import { type StaySearchLimits, staySearchBudget } from './search-budget.js';
import type { StayService } from './service.js';

export type StayRoutesOptions = {
  stays: StayService;
  /** The plate, similar and time searches together, per address and per customer. */
  searchLimits: StaySearchLimits;
};

/** The web asks an hour either side of the time remembered; a wider list shows more cars. */
const TWO_HOURS = 2 * 60 * 60 * 1000;
const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 429: ErrorResponseSchema };
const CustomerParamsSchema = z.object({ customerId: UuidSchema });

/** The visitor's stay lookups (spec section 7; docs/decisions/056). */
export const stayRoutes: FastifyPluginAsyncZod<StayRoutesOptions> = async (
  app,
  { stays, searchLimits },
) => {
  // The three searches, each charged to the searches' one budget (decision 071).
  const charge = staySearchBudget(app.sharedCounters.counters, searchLimits);

  app.get(
    '/customer/:customerId/session/similar',
    {
      preHandler: charge,
      schema: {
        summary: 'Open stays whose plate a camera could have misread as plateId (masked)',
        tags: ['access control'],
        params: CustomerParamsSchema,
        querystring: SimilarStayQuerySchema,
        response: { 200: SimilarStayPageSchema, ...errors },
      },
    },
    async (request) => stays.similar(request.params.customerId, request.query),
  );

  app.get(
    '/customer/:customerId/session/by-time',
    {
      preHandler: charge,
      schema: {
        summary: 'Open stays that entered between from and to (at most 2 hours), masked',
        tags: ['access control'],
        params: CustomerParamsSchema,
        querystring: StayByTimeQuerySchema,
        response: { 200: SimilarStayPageSchema, ...errors },
      },
    },
    async (request) => {
      const span = Date.parse(request.query.to) - Date.parse(request.query.from);
      if (!(span >= 0 && span <= TWO_HOURS)) {
        throw new AppError('VALIDATION', 'from must be before to, at most 2 hours apart');
      }
      return stays.byTime(request.params.customerId, request.query);
    },
  );

  // A POST with the plate in its body: a plate in the URL reached our request log and would
  // reach every proxy's and CDN's (decision 072). The old GET .../session/plate/{plate} is gone.
  app.post(
    '/customer/:customerId/session/lookup',
    {
      preHandler: charge,
      schema: {
        summary: "The open stay of a plate in the customer's gated lots",
        tags: ['access control'],
        params: CustomerParamsSchema,
        body: StayLookupBodySchema,
        response: { 200: StaySessionSchema, ...errors },
      },
    },
    async (request) => stays.byPlate(request.params.customerId, request.body.licensePlate),
  );

  app.get(
    '/customer/:customerId/session/:sessionId',
    {
      schema: {
        summary: 'A stay, priced now (what it owes, its status and grace time)',
        tags: ['access control'],
        params: CustomerSessionParamsSchema,
        response: { 200: StaySessionSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => stays.session(request.params.customerId, request.params.sessionId),
  );
};
