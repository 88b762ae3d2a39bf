import {
  BOOKING_MESSAGES,
  type BookingTicket,
  canCancelBooking,
  canChangeBookingPlate,
  type GenerateBookingPaymentBody,
  getCancelDeadline,
  getCancelTerms,
  maskEmail,
  toMajorUnits,
} from '@parking/domain';
import { type ConfigChangeFeed, clearOnConfigChange } from '#api/config-changes/index.js';
import type { Database } from '#api/db/client.js';
import type { PlaceLockQueue } from '#api/db/queries/place-lock-queue.js';
import { createQuoteForHoldReader } from '#api/db/queries/quote-holds.js';
import { AppError } from '#api/errors.js';
import { createTtlCache } from '#api/lib/ttl-cache.js';
import type { CardKind, PaymentService, ResumeService } from '../payment/index.js';
import type { QuoteService } from '../quote/index.js';
import { createClientKeys } from './client-key.js';
import { generateByQuote } from './generate-by-quote.js';
import { createHoldRepository } from './hold-repository.js';
import { createBookingInfoRepository } from './info-repository.js';

type Driver = { licensePlate: string; email: string; locale?: string | undefined };

const bookingErrors = {
  bookingNotFound: () => new AppError('BOOKING_NOT_FOUND', BOOKING_MESSAGES.bookingNotFound),
} as const;

/**
 * Paying for a reservation (decisions 051, 070) on the payment core: generate-payment-by-quote
 * holds a space under the place's lock, one hold per quote (generate-by-quote.ts), process-payment-booking is the core's process with the ticket
 * address, and the core's settle books through the booking product (settle.ts, decision 075).
 */
export function createBookingService({
  db,
  payments,
  resumes,
  quotes,
  placeLocks,
  holdsPerClient,
  placeCacheTtlMs,
  configChanges,
}: {
  db: Database;
  /** The place's lock, shared with the booking's settle (one queue per place). */
  placeLocks: PlaceLockQueue;
  payments: PaymentService;
  resumes: ResumeService;
  quotes: QuoteService;
  /** HOLDS_PER_CLIENT_AT_PLACE (decision 070). */
  holdsPerClient: number;
  /** How long a place's processor is reused: the place page's cache time. */
  placeCacheTtlMs: number;
  /** Drops the places a configuration change touched. */
  configChanges: ConfigChangeFeed;
}) {
  const { core } = payments;
  // The place's processor, as the transient payment's rate cache keeps it (an operator's change
  // reaches every instance at its commit).
  type Owner = NonNullable<Awaited<ReturnType<typeof core.pendingHold.findPlace>>>;
  const owners = createTtlCache<Owner>({ ttlMs: placeCacheTtlMs, maxEntries: 500 });
  clearOnConfigChange(configChanges, owners, (placeId) => placeId);
  const findOwner = (placeId: string) =>
    owners.get(placeId, () => core.pendingHold.findPlace(placeId));
  const clientKeys = createClientKeys(db);
  const infos = createBookingInfoRepository(db);
  const holds = createHoldRepository(placeLocks);
  const readQuote = createQuoteForHoldReader(db);

  return {
    generatePayment: (kind: CardKind, body: GenerateBookingPaymentBody, clientAddress: string) =>
      generateByQuote(
        { db, readQuote, core, quotes, clientKeys, holds, holdsPerClient, findOwner },
        kind,
        body,
        clientAddress,
      ),

    /** First kind: confirm with the browser's payment method, then book. */
    async processIntent(input: Driver & { paymentIntentId: string; paymentMethodId: string }) {
      return payments.processByExternalId('CARD_INTENT', {
        ...input,
        paysKind: 'BOOKING',
        externalId: input.paymentIntentId,
      });
    },

    /** Second kind: the browser confirmed; read the intent, then book. */
    async processClientSecret(input: Driver & { externalId: string }) {
      return payments.processByExternalId('CARD_CLIENT_SECRET', {
        ...input,
        paysKind: 'BOOKING',
        paymentMethodId: null,
      });
    },

    /** The ticket of a booking: 404 until it is settled, and for another place's. */
    async info(placeId: string, assignedRightId: string): Promise<BookingTicket> {
      const resume = await resumes.getResume(placeId, assignedRightId);
      const [found, place] = await Promise.all([
        infos.find(assignedRightId),
        quotes.findPlace(placeId),
      ]);
      if (!found || !place) throw bookingErrors.bookingNotFound();
      const at = core.now();
      const { booking, refund } = found;
      const rules = {
        status: booking.status,
        start: booking.startAt,
        cancelBeforeMinutes: place.cancelBeforeMinutes,
        now: at,
      };
      return {
        resume,
        booking: {
          status: booking.status,
          startTime: booking.startAt.toISOString(),
          endTime: booking.endAt.toISOString(),
          emailMasked: maskEmail(booking.email),
          cancelDeadline: getCancelDeadline(rules).toISOString(),
          canCancel: canCancelBooking(rules),
          // The checkout said 'non-refundable' when the quote was past its deadline (decision 084).
          refundableWhenBought: getCancelTerms({ ...rules, now: booking.createdAt }).refundable,
          canChangePlate: canChangeBookingPlate(rules),
          licensePlate: found.plate ?? '',
          refund: refund
            ? {
                amount: toMajorUnits(refund.amountMinor ?? 0),
                amountMinor: refund.amountMinor ?? 0,
                currencyCode: refund.currencyCode,
                // Recorded before the processor's call; its id arrives with the money back (nothing
                // to return for a free booking).
                refundedAt:
                  refund.transactionId || !refund.amountMinor
                    ? refund.dateCollected.toISOString()
                    : null,
              }
            : null,
        },
      };
    },

    /** The same by the processor's intent id: settles a paid one (webhook late), else 404. */
    async infoByExternalId(placeId: string, externalId: string): Promise<BookingTicket> {
      const resume = await resumes.getResumeByExternalId(placeId, externalId);
      return this.info(placeId, resume.assignedRightId);
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
