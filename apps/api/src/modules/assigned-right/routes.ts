import {
  AssignedRightLookupQuerySchema,
  AssignedRightLookupResponseSchema,
  canonicalUuid,
  ErrorResponseSchema,
} from '@parking/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRateLimit } from '#api/plugins/rate-limit.js';
import type { AssignedRightService } from './service.js';

export type AssignedRightRoutesOptions = {
  service: AssignedRightService;
  /** Lookups a client IP may make per place and minute (plates are not secrets, but lists are). */
  lookupsPerMinute?: number;
};

/**
 * One bucket per client IP and place: a driver's retries, not a scan of every plate. Read
 * before validation, so the id is canonicalised here: every case variant of a place id is the
 * same place, hence the same bucket.
 */
const lookupKey = (request: FastifyRequest) =>
  `${request.ip}|${canonicalUuid((request.query as { placeId?: unknown }).placeId)}`;

export const assignedRightRoutes: FastifyPluginAsyncZod<AssignedRightRoutesOptions> = async (
  app,
  { service, lookupsPerMinute = 30 },
) => {
  // Encapsulated here and off by default: only routes that ask for it are limited.
  await registerRateLimit(app, 'plate-lookup', { global: false });

  app.get(
    '/assigned-right/',
    {
      config: {
        rateLimit: { max: lookupsPerMinute, timeWindow: 60_000, keyGenerator: lookupKey },
      },
      schema: {
        summary:
          'Live transient sessions of a plate at a place that offers the lookup (ids, plate and covered period only); 403 where vehicleLookup is off',
        tags: ['assigned right'],
        querystring: AssignedRightLookupQuerySchema,
        response: {
          200: AssignedRightLookupResponseSchema,
          400: ErrorResponseSchema,
          403: ErrorResponseSchema,
          404: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => ({ data: await service.listLive(request.query) }),
  );
};
