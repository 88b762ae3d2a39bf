/**
 * Messages of refusals PAYMENT_MESSAGES has none for: refunds whose cause is not the payment's
 * own expiry, and a booking's payment sent to the transient call.
 */
export const PAYMENT_REFUSAL_MESSAGES = {
  bookingCallNeeded:
    "A booking is paid with process-payment-booking, which brings the ticket's e-mail address",
  notABooking: "This payment is not a booking's: it is paid with its own flow's process call",
  stayPaid:
    'This stay had already been paid by another payment; the amount charged was refunded to your card',
  windowSold:
    'The hold on these times expired and they were booked meanwhile; the amount charged was refunded to your card',
  periodPaid:
    'This permit period had already been paid by another renewal; the amount charged was refunded to your card',
} as const;
