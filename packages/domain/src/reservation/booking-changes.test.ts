import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canCancelBooking,
  canChangeBookingPlate,
  getCancelDeadline,
  getCancelTerms,
  maskEmail,
} from './booking-changes.js';

const START = new Date('2026-12-10T17:00:00Z');
const minutes = (n: number) => n * 60_000;
const at = (offsetMs: number) => new Date(START.getTime() + offsetMs);

describe('cancellation deadline', () => {
  it('is the start minus the place notice (24 h by default)', () => {
    expect(getCancelDeadline({ start: START, cancelBeforeMinutes: 1440 }).toISOString()).toBe(
      '2026-12-09T17:00:00.000Z',
    );
  });

  it('accepts a cancel at the deadline itself and refuses one a millisecond later', () => {
    const base = { status: 'CONFIRMED' as const, start: START, cancelBeforeMinutes: 1440 };
    expect(canCancelBooking({ ...base, now: at(-minutes(1440)) })).toBe(true);
    expect(canCancelBooking({ ...base, now: at(-minutes(1440) + 1) })).toBe(false);
  });

  it('with no notice, accepts until the start', () => {
    const base = { status: 'CONFIRMED' as const, start: START, cancelBeforeMinutes: 0 };
    expect(canCancelBooking({ ...base, now: START })).toBe(true);
    expect(canCancelBooking({ ...base, now: at(1) })).toBe(false);
  });

  it('never cancels a cancelled booking again', () => {
    expect(
      canCancelBooking({
        status: 'CANCELLED',
        start: START,
        cancelBeforeMinutes: 0,
        now: at(-minutes(10_000)),
      }),
    ).toBe(false);
  });

  it('is allowed exactly when now is not after start - notice (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 * 24 * 30 }),
        fc.integer({ min: -minutes(60 * 24 * 60), max: minutes(60 * 24 * 60) }),
        (notice, offset) => {
          const now = at(offset);
          const allowed = canCancelBooking({
            status: 'CONFIRMED',
            start: START,
            cancelBeforeMinutes: notice,
            now,
          });
          expect(allowed).toBe(offset <= -minutes(notice));
        },
      ),
    );
  });
});

describe('plate change', () => {
  it('is allowed before the start and refused from the start on', () => {
    const base = { status: 'CONFIRMED' as const, start: START };
    expect(canChangeBookingPlate({ ...base, now: at(-1) })).toBe(true);
    expect(canChangeBookingPlate({ ...base, now: START })).toBe(false);
    expect(canChangeBookingPlate({ ...base, now: at(minutes(5)) })).toBe(false);
  });

  it('is refused on a cancelled booking', () => {
    expect(
      canChangeBookingPlate({ status: 'CANCELLED', start: START, now: at(-minutes(60)) }),
    ).toBe(false);
  });
});

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('ana.lopez@example.com')).toBe('a***@example.com');
    expect(maskEmail('not-an-address')).toBe('***');
  });
});

describe('getCancelTerms', () => {
  it('is refundable until the deadline, the deadline included, non-refundable after', () => {
    const terms = (now: Date) => getCancelTerms({ start: START, cancelBeforeMinutes: 1440, now });
    expect(terms(at(-minutes(1440)))).toEqual({
      deadline: new Date('2026-12-09T17:00:00.000Z'),
      refundable: true,
    });
    expect(terms(at(-minutes(1440) + 1)).refundable).toBe(false);
  });

  it('agrees with canCancelBooking for a confirmed booking at any instant (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), fc.nat(5000), (offset, notice) => {
        const now = at(minutes(offset));
        const input = { start: START, cancelBeforeMinutes: notice, now };
        return (
          getCancelTerms(input).refundable === canCancelBooking({ ...input, status: 'CONFIRMED' })
        );
      }),
    );
  });
});
