import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeConfig } from '#api/config.js';
import type { FakeStripeApi } from '#test/fake-stripe-api.js';
import { createTestIntent, startStripeAdapter } from '#test/stripe-helpers.js';
import type { CardProcessor } from '../card-processor.js';
import { createStripeClient } from './client.js';

let api: FakeStripeApi;
let config: StripeConfig;
let stripe: CardProcessor;
beforeAll(async () => {
  ({ api, config, stripe } = await startStripeAdapter());
});
afterAll(() => api?.close());

const requestsAfter = (count: number) => api.requests.slice(count);
const create = (key?: string) => createTestIntent(stripe, key);

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
