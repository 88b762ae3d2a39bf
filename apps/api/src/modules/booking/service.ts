import { randomUUID } from 'node:crypto';
import {
  BOOKING_MESSAGES,
  type BookingTicket,
  type CardPaymentIntent,
  canCancelBooking,
  canChangeBookingPlate,
  type GenerateBookingPaymentBody,
  getCancelDeadline,
  maskEmail,
  PAYMENT_MESSAGES,
  PAYMENT_REFUSAL_MESSAGES,
  PAYMENT_REFUSAL_REASONS,
  PENDING_PAYMENT_VALIDITY_MS,
  toMajorUnits,
} from '@parking/domain';
import type { Database } from '../../db/client.js';
import { AppError, placeNotFound } from '../../errors.js';
import type { PaymentService, ResumeService } from '../payment/index.js';
import type { QuoteService } from '../quote/index.js';
import { quoteErrors } from '../quote/index.js';
import { createHoldRepository } from './hold-repository.js';
import { createBookingInfoRepository } from './info-repository.js';

type CardKind = 'CARD_INTENT' | 'CARD_CLIENT_SECRET';
type Driver = { licensePlate: string; email: string; locale?: string | undefined };

const bookingErrors = {
  quoteExpired: () => new AppError('VALIDATION_FAILED', BOOKING_MESSAGES.quoteExpired),
  providerNotSupported: () =>
    new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.providerNotSupported),
  freeQuote: () =>
    new AppError('VALIDATION_FAILED', 'This quote is free: no card payment is needed'),
  rateNotAvailable: () => new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.rateNotAvailable),
  paymentNotFound: () => new AppError('PAYMENT_NOT_FOUND', 'Payment not found'),
  notABooking: () =>
    new AppError('VALIDATION_FAILED', PAYMENT_REFUSAL_MESSAGES.notABooking, {
      reason: PAYMENT_REFUSAL_REASONS.notABooking,
    }),
  bookingNotFound: () => new AppError('ASSIGNED_RIGHT_NOT_FOUND', BOOKING_MESSAGES.bookingNotFound),
} as const;

/**
 * Paying for a reservation (decision 051) on the payment core: generate-payment-by-quote holds
 * a space under the place's lock, process-payment-booking is the core's process with the ticket
 * address, and the core's settle books (payment/claim-and-settle/settle-booking.ts).
 */
export function createBookingService({
  db,
  payments,
  resumes,
  quotes,
}: {
  db: Database;
  payments: PaymentService;
  resumes: ResumeService;
  quotes: QuoteService;
}) {
  const { core } = payments;
  const holds = createHoldRepository(db);
  const infos = createBookingInfoRepository(db);

  /** Refuses a process-payment-booking call on a payment that is not a booking's. */
  async function expectBookingPayment(externalId: string) {
    const row = await payments.findPendingByExternalId(externalId);
    if (!row) throw bookingErrors.paymentNotFound();
    if (row.kind !== 'BOOKING') throw bookingErrors.notABooking();
  }

  return {
    async generatePayment(
      kind: CardKind,
      body: GenerateBookingPaymentBody,
    ): Promise<CardPaymentIntent> {
      const at = core.now();
      const quote = await quotes.findRow(body.placeId, body.quoteId);
      if (!quote) throw quoteErrors.notFound();
      if (quote.expiresAt.getTime() <= at.getTime()) throw bookingErrors.quoteExpired();
      const [owner, place] = await Promise.all([
        core.pricing.findPlace(body.placeId),
        quotes.findPlace(body.placeId),
      ]);
      if (!owner || !place) throw placeNotFound();
      if (owner.paymentProvider !== kind) throw bookingErrors.providerNotSupported();
      const line = place.tiers.find((tier) => tier.rateLineId === quote.rateLineId);
      if (!line) throw bookingErrors.rateNotAvailable();
      const totalMinor = quote.amountMinor + quote.serviceFeeMinor;
      if (totalMinor === 0) throw bookingErrors.freeQuote();
      const pendingPaymentId = randomUUID();
      const processor = core.processors.get(owner.paymentGateway);
      // The intent first, keyed by the payment (as every card payment): no transaction waits on
      // the processor, and a failure in between leaves an intent nobody can confirm.
      const intent = await processor.createIntent({
        amountMinor: totalMinor,
        currencyCode: quote.currencyCode,
        idempotencyKey: pendingPaymentId,
        metadata: { pendingPaymentId, placeId: body.placeId },
        description: `${owner.organizationName}: reservation`,
      });
      const expiresAt = new Date(at.getTime() + PENDING_PAYMENT_VALIDITY_MS);
      const held = await holds.hold({
        id: pendingPaymentId,
        placeId: body.placeId,
        quoteId: quote.id,
        rateId: line.rateId,
        rateLineId: line.rateLineId,
        provider: kind,
        gateway: owner.paymentGateway,
        amountMinor: quote.amountMinor,
        serviceFeeMinor: quote.serviceFeeMinor,
        currencyCode: quote.currencyCode,
        externalId: intent.intentId,
        start: quote.startAt,
        end: quote.endAt,
        expiresAt,
        at,
      });
      if (!held) {
        await processor.cancelIntent({
          intentId: intent.intentId,
          idempotencyKey: `cancel:${pendingPaymentId}`,
        });
        throw quoteErrors.unavailable();
      }
      return {
        pendingPaymentId,
        currencyCode: quote.currencyCode,
        amount: toMajorUnits(quote.amountMinor),
        serviceFee: toMajorUnits(quote.serviceFeeMinor),
        total: toMajorUnits(totalMinor),
        amountMinor: quote.amountMinor,
        serviceFeeMinor: quote.serviceFeeMinor,
        totalMinor,
        expiresAt: expiresAt.toISOString(),
        isFree: false,
        id: intent.intentId,
        clientSecret: intent.clientSecret,
      };
    },

    /** First kind: confirm with the browser's payment method, then book. */
    async processIntent(input: Driver & { paymentIntentId: string; paymentMethodId: string }) {
      await expectBookingPayment(input.paymentIntentId);
      return payments.processBookingPayment('CARD_INTENT', {
        ...input,
        externalId: input.paymentIntentId,
      });
    },

    /** Second kind: the browser confirmed; read the intent, then book. */
    async processClientSecret(input: Driver & { externalId: string }) {
      await expectBookingPayment(input.externalId);
      return payments.processBookingPayment('CARD_CLIENT_SECRET', {
        ...input,
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
