import { BOOKING_MESSAGES } from '@parking/domain/vocabulary';
import { isApiError, NETWORK_ERROR_CODE } from '../../../lib/api-client.ts';

/** The reservation calls' failures a driver is told about, each with its own words. */
export type BookingFailure =
  | 'too_late_to_cancel'
  | 'plate_change_too_late'
  | 'cancelled'
  | 'plate_invalid'
  | 'network'
  | 'failed';

/** What a failed cancel or plate change says: the server's message, read in one place. */
export function bookingFailureOf(error: unknown): BookingFailure {
  if (!isApiError(error)) return 'failed';
  if (error.code === NETWORK_ERROR_CODE) return 'network';
  if (error.message === BOOKING_MESSAGES.tooLateToCancel) return 'too_late_to_cancel';
  if (error.message === BOOKING_MESSAGES.plateChangeTooLate) return 'plate_change_too_late';
  if (error.message === BOOKING_MESSAGES.cancelled) return 'cancelled';
  if (error.status === 400) return 'plate_invalid';
  return 'failed';
}
