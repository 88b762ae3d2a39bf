import { ERROR_STATUS, type ErrorCode } from '@parking/domain';

/**
 * The API's one error type. Its code is one of the domain's catalogue (decision 077), which
 * also gives its HTTP status; the error handler (plugins/error-handler.ts) turns an AppError into
 * `{ message, statusCode, code }` and hides the message of every 5xx.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly statusCode: number;
  /** A declined card's processor code, sent beside PAYMENT_DECLINED (decision 046). */
  readonly reason: string | undefined;
  /**
   * What a refusal of one input names (decision 074): the field, and the characters of it an
   * invoice cannot print. Only for 4xx, beside the code, so the web words it in its language.
   */
  readonly field: string | undefined;
  readonly characters: string[] | undefined;
  /** A refused reservation window's nearest one that works (decision 084), beside the code. */
  readonly suggestedWindow: { startTime: string; endTime: string } | undefined;
  /** An operator file's refusal (decision 089): every problem at its path, in one answer. */
  readonly problems: { path: string; message: string }[] | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options?: {
      cause?: unknown;
      reason?: string | undefined;
      field?: string;
      characters?: string[];
      suggestedWindow?: { startTime: string; endTime: string } | undefined;
      problems?: { path: string; message: string }[];
    },
  ) {
    super(message, options);
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.reason = options?.reason;
    this.field = options?.field;
    this.characters = options?.characters;
    this.suggestedWindow = options?.suggestedWindow;
    this.problems = options?.problems;
  }
}

export const placeNotFound = () => new AppError('PLACE_NOT_FOUND', 'Place not found');
export const customerNotFound = () => new AppError('CUSTOMER_NOT_FOUND', 'Customer not found');
export const assignedRightNotFound = () =>
  new AppError('ASSIGNED_RIGHT_NOT_FOUND', 'Assigned right not found');
/** The place's vehicleLookup is off: its home has no plate field (decision 068). */
export const plateLookupOff = () =>
  new AppError('PLATE_LOOKUP_OFF', 'This place does not look up plates');
