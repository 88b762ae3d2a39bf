import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripeApi, startFakeStripeApi } from '../../../test/fake-stripe-api.js';
import type { StripeConfig } from '../../config.js';
import { type CardProcessor, WebhookSignatureError } from '../card-processor.js';
import { CardProcessorError, IgnoredWebhookEventError } from '../errors.js';
import { createStripeClient } from './client.js';
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

describe('Stripe refunds and cancellations', () => {
  async function paid(key = randomUUID()) {
    const intent = await create(key);
    await stripe.confirmIntent({
      intentId: intent.intentId,
      paymentMethodId: 'pm_card_visa',
      idempotencyKey: key,
    });
    return intent;
  }
  const refund = (intentId: string, idempotencyKey: string, reason = 'expired') =>
    stripe.refundIntent({ intentId, idempotencyKey, reason });
  const cancel = (intentId: string, idempotencyKey = intentId) =>
    stripe.cancelIntent({ intentId, idempotencyKey });
  const refundsOf = (intentId: string) =>
    [...api.refunds.values()].filter((refund) => refund.payment_intent === intentId);
  const unexpectedState = { statusCode: 400, code: 'payment_intent_unexpected_state' };

  it('refunds a charge once: a repeated key is replayed, another key answers the same refund', async () => {
    const intent = await paid();
    const key = randomUUID();
    const before = api.requests.length;
    const first = await refund(intent.intentId, key);
    expect(first).toEqual({
      refundId: expect.stringMatching(/^re_/),
      status: 'succeeded',
      amountMinor: 1250,
      voided: false,
    });
    const posted = requestsAfter(before).find((request) => request.path === '/v1/refunds');
    expect(posted).toMatchObject({ method: 'POST', idempotencyKey: `refund:${key}` });
    expect(Object.fromEntries(posted?.form ?? [])).toEqual({
      payment_intent: intent.intentId,
      reason: 'requested_by_customer',
      'metadata[reason]': 'expired',
    });
    expect(await refund(intent.intentId, key)).toEqual(first);
    // Stripe's charge_already_refunded: the refund that returned the money is the answer.
    expect(await refund(intent.intentId, randomUUID())).toEqual(first);
    expect(refundsOf(intent.intentId)).toHaveLength(1);
    // The intent stays succeeded, as Stripe's does.
    expect((await stripe.retrieveIntent({ intentId: intent.intentId })).status).toBe('succeeded');
    // A key reused with other parameters is Stripe's idempotency_error, a 400.
    await expect(refund(intent.intentId, key, 'other reason')).rejects.toMatchObject({
      statusCode: 400,
      code: 'idempotency_error',
    });
  });

  it('refunds once when the answer is lost and the SDK retries with the same key', async () => {
    const intent = await paid();
    const key = randomUUID();
    const before = api.requests.length;
    api.failNext(1, (request) => request.path === '/v1/refunds');
    const answer = await refund(intent.intentId, key);
    expect(answer).toMatchObject({ status: 'succeeded', amountMinor: 1250, voided: false });
    const posts = requestsAfter(before).filter((request) => request.path === '/v1/refunds');
    expect(posts.map((request) => request.idempotencyKey)).toEqual([
      `refund:${key}`,
      `refund:${key}`,
    ]);
    expect(refundsOf(intent.intentId).map((refund) => refund.id)).toEqual([answer.refundId]);
  });

  it('voids an authorisation (requires_capture) by cancelling it, once', async () => {
    // The adapter never asks for manual capture; an account's other integrations may.
    const client = createStripeClient(config);
    const held = await client.paymentIntents.create({
      amount: 1250,
      currency: 'usd',
      capture_method: 'manual',
    });
    const authorised = await stripe.confirmIntent({
      intentId: held.id,
      paymentMethodId: 'pm_card_visa',
      idempotencyKey: held.id,
    });
    expect(authorised.status).toBe('requires_capture');
    const key = randomUUID();
    const before = api.requests.length;
    const voided = await refund(held.id, key);
    expect(voided).toEqual({
      refundId: held.id,
      status: 'succeeded',
      amountMinor: 1250,
      voided: true,
    });
    const cancelled = requestsAfter(before).find((request) => request.path.endsWith('/cancel'));
    expect(cancelled).toMatchObject({ method: 'POST', idempotencyKey: `pi-void:${key}` });
    expect(cancelled?.form.get('cancellation_reason')).toBe('requested_by_customer');
    // Again (a retry after a crash): the released authorisation answers, nothing else is done.
    expect(await refund(held.id, key)).toEqual(voided);
    expect(await refund(held.id, randomUUID())).toEqual(voided);
    expect(refundsOf(held.id)).toEqual([]);
    expect((await stripe.retrieveIntent({ intentId: held.id })).status).toBe('canceled');
  });

  it('refuses to refund an intent that holds no money, or an unknown one', async () => {
    const intent = await create();
    const before = api.requests.length;
    await expect(refund(intent.intentId, randomUUID())).rejects.toMatchObject(unexpectedState);
    expect(requestsAfter(before).some((request) => request.path === '/v1/refunds')).toBe(false);
    await cancel(intent.intentId);
    await expect(refund(intent.intentId, randomUUID())).rejects.toMatchObject(unexpectedState);
    await expect(refund('pi_missing', randomUUID())).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('cancels an unpaid intent, answers a canceled one, and a canceled intent is never charged', async () => {
    const key = randomUUID();
    const intent = await create(key);
    const before = api.requests.length;
    const canceled = await cancel(intent.intentId, key);
    expect(canceled).toMatchObject({ intentId: intent.intentId, status: 'canceled' });
    const posted = requestsAfter(before).find((request) => request.path.endsWith('/cancel'));
    expect(posted).toMatchObject({ method: 'POST', idempotencyKey: `pi-cancel:${key}` });
    expect(posted?.form.get('cancellation_reason')).toBe('abandoned');
    expect(await cancel(intent.intentId, randomUUID())).toEqual(canceled);
    // Stripe refuses to confirm it; the adapter answers with the canceled intent.
    const confirmed = await stripe.confirmIntent({
      intentId: intent.intentId,
      paymentMethodId: 'pm_card_visa',
      idempotencyKey: key,
    });
    expect(confirmed).toMatchObject({ status: 'canceled', card: null });
    expect(api.intents.get(intent.intentId)?.latest_charge).toBeNull();
  });

  it('cancels once when the answer is lost and the SDK retries with the same key', async () => {
    const intent = await create();
    api.failNext(1, (request) => request.path.endsWith('/cancel'));
    expect(await cancel(intent.intentId)).toMatchObject({ status: 'canceled' });
    const posts = api.requests.filter((request) =>
      request.path.endsWith(`${intent.intentId}/cancel`),
    );
    expect(posts.map((request) => request.idempotencyKey)).toEqual([
      `pi-cancel:${intent.intentId}`,
      `pi-cancel:${intent.intentId}`,
    ]);
  });

  it('refuses to cancel a paid or authorised intent, which keeps its money', async () => {
    const intent = await paid();
    await expect(cancel(intent.intentId)).rejects.toMatchObject(unexpectedState);
    expect(api.intents.get(intent.intentId)?.status).toBe('succeeded');

    const held = await createStripeClient(config).paymentIntents.create({
      amount: 700,
      currency: 'usd',
      capture_method: 'manual',
    });
    await stripe.confirmIntent({
      intentId: held.id,
      paymentMethodId: 'pm_card_visa',
      idempotencyKey: held.id,
    });
    // Stripe itself would cancel it (a void): the contract keeps that to refundIntent.
    await expect(cancel(held.id)).rejects.toMatchObject(unexpectedState);
    expect(api.intents.get(held.id)?.status).toBe('requires_capture');
    await expect(cancel('pi_missing')).rejects.toMatchObject({ statusCode: 404 });
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
