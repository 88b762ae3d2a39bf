import { ErrorResponseSchema, RateSchema, UuidSchema } from '@parking/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateService } from './service.js';

export const rateRoutes: FastifyPluginAsyncZod<{ service: RateService }> = async (
  app,
  { service },
) => {
  app.get(
    '/rate/:placeId/extension/:assignedRightId',
    {
      schema: {
        summary: 'The extension rates an assigned right of a place may buy',
        tags: ['rate'],
        params: z.object({ placeId: UuidSchema, assignedRightId: UuidSchema }),
        response: {
          200: z.array(RateSchema),
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) =>
      service.listExtensionRates(request.params.placeId, request.params.assignedRightId),
  );
};
