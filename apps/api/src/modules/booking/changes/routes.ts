import {
  CARD_PROVIDER_PATHS,
  CancelBookingResultSchema,
  ErrorResponseSchema,
  PAYMENT_MESSAGES,
  UpdateBookingBodySchema,
  UpdateBookingResultSchema,
  UuidSchema,
} from '@parking/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#api/errors.js';
import type { BookingChangesService } from './service.js';

/** The card kinds' segments, and the generic 'payment' of free bookings (spec section 7). */
const PROVIDER_PATHS = new Set<string>(['payment', ...Object.values(CARD_PROVIDER_PATHS)]);

/** Before body validation: an unknown provider gets the spec's message whatever the body. */
async function checkProvider(request: FastifyRequest) {
  if (!PROVIDER_PATHS.has((request.params as { provider: string }).provider)) {
    throw new AppError('PROVIDER_NOT_SUPPORTED', PAYMENT_MESSAGES.providerNotSupported);
  }
}

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };

/** Cancel (with its refund) and plate change of a paid booking (docs/decisions/053). */
export const bookingChangesRoutes: FastifyPluginAsyncZod<{
  changes: BookingChangesService;
}> = async (app, { changes }) => {
  app.post(
    '/:provider/booking/cancel/:assignedRightId',
    {
      preValidation: checkProvider,
      schema: {
        summary:
          "Cancels a booking until the place's deadline and returns its money once (200 again once cancelled)",
        tags: ['booking'],
        params: z.object({ provider: z.string(), assignedRightId: UuidSchema }),
        response: { 200: CancelBookingResultSchema, ...errors },
      },
    },
    (request) => changes.cancel(request.params.assignedRightId),
  );

  app.patch(
    '/:provider/place/:placeId/booking/:assignedRightId',
    {
      preValidation: checkProvider,
      schema: {
        summary: "Changes a booking's license plate, until the booking starts",
        tags: ['booking'],
        params: z.object({
          provider: z.string(),
          placeId: UuidSchema,
          assignedRightId: UuidSchema,
        }),
        body: UpdateBookingBodySchema,
        response: { 200: UpdateBookingResultSchema, ...errors },
      },
    },
    (request) =>
      changes.changePlate({
        placeId: request.params.placeId,
        assignedRightId: request.params.assignedRightId,
        licensePlate: request.body.licensePlate,
      }),
  );
};
