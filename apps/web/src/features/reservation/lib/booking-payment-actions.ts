import type { ProcessPaymentResult } from '@parking/domain/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { type CardKind, type PaymentActions, updatePaymentIntent } from '../../payment/index.ts';
import { generateBookingPayment } from '../api/generate-booking-payment.ts';
import { fetchBookingTicket } from '../api/get-booking-ticket.ts';
import {
  processBookingClientSecretPayment,
  processBookingIntentPayment,
} from '../api/process-booking-payment.ts';

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
    // A quote of 0 holds a free pending payment, settled by the generic free call.
    processFree: (body) => apiClient.post<ProcessPaymentResult>('/payment/process-payment', body),
    processIntent: ({ paymentIntentId, paymentMethodId, licensePlate, locale }) =>
      processBookingIntentPayment({
        paymentIntentId,
        paymentMethodId,
        licensePlate,
        email,
        locale,
      }),
    updateIntent: (paymentIntentId, body) =>
      updatePaymentIntent(paymentIntentId, { ...body, email }),
    processClientSecret: ({ externalId, licensePlate, locale }) =>
      processBookingClientSecretPayment({ externalId, licensePlate, email, locale }),
    findByExternalId: (externalId, signal) =>
      fetchBookingTicket(placeId, { externalId }, signal).then((ticket) => ticket.resume),
  };
}
