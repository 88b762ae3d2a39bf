import {
  CARD_GATEWAYS,
  CREDENTIAL_TYPES,
  PAYMENT_LINE_TYPES,
  PAYMENT_PROVIDERS,
  PAYMENT_TYPES,
  PERIOD_TYPES,
  RATE_TYPES,
  WEEKDAYS,
} from '@parking/domain';
import { pgEnum } from 'drizzle-orm/pg-core';

// Enumerations shared with the web app come from the domain contracts, so the database, the
// API schemas and the UI can never disagree on a value. The others are server-side only.

export const paymentProviderEnum = pgEnum('payment_provider', PAYMENT_PROVIDERS);
export const periodTypeEnum = pgEnum('period_type', PERIOD_TYPES);
export const weekdayEnum = pgEnum('weekday', WEEKDAYS);
export const rateTypeEnum = pgEnum('rate_type', RATE_TYPES);

/** Which processor serves the card kinds of a place: the built-in sandbox, or Stripe later. */
export const PAYMENT_GATEWAYS = CARD_GATEWAYS;
export const paymentGatewayEnum = pgEnum('payment_gateway', PAYMENT_GATEWAYS);

export const ASSIGNED_RIGHT_KINDS = ['TRANSIENT', 'PERMIT', 'BOOKING'] as const;
export const assignedRightKindEnum = pgEnum('assigned_right_kind', ASSIGNED_RIGHT_KINDS);

export const credentialTypeEnum = pgEnum('credential_type', CREDENTIAL_TYPES);

export const paymentTypeEnum = pgEnum('payment_type', PAYMENT_TYPES);

export const paymentLineTypeEnum = pgEnum('payment_line_type', PAYMENT_LINE_TYPES);

export const PERMIT_STATUSES = ['ACTIVE', 'COMPLETED', 'EXPIRED'] as const;
export const permitStatusEnum = pgEnum('permit_status', PERMIT_STATUSES);

export const PENDING_PAYMENT_STATUSES = [
  'PENDING',
  'PROCESSING',
  'SUCCEEDED',
  'FAILED',
  'EXPIRED',
  // The processor took the money but no licence plate is known yet (a webhook or a summary came
  // before the driver's process call): settled when the plate comes, else refunded.
  'CHARGED',
  // Money taken for a payment that cannot become a session (expired, never given a plate):
  // being returned through the processor, then returned.
  'REFUNDING',
  'REFUNDED',
] as const;
export const pendingPaymentStatusEnum = pgEnum('pending_payment_status', PENDING_PAYMENT_STATUSES);

/**
 * What a pending payment buys: a first session, more time on an existing right, a permit cycle,
 * a booking, or what a gated stay owes (STAY: no rate line, priced from the gated tariff).
 */
export const PENDING_PAYMENT_KINDS = ['INITIAL', 'EXTENSION', 'PERMIT', 'BOOKING', 'STAY'] as const;
export const pendingPaymentKindEnum = pgEnum('pending_payment_kind', PENDING_PAYMENT_KINDS);

/** A paid booking holds its space while CONFIRMED; CANCELLED frees it (and refunds it). */
export const BOOKING_STATUSES = ['CONFIRMED', 'CANCELLED'] as const;
export const bookingStatusEnum = pgEnum('booking_status', BOOKING_STATUSES);
