import {
  ErrorResponseSchema,
  GeneratePaymentBodySchema,
  PendingPaymentSchema,
  ProcessFreePaymentBodySchema,
  ProcessPaymentResultSchema,
  ResumeSchema,
  SummaryQuerySchema,
  UuidSchema,
} from '@parking/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ResumeService } from './resume.js';
import type { PaymentService } from './service.js';
import { sendSpecMessagesVerbatim } from './spec-messages.js';

export type PaymentRoutesOptions = { payments: PaymentService; resumes: ResumeService };

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };
const placeParams = z.object({ placeId: UuidSchema });

/** The generic payment service (spec section 7): free parking, summary and paid ticket. */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (
  app,
  { payments, resumes },
) => {
  sendSpecMessagesVerbatim(app);

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
          // The schema's refinement guarantees both.
          pendingPaymentId: pendingPaymentId as string,
          licensePlate: licensePlate as string,
          phoneNumber,
          locale,
        });
      },
    );
  }

  app.get(
    '/payment/place/:placeId/resume/:assignedRightId',
    {
      schema: {
        summary: 'The payments of an assigned right: summary and paid ticket',
        tags: ['payment'],
        params: placeParams.extend({ assignedRightId: UuidSchema }),
        response: { 200: ResumeSchema, ...errors },
      },
    },
    (request) => resumes.getResume(request.params.placeId, request.params.assignedRightId),
  );

  app.get(
    '/payment/place/:placeId/resume/external/:externalId',
    {
      schema: {
        summary: 'The same by the processor intent id; 404 until the payment is settled',
        tags: ['payment'],
        params: placeParams.extend({ externalId: z.string().min(1).max(255) }),
        response: { 200: ResumeSchema, ...errors },
      },
    },
    (request) => resumes.getResumeByExternalId(request.params.placeId, request.params.externalId),
  );

  app.get(
    '/payment/place/:placeId/summary',
    {
      schema: {
        summary: 'The summary by exactly one of assignedRightId or externalId',
        tags: ['payment'],
        params: placeParams,
        querystring: SummaryQuerySchema,
        response: { 200: ResumeSchema, ...errors },
      },
    },
    (request) => {
      const { placeId } = request.params;
      const { assignedRightId, externalId } = request.query;
      return assignedRightId
        ? resumes.getResume(placeId, assignedRightId)
        : resumes.getResumeByExternalId(placeId, externalId as string);
    },
  );
};
