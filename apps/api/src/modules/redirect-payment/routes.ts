import {
  ErrorResponseSchema,
  GenerateStayPaymentBodySchema,
  RedirectPaymentStartSchema,
  RedirectReturnResultSchema,
  RedirectSignedParamsSchema,
} from '@parking/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WindowLimit } from '#api/lib/counters/counter-store.js';
import { gatewayBaseUrl } from '#api/lib/public-origin.js';
import { registerRateLimit } from '#api/plugins/rate-limit.js';
import { acceptFormBodies } from '#api/redirect-gateways/index.js';
import { payerKeysOf } from '../payment/index.js';
import type { RedirectDeps } from './deps.js';
import { generateRedirectPayment } from './generate.js';
import { createNoPublicAddressWarning, SERVICE_UNAVAILABLE } from './no-public-address.js';
import { acceptNotification } from './notification.js';
import { acceptReturn } from './return.js';

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };

/** The signed-redirect kind's calls (REGIONAL_REDIRECT, docs/decisions/059), under /redirect. */
export const redirectPaymentRoutes: FastifyPluginAsyncZod<{
  deps: RedirectDeps;
  publicUrl: string | undefined;
  /** New orders an address may start: the card kinds' intent limit (CARD_INTENTS_*). */
  ordersPerIp: WindowLimit;
}> = async (app, { deps, publicUrl, ordersPerIp }) => {
  // The gateway posts its notification as a form.
  acceptFormBodies(app);
  // Off by default: only the generate call is limited; the gateway's answers never are.
  await registerRateLimit(app, 'redirect-generate', { global: false });
  const warnNoPublicAddress = createNoPublicAddressWarning();

  app.post(
    '/generate-payment-by-session',
    {
      config: { rateLimit: { max: ordersPerIp.max, timeWindow: ordersPerIp.windowMs } },
      schema: {
        summary: 'Prices a stay and signs the form the browser posts to the payment gateway',
        tags: ['redirect payment'],
        body: GenerateStayPaymentBodySchema,
        response: {
          200: RedirectPaymentStartSchema,
          ...errors,
          429: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      // Where the browser comes back and the gateway notifies (decision 069): PUBLIC_URL, or on
      // a server reached as localhost its own host; never the caller's Origin.
      const base = gatewayBaseUrl(request, publicUrl);
      if (base === null) {
        warnNoPublicAddress(request.log);
        return reply.code(503).send(SERVICE_UNAVAILABLE);
      }
      return generateRedirectPayment(deps, request.body, base, payerKeysOf(request));
    },
  );

  app.post(
    '/notification',
    {
      schema: {
        summary: 'The gateway’s signed notification (form-encoded), server to server',
        tags: ['redirect payment'],
        body: RedirectSignedParamsSchema,
        response: { 200: RedirectReturnResultSchema, ...errors },
      },
    },
    (request) => acceptNotification(deps, request.body),
  );

  app.post(
    '/return',
    {
      schema: {
        summary: 'The signed answer the gateway sent the browser back with; accepted once',
        tags: ['redirect payment'],
        body: RedirectSignedParamsSchema,
        response: { 200: RedirectReturnResultSchema, ...errors, 409: ErrorResponseSchema },
      },
    },
    (request) => acceptReturn(deps, request.body),
  );
};
