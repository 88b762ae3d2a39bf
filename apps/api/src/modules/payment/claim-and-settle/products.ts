import type { ErrorCode } from '@parking/domain';
import type { Intent } from '#api/card-processors/index.js';
import { REFUNDED_UNDER_WAY } from '../refund-reasons.js';
import type { PendingPaymentRow, PendingWithContext } from './pending-repository.js';

/** What pending_payment.kind says was bought; the module of each registers its product. */
export type ProductKind = PendingPaymentRow['kind'];

/** How the money was taken, as every product records it beside what it settles. */
export type Collected = {
  /** Normalised and never empty: a right without its plate would get the driver fined. */
  plate: string;
  at: Date;
  /** The processor's paid intent; null for free parking. */
  intent: Intent | null;
  /** The intent's id, or FREE-1A2B3C4D for free parking (which has no processor's id). */
  transactionId: string;
  cardBrand: string | null;
  lastFourDigits: string | null;
};

/** What a caller hears of a payment whose money went back for one recorded reason. */
export type RefundRefusal = { message: string; code: ErrorCode };

/** What a product's settle did with a paid pending payment. */
type ProductSettle =
  /**
   * Recorded, and the pending payment SUCCEEDED in the same transaction. `reference` is what
   * the payer is answered (an assigned right, or a stay payment's order id); `afterCommit`
   * runs once the transaction committed (a ticket e-mail): its failure is logged only.
   */
  | { status: 'settled'; reference: string; afterCommit?: () => Promise<unknown> }
  /** Settled or being refunded by another caller meanwhile: the core reads the payment again. */
  | { status: 'not-settleable' }
  /**
   * What was bought can no longer be had (a window sold, a period or stay paid by another
   * payment): the settle's transaction marked the payment REFUNDING with `reason` as its
   * failure_reason, and the core returns the money after the commit (never a processor call
   * inside a transaction).
   */
  | { status: 'refunding'; reason: string };

/**
 * A thing a pending payment buys, as its own module registers it with the core (docs/decisions/075):
 * the core claims, charges, refunds and reconciles; the product settles what was bought.
 */
export type Product = {
  /** The pending_payment.kind values this product is. */
  kinds: readonly ProductKind[];
  /** A payment of it settles only with the payer's e-mail (its ticket's address) recorded. */
  requiresEmail?: boolean;
  /**
   * The reasons its settle may record when it gives the money back (failure_reason), and what a
   * caller then hears: the core answers every later call of that payment with it.
   */
  refundReasons?: Readonly<Record<string, RefundRefusal>>;
  /** Step 4 in the product's own transaction, under its own locks. */
  settle(row: PendingWithContext, collected: Collected): Promise<ProductSettle>;
  /**
   * What the caller hears of a refund at settle (`refunded`: the processor was asked to give
   * the money back). By default RefundedAtSettleError, which resolvePaid answers as 'refunded'.
   */
  refusalAtSettle?(reason: string, refunded: boolean): Error;
};

/**
 * The products of one payment core, looked up by the pending payment's kind, as the card
 * processors are by gateway (card-processors/registry.ts).
 */
export function createProductRegistry() {
  const products = new Map<ProductKind, Product>();
  const refusals = new Map<string, RefundRefusal>();
  return {
    /** Each flow module registers its product while the app is built (its setup). */
    register(product: Product) {
      for (const kind of product.kinds) {
        if (products.has(kind)) throw new Error(`A product of kind ${kind} is registered already`);
        products.set(kind, product);
      }
      for (const [reason, refusal] of Object.entries(product.refundReasons ?? {})) {
        if (refusals.has(reason))
          throw new Error(`The refund reason '${reason}' is registered already`);
        refusals.set(reason, refusal);
      }
    },
    get(kind: ProductKind): Product {
      const product = products.get(kind);
      if (!product)
        throw new Error(`No product is registered for pending payments of kind ${kind}`);
      return product;
    },
    /**
     * What a caller hears of a refunded payment: its product's words for the recorded reason; no
     * reason, or the core's own, is a payment refunded because it expired before its plate.
     */
    refusalOf(failureReason: string | null | undefined): RefundRefusal {
      return (failureReason && refusals.get(failureReason)) || REFUNDED_UNDER_WAY;
    },
  };
}

export type ProductRegistry = ReturnType<typeof createProductRegistry>;
