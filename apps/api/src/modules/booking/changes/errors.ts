import { BOOKING_MESSAGES } from '@parking/domain';
import { AppError } from '#api/errors.js';

/** The refusals of a booking change, each with its code of the domain's catalogue. */
export const bookingChangeErrors = {
  notFound: () => new AppError('BOOKING_NOT_FOUND', BOOKING_MESSAGES.bookingNotFound),
  tooLateToCancel: () => new AppError('TOO_LATE_TO_CANCEL', BOOKING_MESSAGES.tooLateToCancel),
  plateChangeTooLate: () =>
    new AppError('PLATE_CHANGE_TOO_LATE', BOOKING_MESSAGES.plateChangeTooLate),
  cancelled: () => new AppError('BOOKING_CANCELLED', BOOKING_MESSAGES.cancelled),
};
