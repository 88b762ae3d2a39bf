import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import enMessages from '#web/locales/en-US.json';
import esMessages from '#web/locales/es-ES.json';
import { CardFormError } from './card-form-handle.ts';
import { declineReasonOf, declineTextKey } from './decline-reason.ts';

describe('declineReasonOf', () => {
  it("reads our server's 402 and the card form's decline", () => {
    const declined = new ApiError('The payment was declined', 402, 402, null, 'expired_card');
    expect(declineReasonOf(declined)).toBe('expired_card');
    expect(declineReasonOf(new ApiError('The payment was declined', 402, 402))).toBe('unknown');
    expect(declineReasonOf(new CardFormError('x', 'insufficient_funds'))).toBe(
      'insufficient_funds',
    );
  });

  it('is null when no processor refused a card', () => {
    expect(declineReasonOf(new ApiError('Conflict', 409, 409, null, 'card_declined'))).toBeNull();
    expect(declineReasonOf(new CardFormError('offline', 'network'))).toBeNull();
    expect(declineReasonOf(new CardFormError('incomplete', 'invalid'))).toBeNull();
    expect(declineReasonOf(new CardFormError('no code'))).toBeNull();
    expect(declineReasonOf(new Error('x'))).toBeNull();
  });
});

describe('declineTextKey', () => {
  it('names each reason a driver can act on, and one text for the rest', () => {
    expect(declineTextKey('card_declined')).toBe('payment.decline.card_declined');
    expect(declineTextKey('generic_decline')).toBe('payment.decline.card_declined');
    expect(declineTextKey('stolen_card')).toBe('payment.decline.card_declined');
    expect(declineTextKey('insufficient_funds')).toBe('payment.decline.insufficient_funds');
    expect(declineTextKey('expired_card')).toBe('payment.decline.expired_card');
    expect(declineTextKey('incorrect_cvc')).toBe('payment.decline.incorrect_cvc');
    expect(declineTextKey('processing_error')).toBe('payment.decline.processing_error');
    expect(declineTextKey('something_new')).toBe('payment.decline.unknown');
    expect(declineTextKey('toString')).toBe('payment.decline.unknown');
  });

  it('has every text in both languages', () => {
    const keys = Object.keys(enMessages.payment.decline).sort();
    expect(Object.keys(esMessages.payment.decline).sort()).toEqual(keys);
    expect(enMessages.payment.decline.card_declined).toBe(
      'Your card was declined. Try another card.',
    );
    for (const code of ['card_declined', 'insufficient_funds', 'expired_card', 'unknown']) {
      const key = declineTextKey(code).replace('payment.decline.', '');
      expect(keys).toContain(key);
    }
  });
});
