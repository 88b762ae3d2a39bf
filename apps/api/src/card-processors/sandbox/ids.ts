import { createHash, timingSafeEqual } from 'node:crypto';
import { randomToken } from '#api/lib/random-token.js';

/**
 * Identifiers the sandbox hands out, shaped like Stripe's and unguessable (96 or 128 random
 * bits): an intent id alone is enough to look a payment up, and a client secret confirms it.
 */
const random = (bytes: number) => randomToken(bytes, 'hex');

export const newIntentId = () => `pi_sbx_${random(12)}`;
export const newPaymentMethodId = () => `pm_sbx_${random(12)}`;
/** A kept card's customer (decision 086): one per idempotency key, on every instance. */
export const customerIdFor = (idempotencyKey: string) =>
  `cus_sbx_${createHash('sha256').update(`customer:${idempotencyKey}`).digest('hex').slice(0, 24)}`;
export const newClientSecret = (intentId: string) => `${intentId}_secret_${random(16)}`;
export const newRefundId = () => `re_sbx_${random(12)}`;
export const newWebhookSecret = () => `whsec_sbx_${random(32)}`;

/**
 * The same event id for every delivery of one event: a redelivery after a lost answer or a
 * restart is recognised as a duplicate by the receiver.
 */
export const eventIdFor = (intentId: string, type: string) =>
  `evt_sbx_${createHash('sha256').update(`${intentId}:${type}`).digest('hex').slice(0, 24)}`;

/** A client secret compared in constant time: its bytes cannot be guessed one by one. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
