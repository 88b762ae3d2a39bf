import { ErrorResponseSchema } from '@parking/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WindowLimit } from '#api/lib/counters/counter-store.js';
import { registerRateLimit } from '#api/plugins/rate-limit.js';
import type { SandboxCardProcessor } from '../processor.js';
import { SANDBOX_WALLET_CARD_IDS } from '../wallet-cards.js';
import { CARD_FORM_CSP, renderCardFormPage } from './card-form-page.js';
import { loadFrameFiles, sandboxFramePage, serveFrameFiles } from './frame-page.js';
import { renderWalletPage, WALLET_CSP } from './wallet-page.js';

/**
 * The iframe's document has an opaque origin, so its fetches arrive with `Origin: null`: these
 * two endpoints, and only they, let that origin read their answers. No credentials: cookies are
 * never sent to or accepted from them.
 */
function allowOpaqueOrigin(request: FastifyRequest, reply: FastifyReply) {
  if (request.headers.origin !== 'null') return;
  reply.header('access-control-allow-origin', 'null');
  reply.header('vary', 'Origin');
}

const PaymentMethodBodySchema = z.object({
  number: z.string().max(32),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  cvc: z.string().max(8),
});
const PaymentMethodSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
const ConfirmBodySchema = z.object({
  clientSecret: z.string().min(1).max(200),
  paymentMethodId: z.string().min(1).max(100),
});
const ConfirmedIntentSchema = z.object({
  id: z.string(),
  status: z.string(),
  amountMinor: z.number().int(),
  currencyCode: z.string(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  lastError: z.string().nullable(),
  /** The decline's code, as Stripe's last_payment_error.code: the card form passes it on. */
  lastErrorCode: z.string().nullable(),
});
const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };

/**
 * The sandbox processor's HTTP surface, under /api/sandbox: the card form page (iframe) with its
 * files, and the two calls that page makes, as an external processor's browser API would
 * answer them. Card numbers reach only POST /v1/payment_methods; request bodies are never logged.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{
  sandbox: SandboxCardProcessor;
  /** Calls to the two endpoints below per client address, together (Stripe limits too). */
  requestsPerIp: WindowLimit;
}> = async (app, { sandbox, requestsPerIp }) => {
  // The frames' common script and style, loaded by both pages before their own.
  const shared = loadFrameFiles('frame', ['frame-messages.js', 'frame.css']);
  await app.register(serveFrameFiles(shared));
  await app.register(
    sandboxFramePage({
      path: '/card-form',
      summary: 'The sandbox card form, for an iframe with sandbox="allow-scripts allow-forms"',
      folder: 'card-form',
      files: ['card-checks.js', 'card-form.js', 'card-form.css'],
      shared,
      csp: CARD_FORM_CSP,
      render: renderCardFormPage,
    }),
  );
  await app.register(
    sandboxFramePage({
      path: '/wallet',
      summary: 'The sandbox test wallet, for an iframe with sandbox="allow-scripts allow-forms"',
      folder: 'wallet',
      files: ['wallet.js', 'wallet.css'],
      shared,
      csp: WALLET_CSP,
      render: renderWalletPage,
    }),
  );

  await app.register(async (plain) => {
    const api = plain.withTypeProvider<ZodTypeProvider>();
    api.addHook('onRequest', async (request, reply) => {
      allowOpaqueOrigin(request, reply);
      reply.header('cache-control', 'no-store');
    });
    // Where a script would test card numbers: one counter per address for both calls.
    await registerRateLimit(api, 'sandbox', {
      global: true,
      max: requestsPerIp.max,
      timeWindow: requestsPerIp.windowMs,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many card requests: please try again in ${context.after}`,
      }),
    });
    // Preflight of the iframe's JSON POSTs (not counted: the browser sends them, not a script).
    const preflight = { schema: { hide: true }, config: { rateLimit: false } } as const;
    api.options('/v1/*', preflight, async (request, reply) => {
      if (request.headers.origin === 'null') {
        reply
          .header('access-control-allow-methods', 'POST')
          .header('access-control-allow-headers', 'content-type')
          .header('access-control-max-age', '600');
      }
      return reply.code(204).send();
    });

    api.post(
      '/v1/payment_methods',
      {
        bodyLimit: 4096,
        schema: {
          summary: 'Creates a payment method from a card (the card form only)',
          description:
            'Stores brand, last four digits and expiry; never the number or the security code. Test cards: 4242424242424242 succeeds, 4000000000000002 is declined (4000000000009995 insufficient funds, 4000000000000069 expired, 4000000000000127 incorrect CVC, 4000000000000119 processing error), 4000000000003220 confirms about 5 s later.',
          tags: ['sandbox'],
          body: PaymentMethodBodySchema,
          response: { 200: PaymentMethodSchema, ...errors, 429: ErrorResponseSchema },
        },
      },
      async (request) => sandbox.createPaymentMethod(request.body),
    );

    api.post(
      '/v1/wallet_payment_methods',
      {
        bodyLimit: 1024,
        schema: {
          summary: 'Creates a payment method from the test wallet (the wallet frame only)',
          description:
            "Names one of the wallet's saved cards, as a wallet hands a processor a token: no card number.",
          tags: ['sandbox'],
          body: z.object({ walletCard: z.enum(SANDBOX_WALLET_CARD_IDS) }).strict(),
          response: { 200: PaymentMethodSchema, ...errors, 429: ErrorResponseSchema },
        },
      },
      async (request) => sandbox.createWalletPaymentMethod(request.body),
    );

    api.post(
      '/v1/payment_intents/:intentId/confirm',
      {
        bodyLimit: 4096,
        schema: {
          summary: 'Confirms a payment intent with its client secret (second card kind)',
          tags: ['sandbox'],
          params: z.object({ intentId: z.string().min(1).max(100) }),
          body: ConfirmBodySchema,
          response: { 200: ConfirmedIntentSchema, ...errors, 429: ErrorResponseSchema },
        },
      },
      async (request) => {
        const intent = await sandbox.confirmWithClientSecret({
          intentId: request.params.intentId,
          ...request.body,
        });
        return {
          id: intent.intentId,
          status: intent.status,
          amountMinor: intent.amountMinor,
          currencyCode: intent.currencyCode,
          card: intent.card,
          lastError: intent.lastError,
          lastErrorCode: intent.lastErrorCode,
        };
      },
    );
  });
};
