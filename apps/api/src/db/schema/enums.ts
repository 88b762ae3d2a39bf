import { PAYMENT_PROVIDERS, PERIOD_TYPES, RATE_TYPES, WEEKDAYS } from '@parking/domain';
import { pgEnum } from 'drizzle-orm/pg-core';

// Enumerations shared with the web app come from the domain contracts, so the database, the
// API schemas and the UI can never disagree on a value. The others are server-side only.

export const paymentProviderEnum = pgEnum('payment_provider', PAYMENT_PROVIDERS);
export const periodTypeEnum = pgEnum('period_type', PERIOD_TYPES);
export const weekdayEnum = pgEnum('weekday', WEEKDAYS);
export const rateTypeEnum = pgEnum('rate_type', RATE_TYPES);

/** Which processor serves the card kinds of a place: the built-in sandbox, or Stripe later. */
export const PAYMENT_GATEWAYS = ['SANDBOX', 'STRIPE'] as const;
export const paymentGatewayEnum = pgEnum('payment_gateway', PAYMENT_GATEWAYS);

export const ASSIGNED_RIGHT_KINDS = ['TRANSIENT', 'PERMIT', 'BOOKING'] as const;
export const assignedRightKindEnum = pgEnum('assigned_right_kind', ASSIGNED_RIGHT_KINDS);

export const CREDENTIAL_TYPES = [
  'BARCODE',
  'BLUETOOTH',
  'ETICKET',
  'LICENSE_PLATE',
  'PERMIT',
  'QR_CODE',
  'TICKET',
] as const;
export const credentialTypeEnum = pgEnum('credential_type', CREDENTIAL_TYPES);

export const PAYMENT_TYPES = ['BASE', 'REFUND'] as const;
export const paymentTypeEnum = pgEnum('payment_type', PAYMENT_TYPES);

export const PAYMENT_LINE_TYPES = [
  'BASE',
  'SURCHARGE',
  'VALIDATION',
  'TIP',
  'COMMISSION',
  'TAX',
] as const;
export const paymentLineTypeEnum = pgEnum('payment_line_type', PAYMENT_LINE_TYPES);

export const PERMIT_STATUSES = ['ACTIVE', 'COMPLETED', 'EXPIRED'] as const;
export const permitStatusEnum = pgEnum('permit_status', PERMIT_STATUSES);
