/**
 * Typed error codes used inside the API. The HTTP status of each code is decided here and
 * nowhere else; the error handler (plugins/error-handler.ts) turns an AppError into
 * `{ message, statusCode }` and hides the message of every 5xx.
 */
const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  ROUTE_NOT_FOUND: 404,
  CUSTOMER_NOT_FOUND: 404,
  PLACE_NOT_FOUND: 404,
  RATE_NOT_FOUND: 404,
  PAYMENT_NOT_FOUND: 404,
  QUOTE_NOT_FOUND: 404,
  ASSIGNED_RIGHT_NOT_FOUND: 404,
  PAYMENT_DECLINED: 402,
  PLATE_LOOKUP_OFF: 403,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  DATABASE_UNAVAILABLE: 503,
  PAYMENT_PROCESSOR_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly statusCode: number;
  /**
   * A machine-readable reason the body carries beside the message (a declined card's
   * processor code, decision 046); only for 4xx, never for 5xx.
   */
  readonly reason: string | undefined;
  /**
   * What a refusal of one input names (decision 074): the field, and the characters of it an
   * invoice cannot print. Only for 4xx, beside `reason`, so the web words it in its language.
   */
  readonly field: string | undefined;
  readonly characters: string[] | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options?: {
      cause?: unknown;
      reason?: string | undefined;
      field?: string;
      characters?: string[];
    },
  ) {
    super(message, options);
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.reason = options?.reason;
    this.field = options?.field;
    this.characters = options?.characters;
  }
}

export const placeNotFound = () => new AppError('PLACE_NOT_FOUND', 'Place not found');
export const customerNotFound = () => new AppError('CUSTOMER_NOT_FOUND', 'Customer not found');
export const assignedRightNotFound = () =>
  new AppError('ASSIGNED_RIGHT_NOT_FOUND', 'Assigned right not found');
/** The place's vehicleLookup is off: its home has no plate field (decision 068). */
export const plateLookupOff = () =>
  new AppError('PLATE_LOOKUP_OFF', 'This place does not look up plates');
