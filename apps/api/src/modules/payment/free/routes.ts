import {
  ErrorResponseSchema,
  ProcessFreePaymentBodySchema,
  ProcessPaymentResultSchema,
} from '@parking/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentService } from '../service.js';

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };

/**
 * Free parking's process calls under /payment (spec section 7): no processor. Its generate
 * calls price a rate, so they are the transient session's (transient-session/routes.ts).
 */
export const freePaymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (
  app,
  { payments },
) => {
  // An extension is processed like free parking: settling reads the pending payment's kind.
  for (const call of ['process-payment', 'process-payment-on-demand-extension']) {
    app.post(
      `/payment/${call}`,
      {
        schema: {
          summary: 'Completes free parking: the assigned right (the same one on every retry)',
          tags: ['payment'],
          body: ProcessFreePaymentBodySchema,
          response: { 200: ProcessPaymentResultSchema, ...errors },
        },
      },
      (request) => {
        const { pendingPaymentId, licensePlate, phoneNumber, locale } = request.body;
        return payments.processFreePayment({
          pendingPaymentId,
          licensePlate,
          phoneNumber,
          locale,
        });
      },
    );
  }
};
