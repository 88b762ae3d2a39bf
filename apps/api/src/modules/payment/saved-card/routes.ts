import { ErrorResponseSchema, SavedCardListSchema, UuidSchema } from '@parking/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentService } from '../service.js';
import { deviceSecretHashOf } from './device-secret.js';

/**
 * A device's saved cards (decision 086): what it may pay with at a place, and removing one. Both
 * answer only the device that sends the secret: without it the list is empty and a removal 404.
 */
export const savedCardRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (
  app,
  { payments },
) => {
  app.get(
    '/payment/place/:placeId/saved-cards',
    {
      schema: {
        summary: 'The cards this device kept, usable at the place’s processor',
        tags: ['payment'],
        params: z.object({ placeId: UuidSchema }),
        response: { 200: SavedCardListSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      // Never in a shared cache: the answer depends on the device's secret.
      reply.header('cache-control', 'private, no-store');
      return payments.listSavedCards({
        placeId: request.params.placeId,
        secretHash: deviceSecretHashOf(request),
      });
    },
  );

  app.delete(
    '/payment/saved-cards/:savedCardId',
    {
      schema: {
        summary: 'Forgets a kept card: detached at the processor, our row deleted',
        tags: ['payment'],
        params: z.object({ savedCardId: UuidSchema }),
        response: { 204: z.null(), 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await payments.removeSavedCard({
        id: request.params.savedCardId,
        secretHash: deviceSecretHashOf(request),
      });
      return reply.code(204).send(null);
    },
  );
};
