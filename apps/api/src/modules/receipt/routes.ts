import {
  CARD_PROVIDER_PATHS,
  EmailTicketParamsSchema,
  EmailTicketQuerySchema,
  EmailTicketResponseSchema,
  ErrorResponseSchema,
} from '@parking/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perMinuteRefusal, registerRateLimit } from '#api/plugins/rate-limit.js';
import { payerKeyHashesOf } from '../payment/index.js';
import type { ReceiptService } from './service.js';

export type ReceiptRoutesOptions = {
  receipts: ReceiptService;
  /** Receipt requests a client IP may make per minute. */
  requestsPerMinute: number;
};

/** 'payment' (the generic service) and each card kind's {provider} segment (spec section 7). */
const SERVICE_PATHS = ['payment', ...Object.values(CARD_PROVIDER_PATHS)];

/**
 * GET /{service}/place/{placeId}/email-ticket/{assignedRightId}?email=&lang= and its booking
 * twin. Bookings reuse the transient receipt until reservations exist: a booking is an
 * assigned right with payments like any other, and the same ticket content describes it.
 */
export const receiptRoutes: FastifyPluginAsyncZod<ReceiptRoutesOptions> = async (
  app,
  { receipts, requestsPerMinute },
) => {
  // The endpoint mails any address: per client IP here, per ticket in the service. Global in
  // this plugin's scope: the six paths below share one counter per IP, so switching paths does
  // not multiply the allowance (a per-route limit keeps a counter per route).
  await registerRateLimit(app, 'receipt', {
    global: true,
    max: requestsPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: perMinuteRefusal('receipt requests'),
  });

  for (const service of SERVICE_PATHS) {
    for (const booking of ['', '/booking']) {
      app.get(
        `/${service}/place/:placeId${booking}/email-ticket/:assignedRightId`,
        {
          schema: {
            summary: `E-mails the paid ticket${booking ? ' of a booking' : ''} (SENT, or QUEUED while the mail server retries)`,
            tags: ['receipt'],
            params: EmailTicketParamsSchema,
            querystring: EmailTicketQuerySchema,
            response: {
              200: EmailTicketResponseSchema,
              400: ErrorResponseSchema,
              404: ErrorResponseSchema,
              429: ErrorResponseSchema,
            },
          },
        },
        (request) =>
          receipts.requestReceipt({
            placeId: request.params.placeId,
            assignedRightId: request.params.assignedRightId,
            email: request.query.email,
            lang: request.query.lang,
            payerKeyHashes: payerKeyHashesOf(request),
          }),
      );
    }
  }
};
