import { randomUUID } from 'node:crypto';
import {
  type CardPaymentIntent,
  type GeneratePaymentBody,
  isFreeRate,
  type PendingPayment,
  rateTotal,
} from '@parking/domain';
import { type CardKind, type PaymentCore, paymentErrors } from '#api/modules/payment/index.js';
import type { RatePricing } from '#api/modules/rate/index.js';
import type { LiveRightCheck } from './extension/service.js';

const PURCHASABLE_RATE_TYPES: ReadonlySet<string> = new Set(['FLAT_RATE', 'FLAT_RATE_TIER']);
const EXTENSION_RATE_TYPES: ReadonlySet<string> = new Set(['EXTENSION']);

/** What a transient session's generate stands on: the core, its rate pricing, the live right. */
export type SessionGenerateDeps = {
  core: PaymentCore;
  pricing: RatePricing;
  checkLiveRight: LiveRightCheck;
};

/**
 * The rate line priced, as the session (or, with `extendsAssignedRightId`, the on-demand
 * extension of a live right) may be bought now, paid with `kind` (null: free parking).
 */
async function priceSession(
  { pricing, checkLiveRight }: SessionGenerateDeps,
  body: GeneratePaymentBody,
  at: Date,
  kind: CardKind | null,
  extendsAssignedRightId: string | undefined,
) {
  const priced = await pricing.priceRate(
    body,
    at,
    extendsAssignedRightId ? EXTENSION_RATE_TYPES : PURCHASABLE_RATE_TYPES,
  );
  if (kind && priced.paymentProvider !== kind) throw paymentErrors.providerNotSupported();
  const extendsRight = extendsAssignedRightId
    ? await checkLiveRight(extendsAssignedRightId, priced.placeId, at)
    : undefined;
  return { priced, extendsRight };
}

/** The product a pending payment of the session buys (decision 075). */
const productOf = (extendsAssignedRightId: string | undefined) =>
  extendsAssignedRightId ? ('EXTENSION' as const) : ('INITIAL' as const);

/**
 * POST /{kind}/generate-payment, and with `extendsAssignedRightId` the on-demand extension: the
 * processor's intent, then the pending payment that names it. The intent comes first, keyed by
 * the pending payment's id: a failure in between leaves an intent nobody can confirm, never a
 * payment without its intent.
 */
export async function generateCardPayment(
  deps: SessionGenerateDeps,
  kind: CardKind,
  body: GeneratePaymentBody,
  extendsAssignedRightId?: string,
): Promise<CardPaymentIntent> {
  const { core } = deps;
  const at = core.now();
  const { priced, extendsRight } = await priceSession(deps, body, at, kind, extendsAssignedRightId);
  if (isFreeRate(priced)) throw paymentErrors.freeRateNeedsNoCard();
  const pendingPaymentId = randomUUID();
  const intent = await core.processors
    .get(priced.paymentGateway, priced.paymentAccount)
    .createIntent({
      amountMinor: rateTotal(priced),
      currencyCode: priced.currencyCode,
      idempotencyKey: pendingPaymentId,
      metadata: { pendingPaymentId, placeId: priced.placeId },
      description: `${priced.placeName}: ${priced.rateName}`,
    });
  const pending = await core.pendingHold.hold(priced, {
    id: pendingPaymentId,
    provider: kind,
    kind: productOf(extendsAssignedRightId),
    externalId: intent.intentId,
    at,
    extendsRight,
  });
  return {
    ...pending,
    id: intent.intentId,
    clientSecret: intent.clientSecret,
  };
}

/**
 * POST /payment/generate-payment, and with `extendsAssignedRightId` the on-demand extension
 * (POST /payment/{assignedRightId}/generate-payment-on-demand-extension): free rates only; a
 * priced rate needs a card kind.
 */
export async function generateFreePayment(
  deps: SessionGenerateDeps,
  body: GeneratePaymentBody,
  extendsAssignedRightId?: string,
): Promise<PendingPayment> {
  const { core } = deps;
  const at = core.now();
  const { priced, extendsRight } = await priceSession(deps, body, at, null, extendsAssignedRightId);
  if (!isFreeRate(priced)) throw paymentErrors.cardPaymentRequired();
  return core.pendingHold.hold(priced, {
    id: randomUUID(),
    provider: 'FREE',
    kind: productOf(extendsAssignedRightId),
    externalId: null,
    at,
    extendsRight,
  });
}
