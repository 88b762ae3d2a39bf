import type { Rate } from '@parking/domain/contracts';
import { isFreeRate, ratePrice } from '@parking/domain/pricing';
import {
  type CardKind,
  describeIntent,
  type PaymentActions,
  type PricedOption,
  toProcessOutcome,
} from '#web/features/payment/index.ts';
import {
  generateCardExtensionPayment,
  generateFreeExtensionPayment,
} from '../api/generate-extension-payment.ts';
import { generateCardPayment, generateFreePayment } from '../api/generate-payment.ts';
import { getResumeByExternalId } from '../api/get-resume-by-external-id.ts';
import {
  type ProcessPaymentAnswer,
  processClientSecretPayment,
  processFreePayment,
  processIntentPayment,
} from '../api/process-payment.ts';

/** A rate as the payment form's option: named and priced, with the rate for the calls. */
export interface RateOption extends PricedOption {
  rate: Rate;
}

/** A rate is told apart by its line: two lines of one rate are two options. */
export const rateOption = (rate: Rate): RateOption => ({
  key: rate.rateLineId,
  name: rate.name,
  currencyCode: rate.currencyCode,
  ...ratePrice(rate),
  rate,
});

/** What a transient call paid is the session's assigned right. */
const paidRight = (answer: ProcessPaymentAnswer) =>
  toProcessOutcome(answer, (paid) => paid.assignedRightId);

const findIn =
  (placeId: string): PaymentActions['findByExternalId'] =>
  (externalId, signal) =>
    getResumeByExternalId({ placeId, externalId, ...(signal ? { signal } : {}) }).then(
      (resume) => ({ paidRef: resume.assignedRightId }),
    );

/**
 * The calls the rate and payment form makes (spec section 2: 'the provider generate, process and
 * pre-payment actions' are given to the form). The transient home passes these; the extension
 * page passes their on-demand-extension variants, with the same shape. A free rate (nothing due)
 * is generated on the free path, at once like any other.
 */
export function transientPaymentActions({
  placeId,
  kind,
}: {
  placeId: string;
  kind: CardKind;
}): PaymentActions<RateOption> {
  return {
    generate: ({ rate }) => {
      const body = { rateId: rate.rateId, rateLineId: rate.rateLineId, placeId };
      return isFreeRate(rate) ? generateFreePayment(body) : generateCardPayment(kind, body);
    },
    processFree: (body) =>
      processFreePayment(body).then((paid) => ({ paidRef: paid.assignedRightId })),
    processIntent: (body) => processIntentPayment(body).then(paidRight),
    updateIntent: describeIntent(),
    processClientSecret: (body) => processClientSecretPayment(body).then(paidRight),
    findByExternalId: findIn(placeId),
  };
}

/** What an on-demand extension's calls are made for: a session's right, or a permit's. */
export interface ExtensionTarget {
  placeId: string;
  kind: CardKind;
  assignedRightId: string;
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
}: ExtensionTarget): PaymentActions<RateOption> {
  const call = 'process-payment-on-demand-extension';
  return {
    generate: ({ rate }) => {
      const body = { rateId: rate.rateId, rateLineId: rate.rateLineId, placeId };
      return isFreeRate(rate)
        ? generateFreeExtensionPayment(assignedRightId, body)
        : generateCardExtensionPayment(kind, assignedRightId, body);
    },
    processFree: (body) =>
      processFreePayment(body, call).then((paid) => ({ paidRef: paid.assignedRightId })),
    processIntent: (body) => processIntentPayment(body, call).then(paidRight),
    updateIntent: describeIntent({ isOnDemandExtension: 'true' }),
    processClientSecret: (body) => processClientSecretPayment(body, call).then(paidRight),
    findByExternalId: findIn(placeId),
  };
}
