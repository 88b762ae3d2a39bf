import { ErrorResponseSchema } from '@parking/domain';
import type { CardGateway } from '@parking/domain/vocabulary';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CardProcessorRegistry } from '#api/card-processors/index.js';
import {
  type CardProcessor,
  IgnoredWebhookEventError,
  type WebhookEvent,
  WebhookSignatureError,
} from '#api/card-processors/index.js';
import type { Database } from '#api/db/client.js';
import type { FinaliseResult } from '../payment/index.js';
import { createWebhookRepository } from './repository.js';

export type PaymentFinaliser = {
  finaliseByExternalId(input: {
    gateway: CardGateway;
    externalId: string;
  }): Promise<FinaliseResult>;
};

const WebhookReceivedSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
  /** What finalising the intent gave; absent for duplicates and ignored event types. */
  status: z
    .enum(['succeeded', 'processing', 'failed', 'charged', 'refunded', 'unknown'])
    .optional(),
  ignored: z.boolean().optional(),
});

const GATEWAY_PATHS: Array<[string, CardGateway]> = [
  ['/sandbox', 'SANDBOX'],
  ['/stripe', 'STRIPE'],
];

/**
 * The event as the first processor whose secret verifies it reads it: the server's own account,
 * then places' own (issue 25). Every one refusing the signature is the first one's refusal.
 */
function parseSignedByAny(
  verifiers: CardProcessor[],
  input: Parameters<CardProcessor['parseWebhook']>[0],
): WebhookEvent {
  let refusal: unknown;
  for (const processor of verifiers) {
    try {
      return processor.parseWebhook(input);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      refusal ??= error;
    }
  }
  throw refusal;
}

/**
 * Signed processor callbacks, under /api/webhooks. The signature is checked on the exact bytes
 * received (so these routes parse no JSON themselves), an event id is handled once (webhook_event),
 * and the intent it names is finalised by the payment core, whose own locking makes a webhook
 * racing the driver's process-payment harmless.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{
  cardProcessors: CardProcessorRegistry;
  db: Database;
  /** The payment core; read per request, so that tests can stand in for it. */
  payment: () => PaymentFinaliser | undefined;
}> = async (app, { cardProcessors, db, payment }) => {
  const repository = createWebhookRepository(db);

  /**
   * The event, verified by the server's own account first; the places' own accounts are read
   * (two queries) only when it refuses, as every delivery of the sandbox and of the server's
   * own Stripe account is accepted without them. Undefined: no account of the gateway is set.
   */
  async function parseSigned(
    gateway: CardGateway,
    input: Parameters<CardProcessor['parseWebhook']>[0],
  ): Promise<WebhookEvent | undefined> {
    const own = cardProcessors.webhookVerifiers(gateway, []);
    let refusal: unknown;
    if (own.length > 0) {
      try {
        return parseSignedByAny(own, input);
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        refusal = error;
      }
    }
    const all = cardProcessors.webhookVerifiers(gateway, await repository.placeAccounts(gateway));
    const places = all.filter((processor) => !own.includes(processor));
    if (places.length === 0) {
      if (refusal) throw refusal;
      return undefined;
    }
    try {
      return parseSignedByAny(places, input);
    } catch (error) {
      // Every one refusing the signature is the first one's refusal.
      throw error instanceof WebhookSignatureError && refusal ? refusal : error;
    }
  }

  // Raw bytes for every content type, in this plugin only.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  for (const [path, gateway] of GATEWAY_PATHS) {
    app.post(
      path,
      {
        schema: {
          summary: `Signed ${gateway.toLowerCase()} payment events`,
          tags: ['webhooks'],
          response: {
            200: WebhookReceivedSchema,
            400: ErrorResponseSchema,
            404: ErrorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        let event: WebhookEvent;
        try {
          const parsed = await parseSigned(gateway, { rawBody, headers: request.headers });
          if (!parsed) {
            return reply.code(404).send({
              message: `${gateway} is not configured`,
              statusCode: 404,
              code: 'GATEWAY_NOT_CONFIGURED',
            });
          }
          event = parsed;
        } catch (error) {
          if (error instanceof IgnoredWebhookEventError) {
            request.log.info({ eventId: error.eventId, type: error.type }, 'webhook event ignored');
            return { received: true as const, duplicate: false, ignored: true };
          }
          if (error instanceof WebhookSignatureError) {
            request.log.warn({ gateway, reason: error.message }, 'webhook signature rejected');
            return reply.code(400).send({
              message: 'Invalid webhook signature',
              statusCode: 400,
              code: 'WEBHOOK_SIGNATURE_INVALID',
            });
          }
          throw error;
        }

        const first = await repository.record({
          gateway,
          eventId: event.eventId,
          type: event.type,
        });
        if (!first) return { received: true as const, duplicate: true };
        const core = payment();
        try {
          if (!core) throw new Error('payment service is not available');
          const result = await core.finaliseByExternalId({
            gateway,
            externalId: event.intent.intentId,
          });
          request.log.info(
            { gateway, eventId: event.eventId, type: event.type, status: result.status },
            'webhook handled',
          );
          return { received: true as const, duplicate: false, status: result.status };
        } catch (error) {
          // Not handled: forget the delivery so that the processor's retry is handled in full.
          await repository.forget({ gateway, eventId: event.eventId });
          throw error;
        }
      },
    );
  }
};
