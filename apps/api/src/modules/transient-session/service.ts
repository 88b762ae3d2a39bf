import type { CardPaymentIntent, GeneratePaymentBody, PendingPayment } from '@parking/domain';
import type { ConfigChangeFeed } from '#api/config-changes/index.js';
import type { Database } from '#api/db/client.js';
import { createPlaceReads } from '#api/modules/customer/index.js';
import type { CardKind, PaymentCore } from '#api/modules/payment/index.js';
import type { RatePricing } from '#api/modules/rate/index.js';
import { createRightEndRead } from './extension/repository.js';
import { createLiveRightCheck } from './extension/service.js';
import { generateCardPayment, generateFreePayment, type SessionGenerateDeps } from './generate.js';

/**
 * A transient session's payments before the core holds them (decision 075): the rate line
 * priced by the server, an extension only of a live right, a free rate without a card; the
 * core then holds, claims and settles them as any product.
 */
export function createTransientPaymentService({
  db,
  core,
  pricing,
  priceCacheTtlMs,
  configChanges,
}: {
  db: Database;
  core: PaymentCore;
  /** The app's one rate pricing (FlowDeps.ratePricing). */
  pricing: RatePricing;
  /**
   * How long a place's extension setting is reused: the place page's cache time, as its prices
   * are, so that a driver pays what the page showed. 0 reads it for every payment.
   */
  priceCacheTtlMs: number;
  configChanges: ConfigChangeFeed;
}) {
  const deps: SessionGenerateDeps = {
    core,
    pricing,
    // Whether a place allows extensions, read as long as its prices: the same page showed both.
    checkLiveRight: createLiveRightCheck({
      places: createPlaceReads(db),
      rights: createRightEndRead(db),
      settingsCacheTtlMs: priceCacheTtlMs,
      configChanges,
    }),
  };

  return {
    /** POST /payment/generate-payment: free rates only; a priced rate needs a card kind. */
    generateFreePayment: (body: GeneratePaymentBody): Promise<PendingPayment> =>
      generateFreePayment(deps, body),

    /** POST /{provider}/generate-payment: the processor's intent, then the pending payment. */
    generateCardPayment: (kind: CardKind, body: GeneratePaymentBody): Promise<CardPaymentIntent> =>
      generateCardPayment(deps, kind, body),

    /**
     * POST /{provider}/{assignedRightId}/generate-payment-on-demand-extension: the same for an
     * EXTENSION rate of the place, while the right is live; settling adds to that right.
     */
    generateCardExtension: (
      kind: CardKind,
      assignedRightId: string,
      body: GeneratePaymentBody,
    ): Promise<CardPaymentIntent> => generateCardPayment(deps, kind, body, assignedRightId),

    /** POST /payment/{assignedRightId}/generate-payment-on-demand-extension: free rates only. */
    generateFreeExtension: (
      assignedRightId: string,
      body: GeneratePaymentBody,
    ): Promise<PendingPayment> => generateFreePayment(deps, body, assignedRightId),

    /** For the operator console: the next payment reads rates and places afresh. */
    invalidatePrices() {
      deps.pricing.invalidate();
    },
  };
}

export type TransientPaymentService = ReturnType<typeof createTransientPaymentService>;
