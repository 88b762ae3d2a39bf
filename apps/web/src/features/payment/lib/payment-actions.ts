import type {
  CardPaymentIntent,
  PendingPayment,
  ProcessClientSecretPaymentBody,
  ProcessFreePaymentBody,
  ProcessIntentPaymentBody,
  ProcessPaymentResult,
  Rate,
  Resume,
  UpdatePaymentIntentBody,
} from '@parking/domain/contracts';
import { isFreeRate } from '@parking/domain/pricing';
import {
  generateCardExtensionPayment,
  generateFreeExtensionPayment,
} from '../api/generate-extension-payment.ts';
import {
  type CardKind,
  generateCardPayment,
  generateFreePayment,
} from '../api/generate-payment.ts';
import { getResumeByExternalId } from '../api/get-resume-by-external-id.ts';
import {
  type ProcessOutcome,
  processClientSecretPayment,
  processFreePayment,
  processIntentPayment,
} from '../api/process-payment.ts';
import { updatePaymentIntent } from '../api/update-payment-intent.ts';

/**
 * The calls the rate and payment form makes (spec section 2: 'the provider generate, process and
 * pre-payment actions' are given to the form). The transient home passes these; the extension
 * page passes their on-demand-extension variants, with the same shape.
 */
/** What a payment became, found by its intent: a session's right, or a stay's order id. */
export type PaidReference = Pick<Resume, 'assignedRightId'>;

export interface PaymentActions {
  generate(rate: Rate): Promise<PendingPayment | CardPaymentIntent>;
  processFree(body: ProcessFreePaymentBody): Promise<ProcessPaymentResult>;
  processIntent(body: ProcessIntentPaymentBody): Promise<ProcessOutcome>;
  updateIntent(paymentIntentId: string, body: UpdatePaymentIntentBody): Promise<unknown>;
  processClientSecret(body: ProcessClientSecretPaymentBody): Promise<ProcessOutcome>;
  findByExternalId(externalId: string, signal?: AbortSignal): Promise<PaidReference>;
}

/** The card kind of a place: the second kind when configured, else the first (the default). */
export function cardKindOf(paymentProvider: string | undefined): CardKind {
  return paymentProvider === 'CARD_CLIENT_SECRET' ? 'CARD_CLIENT_SECRET' : 'CARD_INTENT';
}

const findIn =
  (placeId: string): PaymentActions['findByExternalId'] =>
  (externalId, signal) =>
    getResumeByExternalId({ placeId, externalId, ...(signal ? { signal } : {}) });

export function transientPaymentActions({
  placeId,
  kind,
}: {
  placeId: string;
  kind: CardKind;
}): PaymentActions {
  return {
    generate: (rate) => {
      const body = { rateId: rate.rateId, rateLineId: rate.rateLineId, placeId };
      return isFreeRate(rate) ? generateFreePayment(body) : generateCardPayment(kind, body);
    },
    processFree: (body) => processFreePayment(body),
    processIntent: (body) => processIntentPayment(body),
    updateIntent: updatePaymentIntent,
    processClientSecret: (body) => processClientSecretPayment(body),
    findByExternalId: findIn(placeId),
  };
}

/**
 * The extension page's calls (spec section 7): the on-demand-extension variants, which add a
 * payment to `assignedRightId` instead of starting a session. The second kind tells the server
 * it is an extension when it describes the intent (isOnDemandExtension, the string 'true').
 */
export function extensionPaymentActions({
  placeId,
  kind,
  assignedRightId,
}: {
  placeId: string;
  kind: CardKind;
  assignedRightId: string;
}): PaymentActions {
  const call = 'process-payment-on-demand-extension';
  return {
    generate: (rate) => {
      const body = { rateId: rate.rateId, rateLineId: rate.rateLineId, placeId };
      return isFreeRate(rate)
        ? generateFreeExtensionPayment(assignedRightId, body)
        : generateCardExtensionPayment(kind, assignedRightId, body);
    },
    processFree: (body) => processFreePayment(body, call),
    processIntent: (body) => processIntentPayment(body, call),
    updateIntent: (paymentIntentId, body) =>
      updatePaymentIntent(paymentIntentId, { ...body, isOnDemandExtension: 'true' }),
    processClientSecret: (body) => processClientSecretPayment(body, call),
    findByExternalId: findIn(placeId),
  };
}
