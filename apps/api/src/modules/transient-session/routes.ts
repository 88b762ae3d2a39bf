import {
  ErrorResponseSchema,
  GeneratePaymentBodySchema,
  PendingPaymentSchema,
  UuidSchema,
} from '@parking/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type CardingGuard,
  checkProvider,
  generateResponses,
  kindOf,
} from '#api/modules/payment/index.js';
import type { TransientPaymentService } from './service.js';

const providerParams = z.object({ provider: z.string() });
const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };

/**
 * A transient session's generate calls (spec section 7), priced here and held by the payment
 * core: free parking under /payment, the card kinds' under /{provider}. Their process calls are
 * the core's own (payment/card/routes.ts, payment/free/routes.ts): settling reads the pending
 * payment's kind.
 */
export const transientPaymentRoutes: FastifyPluginAsyncZod<{
  payments: TransientPaymentService;
  carding: CardingGuard;
}> = async (app, { payments, carding }) => {
  app.post(
    '/payment/generate-payment',
    {
      schema: {
        summary: 'Prices a free rate and holds it for 4 minutes (a priced rate needs a card)',
        tags: ['payment'],
        body: GeneratePaymentBodySchema,
        response: { 200: PendingPaymentSchema, ...errors },
      },
    },
    (request) => payments.generateFreePayment(request.body),
  );

  app.post(
    '/payment/:assignedRightId/generate-payment-on-demand-extension',
    {
      schema: {
        summary: 'Prices a free extension rate while the assigned right is live',
        tags: ['payment'],
        params: z.object({ assignedRightId: UuidSchema }),
        body: GeneratePaymentBodySchema,
        response: { 200: PendingPaymentSchema, ...errors },
      },
    },
    (request) => payments.generateFreeExtension(request.params.assignedRightId, request.body),
  );

  app.post(
    '/:provider/generate-payment',
    {
      preValidation: checkProvider,
      preHandler: carding.beforeNewIntent,
      schema: {
        summary: 'Prices the rate, holds it for 4 minutes and creates the processor intent',
        tags: ['card payment'],
        params: providerParams,
        body: GeneratePaymentBodySchema,
        response: generateResponses,
      },
    },
    (request) => payments.generateCardPayment(kindOf(request.params.provider), request.body),
  );

  app.post(
    '/:provider/:assignedRightId/generate-payment-on-demand-extension',
    {
      preValidation: checkProvider,
      preHandler: carding.beforeNewIntent,
      schema: {
        summary: 'The same for an extension rate, while the assigned right is live',
        tags: ['card payment'],
        params: providerParams.extend({ assignedRightId: UuidSchema }),
        body: GeneratePaymentBodySchema,
        response: generateResponses,
      },
    },
    (request) =>
      payments.generateCardExtension(
        kindOf(request.params.provider),
        request.params.assignedRightId,
        request.body,
      ),
  );
};
