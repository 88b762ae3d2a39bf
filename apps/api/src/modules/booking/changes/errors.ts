import { BOOKING_MESSAGES } from '@parking/domain';
import { AppError } from '../../../errors.js';

/** The refusals of a booking change, each with the status errors.ts gives its code. */
export const bookingChangeErrors = {
  notFound: () => new AppError('ASSIGNED_RIGHT_NOT_FOUND', BOOKING_MESSAGES.bookingNotFound),
  tooLateToCancel: () => new AppError('VALIDATION_FAILED', BOOKING_MESSAGES.tooLateToCancel),
  plateChangeTooLate: () => new AppError('VALIDATION_FAILED', BOOKING_MESSAGES.plateChangeTooLate),
  cancelled: () => new AppError('VALIDATION_FAILED', BOOKING_MESSAGES.cancelled),
};
