import { randomUUID } from 'node:crypto';
import {
  type CardPaymentIntent,
  type GeneratePaymentBody,
  isFreeRate,
  PENDING_PAYMENT_VALIDITY_MS,
} from '@parking/domain';
import type { Database } from '#api/db/client.js';
import { assignedRightNotFound } from '#api/errors.js';
import type { CardKind, PaymentCore } from '../payment/index.js';
import { paymentErrors, toPendingPayment } from '../payment/index.js';
import type { PricedRate, RatePricing } from '../rate/index.js';
import { notRenewable, permitErrors } from './errors.js';
import { findLiveRenewal, holdRenewal, type LiveRenewal } from './renewal-repository.js';
import { renewalStateOf } from './renewal-state.js';
import { findPermit, findPermitPayments } from './repository.js';

const PERMIT_RATE_TYPES: ReadonlySet<string> = new Set(['PERMIT']);

/**
 * The processor's intent of a pending payment. Created again with the payment's own key and
 * the same parameters, the processor answers the intent it made first, with its client secret
 * (which reading an intent does not give).
 */
function intentOf(
  core: PaymentCore,
  priced: PricedRate,
  pending: { id: string; amountMinor: number; serviceFeeMinor: number },
) {
  const pendingPaymentId = pending.id;
  return core.processors.get(priced.paymentGateway, priced.paymentAccount).createIntent({
    amountMinor: pending.amountMinor + pending.serviceFeeMinor,
    currencyCode: priced.currencyCode,
    idempotencyKey: pendingPaymentId,
    metadata: { pendingPaymentId, placeId: priced.placeId },
    description: `${priced.placeName}: ${priced.rateName}`,
  });
}

async function answer(
  core: PaymentCore,
  priced: PricedRate,
  live: LiveRenewal,
): Promise<CardPaymentIntent> {
  const intent = await intentOf(core, priced, live);
  return {
    ...toPendingPayment({ ...live, isFree: false }),
    id: intent.intentId,
    clientSecret: intent.clientSecret,
  };
}

/**
 * POST /{provider}/{assignedRightId}/generate-permit-payment (docs/decisions/052): the
 * renewal of the permit's next cycle. One live renewal per period: a second call while the
 * first is payable answers the same intent, so two renewals at once charge once. The intent is
 * made before the transaction (no processor call holds the permit's lock); one that lost the
 * race is cancelled.
 */
export async function generatePermitPayment(
  deps: { db: Database; core: PaymentCore; pricing: RatePricing },
  kind: CardKind,
  assignedRightId: string,
  body: GeneratePaymentBody,
): Promise<CardPaymentIntent> {
  const { db, core } = deps;
  const at = core.now();
  const permit = await findPermit(db, assignedRightId, body.placeId);
  if (!permit) throw assignedRightNotFound();
  const priced = await deps.pricing.priceRate(body, at, PERMIT_RATE_TYPES);
  if (priced.paymentProvider !== kind) throw paymentErrors.providerNotSupported();
  if (priced.rateLineId !== permit.rateLineId) throw permitErrors.rateNotAvailable();
  if (isFreeRate(priced)) throw paymentErrors.freeRateNeedsNoCard();
  const state = renewalStateOf(permit, await findPermitPayments(db, assignedRightId), at);
  if (state.status !== 'ACTIVE') throw notRenewable(state.status);
  const period = state.nextPeriod;
  if (!period) throw new Error(`Permit ${assignedRightId} is ACTIVE without a period to pay`);

  const live = await findLiveRenewal(db, {
    assignedRightId,
    periodStart: period.start,
    provider: kind,
    at,
  });
  if (live) return answer(core, priced, live);

  const pendingPaymentId = randomUUID();
  const intent = await intentOf(core, priced, {
    id: pendingPaymentId,
    amountMinor: priced.valueMinor,
    serviceFeeMinor: priced.serviceFeeMinor,
  });
  const expiresAt = new Date(at.getTime() + PENDING_PAYMENT_VALIDITY_MS);
  const held = await holdRenewal(db, {
    assignedRightId,
    period,
    renewal: {
      id: pendingPaymentId,
      placeId: priced.placeId,
      rateId: priced.rateId,
      rateLineId: priced.rateLineId,
      provider: kind,
      gateway: priced.paymentGateway,
      paymentAccount: priced.paymentAccount,
      amountMinor: priced.valueMinor,
      serviceFeeMinor: priced.serviceFeeMinor,
      currencyCode: priced.currencyCode,
      externalId: intent.intentId,
      expiresAt,
      at,
    },
  });
  if (held.kind === 'created') {
    return {
      ...toPendingPayment({
        id: pendingPaymentId,
        amountMinor: priced.valueMinor,
        serviceFeeMinor: priced.serviceFeeMinor,
        currencyCode: priced.currencyCode,
        expiresAt,
        isFree: false,
      }),
      id: intent.intentId,
      clientSecret: intent.clientSecret,
    };
  }
  // Lost the race: nobody will ever be shown this intent; cancel it so it can never be paid.
  await core.processors
    .get(priced.paymentGateway, priced.paymentAccount)
    .cancelIntent({ intentId: intent.intentId, idempotencyKey: `cancel:${pendingPaymentId}` })
    .catch((error: unknown) => {
      core.logger?.warn(
        { intentId: intent.intentId, err: error },
        'unused renewal intent not cancelled',
      );
    });
  if (held.kind === 'existing') return answer(core, priced, held.live);
  if (held.state.status === 'ACTIVE') throw permitErrors.alreadyRenewed();
  throw notRenewable(held.state.status);
}
