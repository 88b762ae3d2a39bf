/**
 * The product's fixed vocabulary: identifiers' shape, languages, weekdays and the enumerations of
 * the spec, as plain constants. No zod here, so the web app's first page and the pure rules can
 * import them without shipping a schema library; contracts/ builds its schemas from them.
 */

export * from './error-codes.js';
export * from './payment-refusals.js';
export * from './permit.js';
export * from './saved-card.js';

export { isUuid, UUID_PATTERN } from './uuid.js';

/**
 * The one spelling of an identifier before it keys anything (a rate-limit bucket, a cache, a
 * row): UUIDs are case-insensitive, so 'B6129176-…' and 'b6129176-…' are the same place.
 * Anything else is turned into a string as is; a malformed id is refused by validation anyway.
 */
export function canonicalUuid(value: unknown): string {
  return String(value ?? '').toLowerCase();
}

/** UI languages in preference order: es-ES is the default and the fallback (spec section 1). */
export const LOCALES = ['es-ES', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es-ES';

/**
 * The cookie that mirrors the stored language (localStorage LOCALE) so that the server can
 * answer a page in it before any script runs (issue 13): its value is one of LOCALES.
 */
export const LOCALE_COOKIE = 'locale';

/** Monday first, as the Spanish week starts (spec section 9). */
export const WEEKDAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const PERIOD_TYPES = ['PRIMARY', 'VALID', 'EXCEPTION'] as const;
export type PeriodType = (typeof PERIOD_TYPES)[number];

export const PLACE_INCLUDES = [
  'placeImages',
  'rate',
  'place',
  'organization',
  'placePeriod',
  'placeVehicleType',
  'placeServiceType',
  'settings',
  'paymentProvider',
  'closingDays',
] as const;
export type PlaceInclude = (typeof PLACE_INCLUDES)[number];

/**
 * Payment provider kinds (spec section 3: six values). CARD_INTENT is the first card kind
 * (intent and method), CARD_CLIENT_SECRET the second (client secret). Which processor serves a
 * card kind (built-in sandbox or Stripe) is the operator's server-side configuration.
 */
export const PAYMENT_PROVIDERS = [
  'CARD_INTENT',
  'CARD_CLIENT_SECRET',
  'FREE',
  'EXTERNAL',
  'REGIONAL_REDIRECT',
  'REGIONAL_WALLET',
] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const RATE_TYPES = ['FLAT_RATE', 'FLAT_RATE_TIER', 'EXTENSION', 'PERMIT'] as const;

export const VEHICLE_TYPE_ICONS = [
  'standard',
  'large',
  'very-large',
  'motorcycle',
  'bicycle',
] as const;

export const SERVICE_TYPE_ICONS = [
  '24x7',
  'contactless',
  'electric-charging',
  'in-and-out',
  'covered-lot',
  'uncovered-lot',
  'onsite-staff',
  'restrooms',
  'self-park',
  'surveillance-camera',
  'valet',
  'wheelchair-accessible',
] as const;

/** Customer settings defaults, spec section 9. */
export const DEFAULT_CUSTOMER_SETTINGS = {
  expireMinutes: 15,
  allowSms: false,
  defaultSms: true,
  vehicleLookup: false,
  allowExtensions: false,
  similarPlatesOnMiss: false,
} as const;
export const DEFAULT_DATE_FORMAT = 'DD/MM/YYYY HH:mm';
export const DEFAULT_TIMEZONE = 'UTC';

/** Path segments of the two card provider kinds ({provider1}, {provider2} of spec section 7). */
export const CARD_PROVIDER_PATHS = {
  CARD_INTENT: 'card-intent',
  CARD_CLIENT_SECRET: 'card-client-secret',
} as const;
export type CardProviderPath = (typeof CARD_PROVIDER_PATHS)[keyof typeof CARD_PROVIDER_PATHS];
/** The two card provider kinds, the ones a card form and the payment core take. */
export type CardKind = keyof typeof CARD_PROVIDER_PATHS;

/** How much of an error's message the web reports (POST /api/client-errors, decision 079). */
export const CLIENT_ERROR_MESSAGE_MAX_LENGTH = 200;

/** Which processor serves the card kinds of an operator: the built-in sandbox or Stripe. */
export const CARD_GATEWAYS = ['SANDBOX', 'STRIPE'] as const;
export type CardGateway = (typeof CARD_GATEWAYS)[number];

export const CREDENTIAL_TYPES = [
  'BARCODE',
  'BLUETOOTH',
  'ETICKET',
  'LICENSE_PLATE',
  'PERMIT',
  'QR_CODE',
  'TICKET',
] as const;
export const PAYMENT_TYPES = ['BASE', 'REFUND'] as const;
export const PAYMENT_LINE_TYPES = [
  'BASE',
  'SURCHARGE',
  'VALIDATION',
  'TIP',
  'COMMISSION',
  'TAX',
] as const;
export type PaymentLineType = (typeof PAYMENT_LINE_TYPES)[number];

/** A pending payment (and the card intent behind it) can be completed for 4 minutes (spec 9). */
export const PENDING_PAYMENT_VALIDITY_MS = 4 * 60_000;

/** The spec's validation messages (sections 5 and 8), returned verbatim as 400 messages. */
export const PAYMENT_MESSAGES = {
  idRequired: 'Either externalId or assignedRightId must be provided',
  onlyOneId: 'Only one of externalId or assignedRightId should be provided',
  freePaymentMissing: 'Pending payment ID or license plate number is missing',
  externalIdMissing: 'External ID is missing',
  intentOrMethodMissing: 'Payment intent or payment method is missing',
  missingRequiredParameters: 'Missing required parameters',
  providerNotSupported: 'Payment provider is not supported',
  noLiveSession: 'No live session found',
  /** Not in the spec's catalogue: an extension asked at a place whose settings forbid them. */
  extensionsNotAllowed: 'Extensions are not allowed at this place',
  rateNotAvailable: 'The rate is not available',
  paymentExpired: 'The payment has expired; please start again',
  paymentFailed: 'The payment was declined',
  /**
   * Not in the spec's catalogue: the processor took money for a payment that expired before a
   * licence plate was given (docs/decisions/033), and it was given back.
   */
  paymentRefunded:
    'The payment has expired and the amount charged was refunded to your card; please start again',
  /** Not in the spec's catalogue: one payment is one vehicle's (decision 033). */
  plateMismatch: 'This payment is already being made for another license plate',
  /** Not in the spec's catalogue: card kinds have no message of their own for a bad plate. */
  licensePlateInvalid: 'A license plate of 1 to 15 letters or digits is required',
  /**
   * Not in the spec's catalogue: a 429 of the carding defence (too many card attempts, declines
   * or new card payments from one address). The API adds ': please try again in N minutes' and
   * a Retry-After header in seconds; the web recognises the message by this beginning.
   */
  tooManyCardAttempts: 'Too many card attempts',
} as const;

/** A reservation quote can be paid for 30 minutes after it was computed (docs/decisions/051). */
export const QUOTE_VALIDITY_MS = 30 * 60_000;

/**
 * Limits of a reservation window (docs/decisions/051): the entry may be up to a minute in the
 * past (the clock of the page that asked is not ours), and a window spans at most 30 days.
 */
export const BOOKING_LIMITS = {
  startToleranceMs: 60_000,
  maxWindowMs: 30 * 24 * 60 * 60_000,
  /**
   * The longest window a booking may hold once a longer tier is the cheapest cover. Bounding it
   * bounds how far back a booking that still overlaps a window can have started, which keeps
   * the capacity count to recent rows.
   */
  maxHeldWindowMs: 60 * 24 * 60 * 60_000,
} as const;

export const BOOKING_STATUSES = ['CONFIRMED', 'CANCELLED'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The reservation's messages, returned verbatim as 400 (409, 404) messages. */
export const BOOKING_MESSAGES = {
  /** The spec's quote failure (section 8): a closure, a full lot, or a window out of bounds. */
  unavailable: 'The selected times are unavailable. Please select another time.',
  /** The spec's cancel failure (section 8), past the place's cancellation deadline. */
  tooLateToCancel: 'Too late to cancel',
  plateChangeTooLate: 'The license plate can no longer be changed once the booking has started',
  cancelled: 'This booking was cancelled',
  quoteNotFound: 'Quote not found',
  quoteExpired: 'The quote has expired; please check availability again',
  bookingNotFound: 'Booking not found',
  /** A second process call (or the pre-payment update) with another e-mail than the first. */
  emailMismatch: 'This payment is already being made for another e-mail address',
  /** Decision 070: a quote is booked once; a generate after that is refused. */
  quoteAlreadyPaid: 'This quote was already paid',
  /** Decision 070: a second payment of one quote (another tab) is given back. */
  quotePaidRefunding: 'This quote was already paid; this payment is being refunded',
  /** Decision 070: one client address holds at most HOLDS_PER_CLIENT_AT_PLACE at a place. */
  tooManyHolds:
    'Too many reservations are waiting for payment from this connection; pay one or wait a few minutes',
} as const;
