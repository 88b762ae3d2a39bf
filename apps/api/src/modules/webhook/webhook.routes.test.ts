import { randomUUID } from 'node:crypto';
import { ErrorResponseSchema } from '@parking/domain';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, type Mock, vi } from 'vitest';
import type { Services } from '#api/app.js';
import { signSandboxPayload } from '#api/card-processors/index.js';
import { webhookEvent } from '#api/db/schema/index.js';
import { type FakeStripeApi, startFakeStripeApi } from '#test/fake-stripe-api.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

type Finalise = Services['payment']['finaliseByExternalId'];
const STRIPE_WEBHOOK_SECRET = 'whsec_test_routes';

let server: TestServer;
let stripeServer: TestServer;
let stripeApi: FakeStripeApi;
let finalise: Mock<Finalise>;
let stripeFinalise: Mock<Finalise>;

/** Stands in for the payment core's finalise, so that each call can be counted. */
function standIn(target: TestServer, impl?: Finalise): Mock<Finalise> {
  const spy = vi.fn<Finalise>(impl ?? (async () => ({ status: 'processing' })));
  target.app.services.payment = { ...target.app.services.payment, finaliseByExternalId: spy };
  return spy;
}

beforeAll(async () => {
  server = await startTestServer();
  finalise = standIn(server);
  stripeApi = await startFakeStripeApi();
  stripeServer = await startTestServer({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_routes',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_routes',
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(stripeApi.port),
      STRIPE_API_PROTOCOL: 'http',
    },
  });
  stripeFinalise = standIn(stripeServer);
});
afterAll(async () => {
  await server?.close();
  await stripeServer?.close();
  await stripeApi?.close();
});

function sandboxEvent(intentId = `pi_sbx_${randomUUID().replaceAll('-', '').slice(0, 24)}`) {
  return JSON.stringify({
    id: `evt_sbx_${randomUUID().replaceAll('-', '').slice(0, 24)}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: intentId,
        object: 'payment_intent',
        amount: 1250,
        currency: 'usd',
        status: 'succeeded',
        metadata: {},
        payment_method: 'pm_card_visa',
        card: { brand: 'visa', last4: '4242' },
        last_payment_error: null,
      },
    },
  });
}

const signSandbox = (body: string, timestamp?: number) =>
  server.app.services.cardProcessors.sandbox.signWebhook(body, timestamp);

async function deliver(
  target: TestServer,
  path: string,
  body: string,
  headers: Record<string, string>,
) {
  const response = await target.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body,
  });
  return { response, body: (await response.json()) as Record<string, unknown> };
}
const deliverSandbox = (body: string, signature?: string) =>
  deliver(server, '/api/webhooks/sandbox', body, {
    ...(signature ? { 'sandbox-signature': signature } : {}),
  });

async function storedEvents(target: TestServer, gateway: 'SANDBOX' | 'STRIPE', eventId: string) {
  return target.database.db
    .select()
    .from(webhookEvent)
    .where(and(eq(webhookEvent.gateway, gateway), eq(webhookEvent.eventId, eventId)));
}

const callsFor = (spy: Mock<Finalise>, externalId: string) =>
  spy.mock.calls.filter(([input]) => input.externalId === externalId);

describe('POST /api/webhooks/sandbox', () => {
  it('handles one of five deliveries of a new event arriving at once (a batch never holds two)', async () => {
    const body = sandboxEvent();
    const { data } = JSON.parse(body);
    const signature = signSandbox(body);
    const deliveries = await Promise.all(
      Array.from({ length: 5 }, () => deliverSandbox(body, signature)),
    );
    for (const delivery of deliveries) expect(delivery.response.status).toBe(200);
    const handled = deliveries.filter((delivery) => delivery.body.duplicate === false);
    expect(handled).toHaveLength(1);
    expect(callsFor(finalise, data.object.id)).toHaveLength(1);
  });

  it('finalises the intent of a signed event once, and calls a replay a duplicate', async () => {
    const body = sandboxEvent();
    const { id: eventId, data } = JSON.parse(body);
    const signature = signSandbox(body);
    const first = await deliverSandbox(body, signature);
    expect(first.response.status).toBe(200);
    expect(first.body).toEqual({ received: true, duplicate: false, status: 'processing' });
    expect(callsFor(finalise, data.object.id)).toEqual([
      [{ gateway: 'SANDBOX', externalId: data.object.id }],
    ]);
    expect(await storedEvents(server, 'SANDBOX', eventId)).toEqual([
      expect.objectContaining({ type: 'payment_intent.succeeded' }),
    ]);

    const replays = await Promise.all(
      Array.from({ length: 5 }, () => deliverSandbox(body, signature)),
    );
    for (const replay of replays) {
      expect(replay.response.status).toBe(200);
      expect(replay.body).toEqual({ received: true, duplicate: true });
    }
    expect(callsFor(finalise, data.object.id)).toHaveLength(1);
  });

  it.each([
    ['no signature', (body: string) => ({ body, signature: undefined })],
    [
      'another secret',
      (body: string) => ({
        body,
        signature: signSandboxPayload({ payload: body, secret: 'whsec_x' }),
      }),
    ],
    [
      'a stale timestamp',
      (body: string) => ({
        body,
        signature: signSandbox(body, Math.floor(Date.now() / 1000) - 301),
      }),
    ],
    [
      'a changed body',
      (body: string) => ({ body: body.replace('1250', '1'), signature: signSandbox(body) }),
    ],
    ['garbage', (body: string) => ({ body, signature: 't=abc,v1=xyz' })],
  ])('refuses %s with a 400 and changes nothing', async (_, delivery) => {
    const original = sandboxEvent();
    const { id: eventId, data } = JSON.parse(original);
    const { body, signature } = delivery(original);
    const result = await deliverSandbox(body, signature);
    expect(result.response.status).toBe(400);
    expect(ErrorResponseSchema.strict().parse(result.body)).toEqual({
      message: 'Invalid webhook signature',
      statusCode: 400,
      code: 'WEBHOOK_SIGNATURE_INVALID',
    });
    expect(await storedEvents(server, 'SANDBOX', eventId)).toEqual([]);
    expect(callsFor(finalise, data.object.id)).toEqual([]);
  });

  it('refuses a signed body that is not a sandbox event', async () => {
    const body = '{"hello":"world"}';
    const result = await deliverSandbox(body, signSandbox(body));
    expect(result.response.status).toBe(400);
    expect(result.body.message).toBe('Invalid webhook signature');
  });

  it('forgets a delivery the payment core failed on, so that the retry is handled', async () => {
    const body = sandboxEvent();
    const { id: eventId, data } = JSON.parse(body);
    finalise.mockRejectedValueOnce(new Error('database down'));
    const failed = await deliverSandbox(body, signSandbox(body));
    expect(failed.response.status).toBe(500);
    expect(failed.body).toEqual({
      message: 'Internal Server Error',
      statusCode: 500,
      code: 'INTERNAL',
    });
    expect(await storedEvents(server, 'SANDBOX', eventId)).toEqual([]);

    const retried = await deliverSandbox(body, signSandbox(body));
    expect(retried.body).toEqual({ received: true, duplicate: false, status: 'processing' });
    expect(callsFor(finalise, data.object.id)).toHaveLength(2);
    expect(await storedEvents(server, 'SANDBOX', eventId)).toHaveLength(1);
  });
});

describe('POST /api/webhooks/stripe', () => {
  const stripeEvent = (type = 'payment_intent.succeeded') =>
    JSON.stringify({
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      type,
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: `pi_${randomUUID().replaceAll('-', '').slice(0, 24)}`,
          object: 'payment_intent',
          amount: 1250,
          currency: 'usd',
          status: 'succeeded',
          metadata: {},
          latest_charge: 'ch_1',
          last_payment_error: null,
        },
      },
    });
  const signStripe = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? STRIPE_WEBHOOK_SECRET,
      ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
    });
  const deliverStripe = (body: string, signature: string) =>
    deliver(stripeServer, '/api/webhooks/stripe', body, { 'stripe-signature': signature });

  it('is 404 where Stripe is not configured', async () => {
    const body = stripeEvent();
    const result = await deliver(server, '/api/webhooks/stripe', body, {
      'stripe-signature': signStripe(body),
    });
    expect(result.response.status).toBe(404);
    expect(result.body).toEqual({
      message: 'STRIPE is not configured',
      statusCode: 404,
      code: 'GATEWAY_NOT_CONFIGURED',
    });
  });

  it('finalises a correctly signed event once; a replay is a duplicate', async () => {
    const body = stripeEvent();
    const { id: eventId, data } = JSON.parse(body);
    const first = await deliverStripe(body, signStripe(body));
    expect(first.body).toEqual({ received: true, duplicate: false, status: 'processing' });
    expect(callsFor(stripeFinalise, data.object.id)).toEqual([
      [{ gateway: 'STRIPE', externalId: data.object.id }],
    ]);
    const replay = await deliverStripe(body, signStripe(body));
    expect(replay.body).toEqual({ received: true, duplicate: true });
    expect(await storedEvents(stripeServer, 'STRIPE', eventId)).toHaveLength(1);
  });

  it('refuses another secret and a stale timestamp with a 400, changing nothing', async () => {
    const body = stripeEvent();
    const { id: eventId, data } = JSON.parse(body);
    const stale = Math.floor(Date.now() / 1000) - 301;
    for (const signature of [
      signStripe(body, { secret: 'whsec_other' }),
      signStripe(body, { timestamp: stale }),
    ]) {
      const result = await deliverStripe(body, signature);
      expect(result.response.status).toBe(400);
      expect(result.body).toEqual({
        message: 'Invalid webhook signature',
        statusCode: 400,
        code: 'WEBHOOK_SIGNATURE_INVALID',
      });
    }
    expect(await storedEvents(stripeServer, 'STRIPE', eventId)).toEqual([]);
    expect(callsFor(stripeFinalise, data.object.id)).toEqual([]);
  });

  it('acknowledges and ignores signed events of other types', async () => {
    const body = stripeEvent('charge.succeeded');
    const result = await deliverStripe(body, signStripe(body));
    expect(result.response.status).toBe(200);
    expect(result.body).toEqual({ received: true, duplicate: false, ignored: true });
    expect(callsFor(stripeFinalise, JSON.parse(body).data.object.id)).toEqual([]);
  });

  it('gives the Stripe public configuration through the registry', () => {
    const registry = stripeServer.app.services.cardProcessors;
    expect(registry.isConfigured('STRIPE')).toBe(true);
    expect(registry.get('STRIPE', null).publicConfig()).toMatchObject({
      publicApiKey: 'pk_test_routes',
      cardFormUrl: null,
    });
    expect(() => server.app.services.cardProcessors.get('STRIPE', null)).toThrow(
      'Card processor STRIPE is not configured',
    );
  });
});
