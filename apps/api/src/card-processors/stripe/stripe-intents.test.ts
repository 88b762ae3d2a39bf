import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeConfig } from '#api/config.js';
import type { FakeStripeApi } from '#test/fake-stripe-api.js';
import { createTestIntent, startStripeAdapter } from '#test/stripe-helpers.js';
import type { CardProcessor } from '../card-processor.js';
import { CardProcessorError } from '../errors.js';
import { createStripeProcessor } from './processor.js';

let api: FakeStripeApi;
let config: StripeConfig;
let stripe: CardProcessor;
beforeAll(async () => {
  ({ api, config, stripe } = await startStripeAdapter());
});
afterAll(() => api?.close());

const requestsAfter = (count: number) => api.requests.slice(count);
const create = (key?: string) => createTestIntent(stripe, key);

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
      lastErrorCode: null,
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
      // Stripe's decline_code says more than its code ('card_declined'): decision 046.
      lastErrorCode: 'generic_decline',
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
      walletUrl: null,
    });
  });
});
