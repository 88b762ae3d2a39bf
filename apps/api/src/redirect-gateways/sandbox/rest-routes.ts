import { RedirectSignedParamsSchema } from '@parking/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verifySignedRequest } from '../verify-signed.js';
import { sandboxRestAnswer } from './answer-params.js';
import { SANDBOX_MERCHANT } from './gateway.js';
import type { PaidOrders } from './paid-orders.js';

type Options = { secret: string; paidOrders: PaidOrders; now: () => Date };

/** The gateway's REST answer: its signed parameters, or an error code (HTTP 200 either way). */
const RestAnswerSchema = z.union([RedirectSignedParamsSchema, z.object({ errorCode: z.string() })]);

/**
 * The sandbox gateway's REST interface (trataPeticionREST), as the real gateway's: a signed JSON
 * request, a signed JSON answer. Only refunds (transaction type 3) of orders it charged:
 * Ds_Response 0900 when given back, SIS0057 beyond what the order has left, SIS0054 for an order
 * it never charged, SIS0042 for a bad signature. Sandbox money only: its key is public.
 */
export const sandboxRestRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  app.post(
    '/rest/trataPeticionREST',
    {
      schema: {
        summary: 'The sandbox gateway’s REST interface: refunds of orders it charged',
        tags: ['redirect sandbox'],
        body: RedirectSignedParamsSchema,
        response: { 200: RestAnswerSchema },
      },
    },
    (request) => {
      const fields = verifySignedRequest(options.secret, request.body);
      const order = fields?.DS_MERCHANT_ORDER;
      if (!fields || !order) return { errorCode: 'SIS0042' };
      if (fields.DS_MERCHANT_TRANSACTIONTYPE !== '3') return { errorCode: 'SIS0023' };
      const merchantCode = fields.DS_MERCHANT_MERCHANTCODE ?? '';
      const amount = fields.DS_MERCHANT_AMOUNT ?? '';
      if (merchantCode !== SANDBOX_MERCHANT.merchantCode || !/^\d{1,12}$/.test(amount)) {
        return { errorCode: 'SIS0054' };
      }
      const response = options.paidOrders.refund(merchantCode, order, Number(amount));
      if (response !== '0900') return { errorCode: response };
      return sandboxRestAnswer(options.secret, fields, response, options.now());
    },
  );
};
