import {
  ErrorResponseSchema,
  GeneratePaymentBodySchema,
  GeneratePermitPaymentParamsSchema,
  PermitInfoParamsSchema,
  PermitInfoSchema,
} from '@parking/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CardingGuard } from '../payment/index.js';
import { checkProvider, generateResponses, kindOf } from '../payment/index.js';
import type { PermitService } from './service.js';

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };

/**
 * GET /permit/place/{placeId}/info/{assignedRightId} and the renewal's
 * POST /{provider}/{assignedRightId}/generate-permit-payment (spec section 7). The renewal is
 * processed by the card kinds' process-payment-on-demand-extension, which settles a PERMIT
 * pending payment as the next cycle.
 */
export const permitRoutes: FastifyPluginAsyncZod<{
  permits: PermitService;
  carding: CardingGuard;
}> = async (app, { permits, carding }) => {
  app.get(
    '/permit/place/:placeId/info/:assignedRightId',
    {
      schema: {
        summary: 'A permit: holder, plates, rate, payments and whether it can be renewed now',
        tags: ['permit'],
        params: PermitInfoParamsSchema,
        response: { 200: PermitInfoSchema, ...errors },
      },
    },
    (request) => permits.getInfo(request.params.placeId, request.params.assignedRightId),
  );

  app.post(
    '/:provider/:assignedRightId/generate-permit-payment',
    {
      preValidation: checkProvider,
      preHandler: carding.beforeNewIntent,
      schema: {
        summary: "The renewal of the permit's next cycle: one live payment per period",
        tags: ['permit'],
        params: GeneratePermitPaymentParamsSchema.extend({ provider: z.string() }),
        body: GeneratePaymentBodySchema,
        response: generateResponses,
      },
    },
    (request) =>
      permits.generatePayment(
        kindOf(request.params.provider),
        request.params.assignedRightId,
        request.body,
      ),
  );
};
