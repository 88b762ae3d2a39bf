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
 * page will pass its on-demand-extension variants with the same shape.
 */
export interface PaymentActions {
  generate(rate: Rate): Promise<PendingPayment | CardPaymentIntent>;
  processFree(body: ProcessFreePaymentBody): Promise<ProcessPaymentResult>;
  processIntent(body: ProcessIntentPaymentBody): Promise<ProcessOutcome>;
  updateIntent(paymentIntentId: string, body: UpdatePaymentIntentBody): Promise<unknown>;
  processClientSecret(body: ProcessClientSecretPaymentBody): Promise<ProcessOutcome>;
  findByExternalId(externalId: string, signal?: AbortSignal): Promise<Resume>;
}

/** A rate of value 0 is parked for free, without a card (spec section 4, 'Rate and payment'). */
export const isFreeRate = (rate: Pick<Rate, 'valueMinor'>) => rate.valueMinor === 0;

/** The card kind of a place: the second kind when configured, else the first (the default). */
export function cardKindOf(paymentProvider: string | undefined): CardKind {
  return paymentProvider === 'CARD_CLIENT_SECRET' ? 'CARD_CLIENT_SECRET' : 'CARD_INTENT';
}

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
    processFree: processFreePayment,
    processIntent: processIntentPayment,
    updateIntent: updatePaymentIntent,
    processClientSecret: processClientSecretPayment,
    findByExternalId: (externalId, signal) =>
      getResumeByExternalId({ placeId, externalId, ...(signal ? { signal } : {}) }),
  };
}
