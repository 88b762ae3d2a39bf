import type { CardGateway, CardProviderInfo } from '@parking/domain';
import type { Database } from '#api/db/client.js';
import { processCardPayment } from './card/process.js';
import { getProviderInfo, updatePaymentIntent } from './card/service.js';
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
import { processFreePayment } from './free/service.js';
import { createHoldRepository } from './hold/repository.js';
import { createPendingHold } from './hold/service.js';
import { createRefundRepository } from './refund-and-reconcile/repository.js';
import {
  type FinaliseResult,
  finaliseByExternalId,
  leaseUnfinished,
  type ReconcileResult,
  reconcile,
} from './refund-and-reconcile/service.js';
import { createSavedCardRepository } from './saved-card/repository.js';
import { type DeviceCard, listSavedCards, removeSavedCard } from './saved-card/service.js';

export type PaymentServiceOptions = {
  db: Database;
  processors: CardProcessorLookup;
  /** The clock: tests move it to expire a payment without waiting 4 minutes. */
  now?: () => Date;
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
  logger,
}: PaymentServiceOptions) {
  const core: PaymentCore = {
    pendingHold: createPendingHold(createHoldRepository(db)),
    pending: createPendingRepository(db),
    products: createProductRegistry(),
    refunds: createRefundRepository(db),
    savedCards: createSavedCardRepository(db),
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
    /** POST /payment/process-payment: claim, then settle; no processor involved. */
    processFreePayment: (
      input: DriverDetails & { pendingPaymentId: string },
    ): Promise<{ assignedRightId: string }> => processFreePayment(core, input),

    /** POST /card-intent/process-payment: confirm server-side, then settle. */
    processIntentPayment: (
      input: DriverDetails & { paymentIntentId: string; paymentMethodId: string },
      /** A saved card to pay with, or the card to keep, for the device (decision 086). */
      device?: DeviceCard,
    ): Promise<ProcessOutcome> =>
      processCardPayment(
        core,
        { externalId: input.paymentIntentId },
        'CARD_INTENT',
        input,
        input.paymentMethodId,
        device,
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

    /**
     * A flow's own process call by the processor's id (a booking's, a gated stay's: decisions
     * 051, 058), after the flow's checks: as process-payment, with what the flow's call carries.
     */
    processByExternalId,

    /**
     * The core itself, for the flows built on it (every flow's generate): they price, then hold
     * and settle through the same steps, never beside them.
     */
    core,

    /**
     * What each pending_payment.kind bought: every flow module registers its product here
     * while the app is built (docs/decisions/075).
     */
    products: core.products,

    /** GET /payment/place/{placeId}/saved-cards: the device's kept cards (decision 086). */
    listSavedCards: (input: { placeId: string; secretHash: string | null }) =>
      listSavedCards(core, input),

    /** DELETE /payment/saved-cards/{id}: detached at the processor, our row deleted. */
    removeSavedCard: (input: { id: string; secretHash: string | null }) =>
      removeSavedCard(core, input),

    /** The pending payment behind an external id (summary by external id). */
    findPendingByExternalId: (externalId: string) => core.pending.findPending({ externalId }),
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
