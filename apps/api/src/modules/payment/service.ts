import type {
  CardGateway,
  CardPaymentIntent,
  CardProviderInfo,
  GeneratePaymentBody,
  PendingPayment,
} from '@parking/domain';
import type { Database } from '#api/db/client.js';
import { createPlaceReads } from '../customer/index.js';
import { processCardPayment } from './card/process.js';
import { generateCardPayment, getProviderInfo, updatePaymentIntent } from './card/service.js';
import { createPendingRepository } from './claim-and-settle/pending-repository.js';
import { createProductRegistry } from './claim-and-settle/products.js';
import type {
  CardKind,
  CardProcessorLookup,
  DriverDetails,
  PaymentCore,
  PaymentLogger,
  ProcessOutcome,
} from './core.js';
import { createRightEndRead } from './extension/repository.js';
import { createLiveRightCheck } from './extension/service.js';
import { generateFreePayment, processFreePayment } from './free/service.js';
import { createGenerateRepository } from './generate/repository.js';
import { createRatePricing } from './generate/service.js';
import { createRefundRepository } from './refund-and-reconcile/repository.js';
import {
  type FinaliseResult,
  finaliseByExternalId,
  leaseUnfinished,
  type ReconcileResult,
  reconcile,
} from './refund-and-reconcile/service.js';

export type PaymentServiceOptions = {
  db: Database;
  processors: CardProcessorLookup;
  /** The clock: tests move it to expire a payment without waiting 4 minutes. */
  now?: () => Date;
  /**
   * How long a place's rate line is reused to price payments: the place page's cache time, so
   * that a driver pays the price the page showed. 0 reads it for every payment.
   */
  priceCacheTtlMs?: number;
  /** Refunds and reconciliation are logged (ids and amounts only, never a plate or phone). */
  logger?: PaymentLogger;
};

/**
 * The payment core (docs/decisions/030 and 031), as the routes, the webhooks and the reconciler
 * call it; each call is one of the concerns in this folder. Each step is one statement, hence
 * one transaction; processor calls always run between them, never inside one, so a slow
 * processor holds no row lock (nor, on PGlite, the one connection), and the processor's
 * idempotency keys make repeated calls harmless.
 */
export function createPaymentService({
  db,
  processors,
  now = () => new Date(),
  priceCacheTtlMs = 0,
  logger,
}: PaymentServiceOptions) {
  const core: PaymentCore = {
    pricing: createRatePricing({ repository: createGenerateRepository(db), priceCacheTtlMs }),
    // Whether a place allows extensions, read as long as its prices: the same page showed both.
    checkLiveRight: createLiveRightCheck({
      places: createPlaceReads(db),
      rights: createRightEndRead(db),
      settingsCacheTtlMs: priceCacheTtlMs,
    }),
    pending: createPendingRepository(db),
    products: createProductRegistry(),
    refunds: createRefundRepository(db),
    processors,
    now,
    logger,
  };

  /** A card payment found by its intent; the driver's details say which flow's it is. */
  const processByExternalId = (
    kind: CardKind,
    input: DriverDetails & { externalId: string; paymentMethodId: string | null },
  ): Promise<ProcessOutcome> =>
    processCardPayment(core, { externalId: input.externalId }, kind, input, input.paymentMethodId);

  return {
    /** POST /payment/generate-payment: free rates only; a priced rate needs a card kind. */
    generateFreePayment: (body: GeneratePaymentBody): Promise<PendingPayment> =>
      generateFreePayment(core, body),

    /** POST /{provider}/generate-payment: the processor's intent, then the pending payment. */
    generateCardPayment: (kind: CardKind, body: GeneratePaymentBody): Promise<CardPaymentIntent> =>
      generateCardPayment(core, kind, body),

    /**
     * POST /{provider}/{assignedRightId}/generate-payment-on-demand-extension: the same for an
     * EXTENSION rate of the place, while the right is live; settling adds to that right.
     */
    generateCardExtension: (
      kind: CardKind,
      assignedRightId: string,
      body: GeneratePaymentBody,
    ): Promise<CardPaymentIntent> => generateCardPayment(core, kind, body, assignedRightId),

    /** POST /payment/{assignedRightId}/generate-payment-on-demand-extension: free rates only. */
    generateFreeExtension: (
      assignedRightId: string,
      body: GeneratePaymentBody,
    ): Promise<PendingPayment> => generateFreePayment(core, body, assignedRightId),

    /** POST /payment/process-payment: claim, then settle; no processor involved. */
    processFreePayment: (
      input: DriverDetails & { pendingPaymentId: string },
    ): Promise<{ assignedRightId: string }> => processFreePayment(core, input),

    /** POST /card-intent/process-payment: confirm server-side, then settle. */
    processIntentPayment: (
      input: DriverDetails & { paymentIntentId: string; paymentMethodId: string },
    ): Promise<ProcessOutcome> =>
      processCardPayment(
        core,
        { externalId: input.paymentIntentId },
        'CARD_INTENT',
        input,
        input.paymentMethodId,
      ),

    /** POST /card-client-secret/process-payment: the browser confirmed; read and settle. */
    processClientSecretPayment: (
      input: DriverDetails & { externalId: string },
    ): Promise<ProcessOutcome> =>
      processCardPayment(core, { externalId: input.externalId }, 'CARD_CLIENT_SECRET', input, null),

    /** POST /card-client-secret/update-payment-intent/{id}: what the payment is for. */
    updatePaymentIntent: (
      input: DriverDetails & { paymentIntentId: string; placeId: string },
    ): Promise<{ externalId: string; pendingPaymentId: string }> =>
      updatePaymentIntent(core, input),

    /** For webhooks and the summary by external id: settles a paid intent, idempotently. */
    finaliseByExternalId: (input: {
      gateway: CardGateway;
      externalId: string;
    }): Promise<FinaliseResult> => finaliseByExternalId(core, input),

    /** The reconciler's batch: card payments unfinished graceMs after they expired. */
    leaseUnfinished: (input: { graceMs: number; leaseMs: number; limit: number }) =>
      leaseUnfinished(core, input),

    /** The reconciler's step for one card payment left unfinished after it expired. */
    reconcile: (pendingPaymentId: string): Promise<ReconcileResult> =>
      reconcile(core, pendingPaymentId),

    /** GET /{provider}/place/{placeId}: what the browser needs to mount the card form. */
    getProviderInfo: (kind: CardKind, placeId: string): Promise<CardProviderInfo> =>
      getProviderInfo(core, kind, placeId),

    /** For the operator console: the next payment reads rates and places afresh. */
    invalidatePrices() {
      core.pricing.invalidate();
    },

    /**
     * A flow's own process call by the processor's id (a booking's, a gated stay's: decisions
     * 051, 058), after the flow's checks: as process-payment, with what the flow's call carries.
     */
    processByExternalId,

    /**
     * The core itself, for the flows built on it (bookings, permit renewal): they price, hold
     * and settle through the same steps, never beside them.
     */
    core,

    /**
     * What each pending_payment.kind bought: every flow module registers its product here
     * while the app is built (docs/decisions/075).
     */
    products: core.products,

    /** The pending payment behind an external id (summary by external id). */
    findPendingByExternalId: (externalId: string) => core.pending.findPending({ externalId }),
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
