import {
  CARD_PROVIDER_PATHS,
  GenerateStayPaymentBodySchema,
  ProcessStayClientSecretBodySchema,
  ProcessStayIntentBodySchema,
  ProcessStayPaymentResultSchema,
} from '@parking/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type CardingGuard,
  checkProvider,
  generateResponses,
  kindOf,
  payerKeysOf,
  processResponses,
  refuseOtherProviders,
} from '../payment/index.js';
import type { StayPaymentService, StayProcessOutcome } from './service.js';

const stayProcessResponses = { ...processResponses, 200: ProcessStayPaymentResultSchema };

/** The stay's order with 200; a payment the processor is still working on, 202. */
const sendStayOutcome = (reply: FastifyReply, outcome: StayProcessOutcome) =>
  'orderId' in outcome ? outcome : reply.code(202).send(outcome);

/**
 * Paying a gated stay with the card kinds (spec section 7; decision 058): the calls of the
 * transient flow, for a session instead of a rate, behind the same carding defence. The
 * signed-redirect kind has its own (modules/redirect-payment).
 */
export const stayPaymentRoutes: FastifyPluginAsyncZod<{
  stayPayments: StayPaymentService;
  carding: CardingGuard;
}> = async (app, { stayPayments, carding }) => {
  app.post(
    '/:provider/generate-payment-by-session',
    {
      preValidation: checkProvider,
      preHandler: carding.beforeNewIntent,
      schema: {
        summary:
          'Prices the stay now and creates the intent; the caller holding its payer key shares it',
        tags: ['access control'],
        params: z.object({ provider: z.string() }),
        body: GenerateStayPaymentBodySchema,
        response: generateResponses,
      },
    },
    (request) =>
      stayPayments.generate(kindOf(request.params.provider), request.body, payerKeysOf(request)),
  );

  app.post(
    `/${CARD_PROVIDER_PATHS.CARD_INTENT}/process-payment-session`,
    {
      preHandler: carding.beforeCardAttempt,
      onResponse: carding.countDecline,
      schema: {
        summary: 'Confirms a stay’s intent with the browser’s payment method; 200 with the order',
        tags: ['access control'],
        body: ProcessStayIntentBodySchema,
        response: stayProcessResponses,
      },
    },
    async (request, reply) => {
      const { paymentIntentId, paymentMethodId, email, locale } = request.body;
      const outcome = await stayPayments.process('CARD_INTENT', {
        externalId: paymentIntentId,
        paymentMethodId,
        email,
        locale,
      });
      return sendStayOutcome(reply, outcome);
    },
  );

  app.post(
    `/${CARD_PROVIDER_PATHS.CARD_CLIENT_SECRET}/process-payment-session`,
    {
      onResponse: carding.countDecline,
      schema: {
        summary: 'Settles a stay’s intent the browser confirmed; 202 while the processor works',
        tags: ['access control'],
        body: ProcessStayClientSecretBodySchema,
        response: stayProcessResponses,
      },
    },
    async (request, reply) => {
      const { externalId, email, locale } = request.body;
      const outcome = await stayPayments.process('CARD_CLIENT_SECRET', {
        externalId,
        paymentMethodId: null,
        email,
        locale,
      });
      return sendStayOutcome(reply, outcome);
    },
  );

  refuseOtherProviders(app, ['/:provider/process-payment-session']);
};
