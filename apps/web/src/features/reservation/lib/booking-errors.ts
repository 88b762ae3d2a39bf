import type { BookingDetails } from '@parking/domain/contracts';
import { isApiError, NETWORK_ERROR_CODE } from '#web/lib/api-client.ts';

/** The reservation calls' failures a driver is told about, each with its own words. */
export type BookingFailure =
  | 'too_late_to_cancel'
  | 'plate_change_too_late'
  | 'cancelled'
  | 'plate_invalid'
  | 'network'
  | 'failed';

/**
 * Why a cancel or plate change was refused (docs/decisions/054). A cancel's only 400 is 'Too
 * late to cancel'; a plate change's 400 is told apart by the booking as the server has it now
 * (cancelled, started, else the plate), not by the server's English message, whose constants
 * would ride in the first page's shared chunk.
 */
export function bookingFailureOf(
  error: unknown,
  call: 'cancel' | 'plate',
  booking?: Pick<BookingDetails, 'status' | 'canChangePlate'>,
): BookingFailure {
  if (!isApiError(error)) return 'failed';
  if (error.code === NETWORK_ERROR_CODE) return 'network';
  if (error.status !== 400) return 'failed';
  if (call === 'cancel') return 'too_late_to_cancel';
  if (booking?.status === 'CANCELLED') return 'cancelled';
  if (booking && !booking.canChangePlate) return 'plate_change_too_late';
  return 'plate_invalid';
}
