import {
  CARD_PROVIDER_PATHS,
  CardProviderInfoSchema,
  ErrorResponseSchema,
  ProcessClientSecretPaymentBodySchema,
  ProcessIntentPaymentBodySchema,
  ResumeSchema,
  UpdatePaymentIntentBodySchema,
  UuidSchema,
} from '@parking/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resumeOfRight } from '../resume/routes.js';
import type { ResumeService } from '../resume/service.js';
import { deviceSecretHashOf } from '../saved-card/device-secret.js';
import type { PaymentService } from '../service.js';
import type { CardingGuard } from './carding-guard.js';
import { processResponses, sendOutcome } from './process-answer.js';
import { checkProvider, kindOf, refuseOtherProviders } from './provider-path.js';

const providerParams = z.object({ provider: z.string() });
const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };
/**
 * The card kinds' calls (spec section 7): /card-intent/... (first kind, intent and method)
 * and /card-client-secret/... (second kind). Calls that exist for one kind only are static
 * routes; a parametric route of the same shape answers every other {provider} with the spec's
 * 400 instead of a 404.
 */
export const cardPaymentRoutes: FastifyPluginAsyncZod<{
  payments: PaymentService;
  resumes: ResumeService;
  carding: CardingGuard;
}> = async (app, { payments, resumes, carding }) => {
  app.get(
    '/:provider/place/:placeId',
    {
      preValidation: checkProvider,
      schema: {
        summary: 'What the browser needs to mount the card form of a place',
        tags: ['card payment'],
        params: providerParams.extend({ placeId: UuidSchema }),
        response: { 200: CardProviderInfoSchema, ...errors },
      },
    },
    (request) => payments.getProviderInfo(kindOf(request.params.provider), request.params.placeId),
  );

  app.get(
    '/:provider/place/:placeId/resume/:assignedRightId',
    {
      preValidation: checkProvider,
      schema: {
        summary: 'The payments of an assigned right: summary and paid ticket',
        tags: ['card payment'],
        params: providerParams.extend({ placeId: UuidSchema, assignedRightId: UuidSchema }),
        response: { 200: ResumeSchema, ...errors },
      },
    },
    resumeOfRight(resumes),
  );

  // An extension is processed like a first payment: settling reads the pending payment's kind.
  for (const call of ['process-payment', 'process-payment-on-demand-extension']) {
    app.post(
      `/${CARD_PROVIDER_PATHS.CARD_INTENT}/${call}`,
      {
        preHandler: carding.beforeCardAttempt,
        onResponse: carding.countDecline,
        schema: {
          summary: 'Confirms the intent with the browser’s payment method and settles it',
          tags: ['card payment'],
          body: ProcessIntentPaymentBodySchema,
          response: processResponses,
        },
      },
      async (request, reply) => {
        const { paymentIntentId, paymentMethodId, licensePlate, phoneNumber, locale, saveCard } =
          request.body;
        const outcome = await payments.processIntentPayment(
          { paymentIntentId, paymentMethodId, licensePlate, phoneNumber, locale },
          { secretHash: deviceSecretHashOf(request), saveCard: saveCard === true },
        );
        return sendOutcome(reply, outcome);
      },
    );

    app.post(
      `/${CARD_PROVIDER_PATHS.CARD_CLIENT_SECRET}/${call}`,
      {
        // Not limited: the card went to the processor from the browser; only read here.
        onResponse: carding.countDecline,
        schema: {
          summary: 'Settles an intent the browser confirmed; 202 while the processor works',
          tags: ['card payment'],
          body: ProcessClientSecretPaymentBodySchema,
          response: processResponses,
        },
      },
      async (request, reply) => {
        const { externalId, licensePlate, phoneNumber, locale } = request.body;
        const outcome = await payments.processClientSecretPayment({
          externalId,
          licensePlate,
          phoneNumber,
          locale,
        });
        return sendOutcome(reply, outcome);
      },
    );
  }

  app.post(
    `/${CARD_PROVIDER_PATHS.CARD_CLIENT_SECRET}/update-payment-intent/:paymentIntentId`,
    {
      schema: {
        summary: 'Before the browser confirms: the plate, phone, locale (and a booking’s e-mail)',
        tags: ['card payment'],
        params: z.object({ paymentIntentId: z.string().min(1).max(255) }),
        body: UpdatePaymentIntentBodySchema,
        response: {
          200: z.object({ externalId: z.string(), pendingPaymentId: UuidSchema }),
          ...errors,
        },
      },
    },
    (request) => {
      const { placeId, licensePlate, phoneNumber, locale, email } = request.body;
      return payments.updatePaymentIntent({
        paymentIntentId: request.params.paymentIntentId,
        placeId,
        licensePlate,
        phoneNumber,
        locale,
        email,
      });
    },
  );

  refuseOtherProviders(app, [
    '/:provider/process-payment',
    '/:provider/process-payment-on-demand-extension',
    '/:provider/update-payment-intent/:paymentIntentId',
  ]);
};
