import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripeApi, startFakeStripeApi } from '../../../test/fake-stripe-api.js';
import type { StripeConfig } from '../../config.js';
import { type CardProcessor, WebhookSignatureError } from '../card-processor.js';
import { CardProcessorError, IgnoredWebhookEventError } from '../errors.js';
import { createStripeProcessor, STRIPE_WEBHOOK_TOLERANCE_SECONDS } from './processor.js';

const WEBHOOK_SECRET = 'whsec_test_adapter';

let api: FakeStripeApi;
let config: StripeConfig;
let stripe: CardProcessor;
beforeAll(async () => {
  api = await startFakeStripeApi();
  config = {
    secretKey: 'sk_test_adapter',
    publishableKey: 'pk_test_adapter',
    webhookSecret: WEBHOOK_SECRET,
    googlePayMerchantId: 'BCR2DN4T0000000',
    apiHost: '127.0.0.1',
    apiPort: api.port,
    apiProtocol: 'http',
  };
  stripe = createStripeProcessor({ config });
});
afterAll(() => api?.close());

const requestsAfter = (count: number) => api.requests.slice(count);

function create(key = randomUUID()) {
  return stripe.createIntent({
    amountMinor: 1250,
    currencyCode: 'USD',
    idempotencyKey: key,
    metadata: { pendingPaymentId: key, placeId: 'place-1' },
    description: 'Parking at Midtown Garage',
  });
}

describe('Stripe adapter against a local Stripe API', () => {
  it('creates an intent with the amount, metadata and a namespaced idempotency key', async () => {
    const before = api.requests.length;
    const key = randomUUID();
    const intent = await create(key);
    expect(intent).toEqual({
      intentId: expect.stringMatching(/^pi_/),
      clientSecret: expect.stringMatching(/^pi_.+_secret_/),
      status: 'requires_payment_method',
      amountMinor: 1250,
      currencyCode: 'USD',
      card: null,
      lastError: null,
      metadata: { pendingPaymentId: key, placeId: 'place-1' },
    });
    const [request] = requestsAfter(before);
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      idempotencyKey: `pi-create:${key}`,
      authorization: 'Bearer sk_test_adapter',
      stripeVersion: Stripe.API_VERSION,
    });
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      amount: '1250',
      currency: 'usd',
      description: 'Parking at Midtown Garage',
      'metadata[pendingPaymentId]': key,
      'metadata[placeId]': 'place-1',
      'allowed_payment_method_types[0]': 'card',
    });
  });

  it('answers a repeated create with the same intent, even after a lost answer', async () => {
    const key = randomUUID();
    const intentsBefore = api.intents.size;
    api.failNext();
    const first = await create(key);
    const again = await create(key);
    expect(again).toEqual(first);
    expect(api.intents.size).toBe(intentsBefore + 1);
    const keys = api.requests.slice(-3).map((request) => request.idempotencyKey);
    expect(keys).toEqual([`pi-create:${key}`, `pi-create:${key}`, `pi-create:${key}`]);
  });

  it('updates the metadata', async () => {
    const intent = await create();
    const before = api.requests.length;
    const updated = await stripe.updateIntentMetadata({
      intentId: intent.intentId,
      metadata: { licensePlate: 'ABC123' },
    });
    expect(updated.metadata).toMatchObject({ licensePlate: 'ABC123' });
    const [request] = requestsAfter(before);
    expect(request?.path).toBe(`/v1/payment_intents/${intent.intentId}`);
    expect(request?.form.get('metadata[licensePlate]')).toBe('ABC123');
  });

  it('confirms with the payment method, reads the card of the charge, and never charges twice', async () => {
    const key = randomUUID();
    const intent = await create(key);
    const before = api.requests.length;
    const confirm = () =>
      stripe.confirmIntent({
        intentId: intent.intentId,
        paymentMethodId: 'pm_card_visa',
        idempotencyKey: key,
      });
    const paid = await confirm();
    expect(paid).toMatchObject({
      intentId: intent.intentId,
      status: 'succeeded',
      card: { brand: 'visa', last4: '4242' },
      lastError: null,
    });
    const [request] = requestsAfter(before);
    expect(request).toMatchObject({
      method: 'POST',
      path: `/v1/payment_intents/${intent.intentId}/confirm`,
      idempotencyKey: `pi-confirm:${key}:pm_card_visa`,
    });
    expect(request?.form.get('payment_method')).toBe('pm_card_visa');
    expect(request?.form.get('expand[0]')).toBe('latest_charge');
    // A retry is answered from Stripe's idempotency cache: no second confirmation.
    expect(await confirm()).toEqual(paid);
    // Another card on a paid intent: Stripe refuses; the adapter answers with the paid intent.
    const other = await stripe.confirmIntent({
      intentId: intent.intentId,
      paymentMethodId: 'pm_card_mastercard',
      idempotencyKey: key,
    });
    expect(other).toMatchObject({ status: 'succeeded', card: { last4: '4242' } });
  });

  it('turns a decline into the intent with its reason, and lets another card pay', async () => {
    const key = randomUUID();
    const intent = await create(key);
    const declined = await stripe.confirmIntent({
      intentId: intent.intentId,
      paymentMethodId: 'pm_card_chargeDeclined',
      idempotencyKey: key,
    });
    expect(declined).toMatchObject({
      status: 'requires_payment_method',
      lastError: 'Your card was declined.',
    });
    const paid = await stripe.confirmIntent({
      intentId: intent.intentId,
      paymentMethodId: 'pm_card_visa',
      idempotencyKey: key,
    });
    expect(paid).toMatchObject({ status: 'succeeded', card: { brand: 'visa', last4: '4242' } });
  });

  it('retrieves with the charge expanded; an unknown intent is a 404', async () => {
    const intent = await create();
    await stripe.confirmIntent({
      intentId: intent.intentId,
      paymentMethodId: 'pm_card_visa',
      idempotencyKey: 'k',
    });
    const before = api.requests.length;
    expect(await stripe.retrieveIntent({ intentId: intent.intentId })).toMatchObject({
      status: 'succeeded',
      card: { brand: 'visa', last4: '4242' },
    });
    const [request] = requestsAfter(before);
    expect(request?.method).toBe('GET');
    expect(request?.query.get('expand[0]')).toBe('latest_charge');
    await expect(stripe.retrieveIntent({ intentId: 'pi_missing' })).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('reports other failures as the processor being unavailable (503), cause kept', async () => {
    const broken = createStripeProcessor({
      config: { ...config, secretKey: 'sk_test_x', apiPort: 1 },
    });
    const failure = await broken.retrieveIntent({ intentId: 'pi_1' }).catch((error) => error);
    expect(failure).toBeInstanceOf(CardProcessorError);
    expect(failure.statusCode).toBe(503);
    expect(failure.cause).toBeInstanceOf(Stripe.errors.StripeError);
  }, 20_000);

  it('gives the publishable key and the Google Pay merchant, and no card form', () => {
    expect(stripe.publicConfig()).toEqual({
      publicApiKey: 'pk_test_adapter',
      publicKey: 'pk_test_adapter',
      googlePayMerchantId: 'BCR2DN4T0000000',
      cardFormUrl: null,
    });
  });
});

describe('Stripe webhooks', () => {
  const event = (type = 'payment_intent.succeeded') =>
    JSON.stringify({
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'pi_123',
          object: 'payment_intent',
          amount: 1250,
          currency: 'usd',
          status: 'succeeded',
          metadata: { pendingPaymentId: 'p1' },
          latest_charge: 'ch_1',
          last_payment_error: null,
        },
      },
    });
  const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
    });
  const parse = (payload: string, signature: string | undefined) =>
    stripe.parseWebhook({
      rawBody: Buffer.from(payload),
      headers: signature === undefined ? {} : { 'stripe-signature': signature },
    });

  it('accepts a correctly signed event and maps its intent', () => {
    const payload = event();
    expect(parse(payload, sign(payload))).toEqual({
      eventId: JSON.parse(payload).id,
      type: 'payment_intent.succeeded',
      intent: {
        intentId: 'pi_123',
        status: 'succeeded',
        amountMinor: 1250,
        currencyCode: 'USD',
        card: null,
        lastError: null,
        metadata: { pendingPaymentId: 'p1' },
      },
    });
  });

  it('refuses another secret, a changed body, a stale timestamp and no header', () => {
    const payload = event();
    const now = Math.floor(Date.now() / 1000);
    expect(() => parse(payload, sign(payload, { secret: 'whsec_other' }))).toThrow(
      WebhookSignatureError,
    );
    expect(() => parse(payload.replace('1250', '1'), sign(payload))).toThrow(WebhookSignatureError);
    expect(() =>
      parse(payload, sign(payload, { timestamp: now - STRIPE_WEBHOOK_TOLERANCE_SECONDS - 5 })),
    ).toThrow(WebhookSignatureError);
    expect(() => parse(payload, sign(payload, { timestamp: now - 60 }))).not.toThrow();
    expect(() => parse(payload, undefined)).toThrow(WebhookSignatureError);
  });

  it('recognises signed events of other types as ignored', () => {
    const payload = event('charge.succeeded');
    expect(() => parse(payload, sign(payload))).toThrow(IgnoredWebhookEventError);
  });
});
