import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '#web/lib/api-client.ts';
import { bookingFailureOf } from './booking-errors.ts';

const refused = new ApiError('refused', 400, 400);
const confirmed = { status: 'CONFIRMED', canChangePlate: true } as const;

describe('bookingFailureOf', () => {
  it("reads a cancel's 400 as too late", () => {
    expect(bookingFailureOf(refused, 'cancel')).toBe('too_late_to_cancel');
  });

  it("tells a plate change's 400 apart by the booking as it is now", () => {
    expect(bookingFailureOf(refused, 'plate', { ...confirmed, status: 'CANCELLED' })).toBe(
      'cancelled',
    );
    expect(bookingFailureOf(refused, 'plate', { ...confirmed, canChangePlate: false })).toBe(
      'plate_change_too_late',
    );
    expect(bookingFailureOf(refused, 'plate', confirmed)).toBe('plate_invalid');
  });

  it('tells a lost connection from a server failure', () => {
    expect(bookingFailureOf(networkError(), 'cancel')).toBe('network');
    expect(bookingFailureOf(new ApiError('boom', 500, 500), 'plate')).toBe('failed');
    expect(bookingFailureOf(new Error('x'), 'plate')).toBe('failed');
  });
});
