import rateLimit from '@fastify/rate-limit';
import {
  AssignedRightLookupQuerySchema,
  AssignedRightLookupResponseSchema,
  ErrorResponseSchema,
} from '@parking/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AssignedRightService } from './service.js';

export type AssignedRightRoutesOptions = {
  service: AssignedRightService;
  /** Lookups a client IP may make per place and minute (plates are not secrets, but lists are). */
  lookupsPerMinute?: number;
};

/** One bucket per client IP and place: a driver's retries, not a scan of every plate. */
const lookupKey = (request: FastifyRequest) =>
  `${request.ip}|${String((request.query as { placeId?: unknown }).placeId ?? '')}`;

export const assignedRightRoutes: FastifyPluginAsyncZod<AssignedRightRoutesOptions> = async (
  app,
  { service, lookupsPerMinute = 30 },
) => {
  // Encapsulated here and off by default: only routes that ask for it are limited.
  await app.register(rateLimit, { global: false });

  app.get(
    '/assigned-right/',
    {
      config: {
        rateLimit: { max: lookupsPerMinute, timeWindow: 60_000, keyGenerator: lookupKey },
      },
      schema: {
        summary: 'Live sessions of a plate at a place (ids, plate and covered period only)',
        tags: ['assigned right'],
        querystring: AssignedRightLookupQuerySchema,
        response: {
          200: AssignedRightLookupResponseSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => ({ data: await service.listLive(request.query) }),
  );
};
