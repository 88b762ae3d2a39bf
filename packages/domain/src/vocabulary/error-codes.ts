/**
 * The error catalogue (decision 077): every API error body's `code`, with the HTTP status the
 * API answers it with. The API builds its errors from it (apps/api/src/errors.ts) and the web
 * chooses its words by it, never by the English `message`, which stays the spec's sentence.
 * A code is stable: renaming one breaks the web of a page already open. A new failure is a new
 * line here (decision 077 says how).
 */
export const ERROR_STATUS = {
  // Input the schema or a route refuses; the spec's own validation messages have theirs below.
  VALIDATION: 400,
  /** Fastify's own client errors: malformed JSON, an empty body, a bad header. */
  MALFORMED_REQUEST: 400,
  URL_NOT_UTF8: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  BODY_TOO_LARGE: 413,
  PARAMETER_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,

  // The spec's verbatim validation messages (sections 5 and 8): contracts/spec-validation.ts.
  EITHER_ID_REQUIRED: 400,
  ONLY_ONE_ID: 400,
  FREE_PAYMENT_DETAILS_MISSING: 400,
  EXTERNAL_ID_MISSING: 400,
  INTENT_OR_METHOD_MISSING: 400,
  MISSING_REQUIRED_PARAMETERS: 400,
  LICENSE_PLATE_INVALID: 400,
  INVOICE_NAME_MISSING: 400,
  INVOICE_TAX_ID_MISSING: 400,
  INVOICE_ADDRESS_MISSING: 400,
  INVOICE_EMAIL_MISSING: 400,
  STAY_PAYMENT_DETAILS_MISSING: 400,
  STAY_PAYMENT_INTENT_MISSING: 400,

  UNAUTHORIZED: 401,
  /** An operator key without the scope the route asks for (gate, admin:read, admin:write). */
  SCOPE_MISSING: 403,
  /** A key narrowed to one customer asking for its whole organisation's file (decision 089). */
  ORGANIZATION_KEY_REQUIRED: 403,
  /** A file naming another organisation than the key's (decision 089). */
  ORGANIZATION_MISMATCH: 403,
  PAYMENT_DECLINED: 402,
  PLATE_LOOKUP_OFF: 403,

  ROUTE_NOT_FOUND: 404,
  CUSTOMER_NOT_FOUND: 404,
  PLACE_NOT_FOUND: 404,
  RATE_NOT_FOUND: 404,
  PAYMENT_NOT_FOUND: 404,
  QUOTE_NOT_FOUND: 404,
  ASSIGNED_RIGHT_NOT_FOUND: 404,
  BOOKING_NOT_FOUND: 404,
  STAY_NOT_FOUND: 404,
  PLATE_NOT_FOUND: 404,
  SESSION_NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  INVOICE_NOT_FOUND: 404,
  MESSAGE_NOT_FOUND: 404,
  GATEWAY_NOT_CONFIGURED: 404,
  /** No saved card of this id for the device secret sent (decision 086). */
  SAVED_CARD_NOT_FOUND: 404,
  /** No operator key of this id that the calling key's operator owns (issue 25). */
  KEY_NOT_FOUND: 404,
  /** An operator file, or a part of one, that is not valid: every problem with its path (089). */
  OPERATOR_FILE_INVALID: 400,
  /** A valid file whose apply would break what drivers paid for, or the server's rules (089). */
  OPERATOR_FILE_REFUSED: 409,

  // A payment's refusals.
  PROVIDER_NOT_SUPPORTED: 400,
  RATE_OF_ANOTHER_PLACE: 400,
  RATE_LINE_OF_ANOTHER_RATE: 400,
  RATE_NOT_AVAILABLE: 400,
  CARD_PAYMENT_REQUIRED: 400,
  NO_CARD_NEEDED: 400,
  PAYMENT_EXPIRED: 400,
  PAYMENT_OF_ANOTHER_PLACE: 400,
  BOOKING_CALL_NEEDED: 400,
  NOT_A_BOOKING_PAYMENT: 400,
  NO_LIVE_SESSION: 400,
  EXTENSIONS_NOT_ALLOWED: 400,
  NOTHING_TO_PAY: 400,
  PLATE_MISMATCH: 409,
  EMAIL_MISMATCH: 409,
  PAYMENT_NOT_CONFIRMED: 409,
  // What was charged went back, for its cause (decisions 033, 051, 052, 058, 070).
  REFUNDED_EXPIRED: 400,
  REFUNDED_STAY_PAID: 400,
  REFUNDED_WINDOW_SOLD: 400,
  REFUNDED_PERIOD_PAID: 400,
  REFUNDED_QUOTE_PAID: 409,
  // The redirect kind's gateway answers (decision 069).
  CURRENCY_NOT_SUPPORTED: 400,
  ANSWER_NOT_SIGNED: 400,
  ANSWER_OF_UNKNOWN_ORDER: 400,
  ANSWER_CONTENTS_INVALID: 400,
  ANSWER_REPLAYED: 409,
  REQUEST_NOT_SIGNED: 400,
  WEBHOOK_SIGNATURE_INVALID: 400,
  /** The card sandbox's own endpoints, as a processor answers: a refused card or request. */
  CARD_REQUEST_REFUSED: 400,
  CARD_OBJECT_NOT_FOUND: 404,

  // The reservation's.
  TIMES_UNAVAILABLE: 400,
  /** The place is closed at the entry or the exit (field says which); decision 084. */
  CLOSED_AT_TIMES: 400,
  /** A closure (an exception or a closing day) falls in the window; decision 084. */
  CLOSURE_IN_WINDOW: 400,
  QUOTE_EXPIRED: 400,
  QUOTE_ALREADY_PAID: 400,
  TOO_LATE_TO_CANCEL: 400,
  PLATE_CHANGE_TOO_LATE: 400,
  BOOKING_CANCELLED: 400,

  // The permit's.
  PERMIT_ALREADY_RENEWED: 400,
  PERMIT_RENEWAL_ENDED: 400,

  // Access control's.
  NOTHING_TO_INVOICE: 400,
  NOTHING_PAID_FOR_STAY: 400,
  UNPRINTABLE_CHARACTERS: 400,
  INVOICE_OTHER_DETAILS: 409,

  /** A rate limit without a code of its own (@fastify/rate-limit's). */
  TOO_MANY_REQUESTS: 429,
  TOO_MANY_CARD_ATTEMPTS: 429,
  TOO_MANY_HOLDS: 429,
  TOO_MANY_RECEIPTS: 429,
  TOO_MANY_STAY_SEARCHES: 429,

  /** Every 5xx says only one of these two: its details go to the log (decision 012). */
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
