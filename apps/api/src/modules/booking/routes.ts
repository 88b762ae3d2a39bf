import {
  BookingInfoExternalParamsSchema,
  BookingInfoParamsSchema,
  BookingTicketSchema,
  CARD_PROVIDER_PATHS,
  ErrorResponseSchema,
  GenerateBookingPaymentBodySchema,
  ProcessBookingClientSecretBodySchema,
  ProcessBookingIntentBodySchema,
} from '@parking/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type CardingGuard,
  checkProvider,
  generateResponses,
  kindOf,
  processResponses,
  refuseOtherProviders,
  sendOutcome,
} from '../payment/index.js';
import type { BookingService } from './service.js';

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };
/**
 * Paying for a reservation and reading its ticket (spec section 7; decision 051). The card
 * kinds' calls mirror the transient ones: generate, then process (200, 202 or 402), the
 * carding defence in front of each card attempt.
 */
export const bookingPaymentRoutes: FastifyPluginAsyncZod<{
  bookings: BookingService;
  carding: CardingGuard;
}> = async (app, { bookings, carding }) => {
  app.post(
    '/:provider/generate-payment-by-quote',
    {
      preValidation: checkProvider,
      preHandler: carding.beforeNewIntent,
      schema: {
        summary:
          'Holds a space for the quote’s window for 4 minutes and creates the intent; the quote’s live hold is answered again',
        tags: ['reservation'],
        params: z.object({ provider: z.string() }),
        body: GenerateBookingPaymentBodySchema,
        response: generateResponses,
      },
    },
    // request.ip: the client as TRUST_PROXY allows it to be named (decision 070's count).
    (request) =>
      bookings.generatePayment(kindOf(request.params.provider), request.body, request.ip),
  );

  app.post(
    `/${CARD_PROVIDER_PATHS.CARD_INTENT}/process-payment-booking`,
    {
      preHandler: carding.beforeCardAttempt,
      onResponse: carding.countDecline,
      schema: {
        summary: 'Confirms a booking’s intent with the browser’s payment method and books',
        tags: ['reservation'],
        body: ProcessBookingIntentBodySchema,
        response: processResponses,
      },
    },
    async (request, reply) => {
      const { paymentIntentId, paymentMethodId, licensePlate, email, locale } = request.body;
      const outcome = await bookings.processIntent({
        paymentIntentId,
        paymentMethodId,
        licensePlate,
        email,
        locale,
      });
      return sendOutcome(reply, outcome);
    },
  );

  app.post(
    `/${CARD_PROVIDER_PATHS.CARD_CLIENT_SECRET}/process-payment-booking`,
    {
      onResponse: carding.countDecline,
      schema: {
        summary: 'Books a confirmed intent; 202 while the processor works',
        tags: ['reservation'],
        body: ProcessBookingClientSecretBodySchema,
        response: processResponses,
      },
    },
    async (request, reply) => {
      const { externalId, licensePlate, email, locale } = request.body;
      const outcome = await bookings.processClientSecret({
        externalId,
        licensePlate,
        email,
        locale,
      });
      return sendOutcome(reply, outcome);
    },
  );

  refuseOtherProviders(app, ['/:provider/process-payment-booking']);

  app.get(
    '/booking/place/:placeId/info/:assignedRightId',
    {
      schema: {
        summary: 'A booking’s ticket: payments, window, plate, what may still change',
        tags: ['reservation'],
        params: BookingInfoParamsSchema,
        response: { 200: BookingTicketSchema, ...errors },
      },
    },
    (request) => bookings.info(request.params.placeId, request.params.assignedRightId),
  );

  app.get(
    '/booking/place/:placeId/info/external/:externalId',
    {
      schema: {
        summary: 'The same by the processor’s intent id; 404 until the booking is settled',
        tags: ['reservation'],
        params: BookingInfoExternalParamsSchema,
        response: { 200: BookingTicketSchema, ...errors },
      },
    },
    (request) => bookings.infoByExternalId(request.params.placeId, request.params.externalId),
  );
};
