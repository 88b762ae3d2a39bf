import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStripeApi } from '#test/fake-stripe-api.js';
import { startStripeAdapter, WEBHOOK_SECRET } from '#test/stripe-helpers.js';
import { type CardProcessor, WebhookSignatureError } from '../card-processor.js';
import { IgnoredWebhookEventError } from '../errors.js';
import { STRIPE_WEBHOOK_TOLERANCE_SECONDS } from './processor.js';

let api: FakeStripeApi;
let stripe: CardProcessor;
beforeAll(async () => {
  ({ api, stripe } = await startStripeAdapter());
});
afterAll(() => api?.close());

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
        lastErrorCode: null,
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
