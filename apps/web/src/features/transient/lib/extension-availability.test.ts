import { type ErrorCode, PAYMENT_MESSAGES } from '@parking/domain/vocabulary';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { extensionAvailability, isExtensionRefusal } from './extension-availability.ts';

/** A 400 as the client makes it: its status and the body's code (decision 077). */
const coded = (errorCode: ErrorCode, message: string) =>
  Object.assign(new ApiError(message, 400, 400), { sentCode: errorCode });

const now = Date.parse('2026-11-22T12:00:00Z');
const live = { data: { end: new Date(now + 30 * 60_000) }, error: null };
const rates = { data: [{ name: '+30 min' }], error: null };
const pending = { data: undefined, error: null };
const base = { allowExtensions: true, session: live, rates, refused: false, now };

describe('extensionAvailability', () => {
  it('offers the form for a live session with extension rates at a place that allows them', () => {
    expect(extensionAvailability(base)).toBe('available');
  });

  it('waits for the session and the rates', () => {
    expect(extensionAvailability({ ...base, session: pending })).toBe('loading');
    expect(extensionAvailability({ ...base, rates: pending })).toBe('loading');
    // Extensions off: the rates are not asked for, but the plate is still needed.
    expect(extensionAvailability({ ...base, allowExtensions: false, session: pending })).toBe(
      'loading',
    );
  });

  it('is not available when extensions are off, no rate exists, or the session is over', () => {
    expect(extensionAvailability({ ...base, allowExtensions: false, rates: pending })).toBe(
      'not-available',
    );
    expect(extensionAvailability({ ...base, rates: { data: [], error: null } })).toBe(
      'not-available',
    );
    expect(
      extensionAvailability({ ...base, session: { data: { end: new Date(now) }, error: null } }),
    ).toBe('not-available');
    expect(extensionAvailability({ ...base, session: { data: { end: null }, error: null } })).toBe(
      'not-available',
    );
    expect(extensionAvailability({ ...base, refused: true })).toBe('not-available');
  });

  it('treats an unknown right as not available and other failures as retryable', () => {
    const notFound = new ApiError('Assigned right not found', 404, 404);
    expect(extensionAvailability({ ...base, session: { data: undefined, error: notFound } })).toBe(
      'not-available',
    );
    expect(extensionAvailability({ ...base, rates: { data: undefined, error: notFound } })).toBe(
      'not-available',
    );
    const down = new ApiError('Network Error', null, 2100);
    expect(extensionAvailability({ ...base, rates: { data: undefined, error: down } })).toBe(
      'load-failed',
    );
    expect(
      extensionAvailability({
        ...base,
        allowExtensions: false,
        session: { data: undefined, error: down },
      }),
    ).toBe('not-available');
  });
});

describe('isExtensionRefusal', () => {
  it("recognises 'No live session found' and a place without extensions", () => {
    expect(isExtensionRefusal(coded('NO_LIVE_SESSION', PAYMENT_MESSAGES.noLiveSession))).toBe(true);
    expect(isExtensionRefusal(coded('EXTENSIONS_NOT_ALLOWED', 'Not allowed'))).toBe(true);
    // The code decides, not the sentence.
    expect(isExtensionRefusal(new ApiError(PAYMENT_MESSAGES.noLiveSession, 400, 400))).toBe(false);
    expect(isExtensionRefusal(coded('RATE_NOT_AVAILABLE', PAYMENT_MESSAGES.noLiveSession))).toBe(
      false,
    );
    expect(isExtensionRefusal(new ApiError(PAYMENT_MESSAGES.rateNotAvailable, 400, 400))).toBe(
      false,
    );
    expect(isExtensionRefusal(new Error(PAYMENT_MESSAGES.noLiveSession))).toBe(false);
  });
});
