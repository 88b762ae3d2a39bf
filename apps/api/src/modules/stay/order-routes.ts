import {
  CustomerExternalOrderParamsSchema,
  CustomerOrderParamsSchema,
  CustomerSessionParamsSchema,
  canonicalUuid,
  ErrorResponseSchema,
  StayOrderSchema,
  StayTicketEmailQuerySchema,
  StayTicketEmailResponseSchema,
} from '@parking/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRateLimit } from '#api/plugins/rate-limit.js';
import type { StayOrderService } from './order-service.js';
import type { StayTicketEmail } from './ticket-email/index.js';

export type StayOrderRoutesOptions = {
  orders: StayOrderService;
  tickets: StayTicketEmail;
  /** Ticket e-mails a client IP may ask for per customer and minute (the plate lookups'). */
  emailsPerMinute?: number;
};

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };

const perClientAndCustomer = (request: FastifyRequest) =>
  `${request.ip}|${canonicalUuid((request.params as { customerId?: unknown }).customerId)}`;

/**
 * A stay's orders as paid tickets and the ticket by e-mail (spec routes ticket-paid-v1/{orderId}
 * and external-summary/{externalId}, call email-ticket/{sessionId}). The order and stay ids are
 * the capability (spec section 6): unguessable UUIDs, no limit beyond the global ones; the
 * e-mail is limited, since it mails any address. Answers are no-store (plugins/cache-control).
 */
export const stayOrderRoutes: FastifyPluginAsyncZod<StayOrderRoutesOptions> = async (
  app,
  { orders, tickets, emailsPerMinute = 30 },
) => {
  await registerRateLimit(app, 'stay-ticket-email', { global: false });

  app.get(
    '/customer/:customerId/order/external/:externalId',
    {
      schema: {
        summary: "A stay's paid order by the processor's id (card intent or gateway order)",
        description:
          '404 until the payment is recorded: the external summary retries on 404. A redirect order id is `<merchant code>/<order number>`, its slash encoded (%2F).',
        tags: ['access control'],
        params: CustomerExternalOrderParamsSchema,
        response: { 200: StayOrderSchema, ...errors },
      },
    },
    (request) => orders.byExternalId(request.params.customerId, request.params.externalId),
  );

  app.get(
    '/customer/:customerId/order/:orderId',
    {
      schema: {
        summary: "A stay's order: PAID with its ticket, or PENDING/FAILED at the gateway",
        description:
          'The paid-ticket page (ticket-paid-v1/{orderId}). A redirect order is PENDING until the gateway notifies, with the paid fields null.',
        tags: ['access control'],
        params: CustomerOrderParamsSchema,
        response: { 200: StayOrderSchema, ...errors },
      },
    },
    (request) => orders.byId(request.params.customerId, request.params.orderId),
  );

  app.get(
    '/customer/:customerId/email-ticket/:sessionId',
    {
      config: {
        rateLimit: { max: emailsPerMinute, timeWindow: 60_000, keyGenerator: perClientAndCustomer },
      },
      schema: {
        summary: "Queues the stay's latest paid ticket as an e-mail to the given address (202)",
        description:
          'In lang, else the language of the payment. The same stay and address within a minute queue one e-mail (queued false). 400 when nothing was paid yet.',
        tags: ['access control'],
        params: CustomerSessionParamsSchema,
        querystring: StayTicketEmailQuerySchema,
        response: { 202: StayTicketEmailResponseSchema, ...errors, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { customerId, sessionId } = request.params;
      const queued = await tickets.request(customerId, sessionId, request.query);
      return reply.code(202).send(queued);
    },
  );
};
