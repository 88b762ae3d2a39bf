/**
 * What a driver may still change of a paid booking, and until when (docs/decisions/053). The
 * API enforces these under the booking's row lock; the ticket page shows the same answers.
 */

import type { BookingStatus } from '../vocabulary/index.js';

const MINUTE_MS = 60_000;

/** The last instant a cancellation is accepted: the start minus the place's notice. */
export function getCancelDeadline(input: { start: Date; cancelBeforeMinutes: number }): Date {
  return new Date(input.start.getTime() - input.cancelBeforeMinutes * MINUTE_MS);
}

/**
 * The terms a driver is told before paying and on the ticket (decision 084): the deadline, and
 * whether a cancel at `now` is still refunded. A window starting sooner than the notice is
 * non-refundable from the moment it is bought.
 */
export function getCancelTerms(input: { start: Date; cancelBeforeMinutes: number; now: Date }): {
  deadline: Date;
  refundable: boolean;
} {
  const deadline = getCancelDeadline(input);
  return { deadline, refundable: input.now.getTime() <= deadline.getTime() };
}

/** Cancellable (and refundable) while confirmed and not past the deadline, the deadline included. */
export function canCancelBooking(input: {
  status: BookingStatus;
  start: Date;
  cancelBeforeMinutes: number;
  now: Date;
}): boolean {
  if (input.status !== 'CONFIRMED') return false;
  return input.now.getTime() <= getCancelDeadline(input).getTime();
}

/**
 * The plate may change until the booking starts: from then on the gate or an officer may
 * already have read it, so the vehicle the space was held for is settled.
 */
export function canChangeBookingPlate(input: {
  status: BookingStatus;
  start: Date;
  now: Date;
}): boolean {
  return input.status === 'CONFIRMED' && input.now.getTime() < input.start.getTime();
}

/** 'a***@example.com': the ticket link is public, the address is the driver's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
