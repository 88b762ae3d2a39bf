/**
 * Why a payment call was refused, as the code the API sends in `reason` beside its English
 * message (issue 22 point 9): the web chooses its words by the code, never by the sentence.
 * A declined card's 402 carries the processor's code in the same field instead (decision 046).
 */
export const PAYMENT_REFUSAL_REASONS = {
  /** The 4 minutes of a pending payment passed before it was paid: nothing was charged. */
  paymentExpired: 'payment_expired',
  /** Charged after the payment expired without a plate; the money was returned (decision 033). */
  refundedExpired: 'refunded_expired',
  /** Another payment had paid the stay meanwhile; this one's money was returned (decision 058). */
  refundedStayPaid: 'refunded_stay_paid',
  /** The booking's hold expired and its window was sold meanwhile; returned (decision 051). */
  refundedWindowSold: 'refunded_window_sold',
  /** Another renewal had paid the permit's period; returned (decision 052). */
  refundedPeriodPaid: 'refunded_period_paid',
  /** A booking's payment sent to a call without the ticket's e-mail (process-payment). */
  bookingCallNeeded: 'booking_call_needed',
  /** Another flow's payment (a parking session's, a stay's) sent to process-payment-booking. */
  notABooking: 'not_a_booking_payment',
  /** One payment is one vehicle's, one booking one address's (decision 033). */
  plateMismatch: 'plate_mismatch',
  emailMismatch: 'email_mismatch',
  /** The processor has not confirmed the card yet (409): try again in a moment. */
  notConfirmed: 'payment_not_confirmed',
} as const;
export type PaymentRefusalReason =
  (typeof PAYMENT_REFUSAL_REASONS)[keyof typeof PAYMENT_REFUSAL_REASONS];

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
