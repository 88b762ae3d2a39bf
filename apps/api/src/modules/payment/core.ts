import { type CardGateway, type CardKind, normalizePlate } from '@parking/domain';
import type { PaymentAccount } from '@parking/domain/operator-file';
import type { FastifyBaseLogger } from 'fastify';
import {
  type CardProcessor,
  type Intent,
  PAID_INTENT_STATUSES,
} from '#api/card-processors/index.js';
import type {
  PendingRepository,
  PendingWithContext,
} from './claim-and-settle/pending-repository.js';
import type { ProductRegistry } from './claim-and-settle/products.js';
import type { PendingHold } from './hold/service.js';
import type { RefundRepository } from './refund-and-reconcile/repository.js';
import type { SavedCardRepository } from './saved-card/repository.js';

/** How the core reaches a processor; card-processors/registry.ts provides it. */
export type CardProcessorLookup = {
  /** The processor of a place's gateway and own account (null: the server's). */
  get(gateway: CardGateway, account: PaymentAccount | null): CardProcessor;
};

export type { CardKind };
export type Kind = CardKind | 'FREE';

/** Refunds and reconciliation are logged (ids and amounts only, never a plate or phone). */
export type PaymentLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * What every step of the payment core is given: its statements, the hold of a priced item,
 * the products, the processors, the clock and the log. Made once per app (service.ts), so
 * every statement is prepared once.
 */
export type PaymentCore = {
  /** Holds what a flow priced as a PENDING payment of its product (decision 075). */
  pendingHold: PendingHold;
  pending: PendingRepository;
  /** What each pending_payment.kind bought, registered by its module (decision 075). */
  products: ProductRegistry;
  refunds: RefundRepository;
  /** The cards devices kept (decision 086). */
  savedCards: SavedCardRepository;
  processors: CardProcessorLookup;
  /** The clock: tests move it to expire a payment without waiting 4 minutes. */
  now: () => Date;
  logger?: PaymentLogger | undefined;
};

/** What the driver gives when paying: plate, optional phone (notify), UI locale. */
export type DriverDetails = {
  licensePlate: string;
  phoneNumber?: string | null | undefined;
  locale?: string | undefined;
  /** A booking's ticket address (process-payment-booking, update-payment-intent). */
  email?: string | null | undefined;
  /** The gated stay a STAY payment pays (process-payment-session); absent for every other. */
  stayId?: string | null | undefined;
  /**
   * The kind of payment the call is for (process-payment-booking: BOOKING): a payment of
   * another kind is refused, in the claim's own statement, before anything is recorded.
   */
  paysKind?: 'BOOKING' | undefined;
};

export type ProcessOutcome =
  | { assignedRightId: string }
  | { status: 'processing'; externalId: string };

const PAID = new Set(PAID_INTENT_STATUSES);

/** Spec section 4: succeeded or requires_capture. */
export const isPaid = (intent: Intent) => PAID.has(intent.status);

/** Two plates name one vehicle when they normalise alike; an unknown plate names none. */
export const samePlate = (recorded: string | null, given: string) =>
  recorded === null || recorded === normalizePlate(given);

export const isExpired = (row: { expiresAt: Date }, at: Date) =>
  row.expiresAt.getTime() <= at.getTime();

/** The processor of a card payment (free payments have none). */
export function processorOf(core: PaymentCore, row: PendingWithContext): CardProcessor {
  if (!row.gateway) throw new Error(`Pending payment ${row.id} has no gateway`);
  return core.processors.get(row.gateway, row.paymentAccount);
}

/** Why an intent that is not paid did not go through, or null when it simply is not done. */
export function failureOf(intent: Intent): string | null {
  if (intent.status === 'canceled') return intent.lastError ?? 'canceled';
  if (intent.status === 'requires_action') return intent.lastError ?? 'authentication required';
  if (intent.status === 'requires_payment_method' && intent.lastError) return intent.lastError;
  return null;
}
