import { BOOKING_MESSAGES } from '@parking/domain/vocabulary';
import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../../lib/api-client.ts';
import { bookingFailureOf } from './booking-errors.ts';

describe('bookingFailureOf', () => {
  it('names each refusal of the server by its message', () => {
    expect(bookingFailureOf(new ApiError(BOOKING_MESSAGES.tooLateToCancel, 400, 400))).toBe(
      'too_late_to_cancel',
    );
    expect(bookingFailureOf(new ApiError(BOOKING_MESSAGES.plateChangeTooLate, 400, 400))).toBe(
      'plate_change_too_late',
    );
    expect(bookingFailureOf(new ApiError(BOOKING_MESSAGES.cancelled, 400, 400))).toBe('cancelled');
    expect(bookingFailureOf(new ApiError('Invalid license plate', 400, 400))).toBe('plate_invalid');
  });

  it('tells a lost connection from a server failure', () => {
    expect(bookingFailureOf(networkError())).toBe('network');
    expect(bookingFailureOf(new ApiError('boom', 500, 500))).toBe('failed');
    expect(bookingFailureOf(new Error('x'))).toBe('failed');
  });
});
