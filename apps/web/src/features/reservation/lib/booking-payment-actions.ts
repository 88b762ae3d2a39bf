import {
  type CardKind,
  describeIntent,
  type PaymentActions,
  toProcessOutcome,
} from '#web/features/payment/index.ts';
import { generateBookingPayment } from '../api/generate-booking-payment.ts';
import { fetchBookingTicket } from '../api/get-booking-ticket.ts';
import {
  type ProcessBookingAnswer,
  processBookingClientSecretPayment,
  processBookingIntentPayment,
} from '../api/process-booking-payment.ts';

/** What a booking's payment paid is the booking's assigned right. */
const paidBooking = (answer: ProcessBookingAnswer) =>
  toProcessOutcome(answer, (paid) => paid.assignedRightId);

/**
 * The checkout's calls in the shape the payment form runs (spec section 7): the quote's
 * generate-payment-by-quote, then process-payment-booking with the plate and the ticket's e-mail
 * (the second kind sends both before the browser confirms, so a webhook arriving first books
 * with them). A slow card is waited for on the booking's ticket by external id.
 */
export function bookingPaymentActions({
  placeId,
  kind,
  quoteId,
  email,
}: {
  placeId: string;
  kind: CardKind;
  quoteId: string;
  email: string;
}): PaymentActions {
  return {
    generate: () => generateBookingPayment(kind, { quoteId, placeId }),
    // generate-payment-by-quote never holds a free payment (a quote of 0 is refused with 400
    // 'This quote is free'), so the form never takes this path; said plainly if it ever did.
    processFree: () => Promise.reject(new Error('A booking is paid by card')),
    processIntent: ({ paymentIntentId, paymentMethodId, licensePlate, locale }) =>
      processBookingIntentPayment({
        paymentIntentId,
        paymentMethodId,
        licensePlate,
        email,
        locale,
      }).then(paidBooking),
    updateIntent: describeIntent({ email }),
    processClientSecret: ({ externalId, licensePlate, locale }) =>
      processBookingClientSecretPayment({ externalId, licensePlate, email, locale }).then(
        paidBooking,
      ),
    findByExternalId: (externalId, signal) =>
      fetchBookingTicket(placeId, { externalId }, signal).then((ticket) => ({
        paidRef: ticket.resume.assignedRightId,
      })),
  };
}
