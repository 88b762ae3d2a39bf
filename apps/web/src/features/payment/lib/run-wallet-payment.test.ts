import { describe, expect, it, vi } from 'vitest';
import type { CardPayer } from './card-form-handle.ts';
import {
  type PayWith,
  payByWallet,
  type ReminderChoice,
  reminderPhone,
  walletPhoneWanted,
} from './run-wallet-payment.ts';

const ticked: ReminderChoice = { allowSms: true, notify: true, typed: { status: 'empty' } };

describe('walletPhoneWanted', () => {
  it('asks the wallet only when the reminder is ticked and no valid number is typed', () => {
    expect(walletPhoneWanted(ticked)).toBe(true);
    expect(walletPhoneWanted({ ...ticked, typed: { status: 'invalid' } })).toBe(true);
    expect(walletPhoneWanted({ ...ticked, typed: { status: 'valid', e164: '+12125550123' } })).toBe(
      false,
    );
    expect(walletPhoneWanted({ ...ticked, notify: false })).toBe(false);
    expect(walletPhoneWanted({ ...ticked, allowSms: false })).toBe(false);
  });
});

describe('reminderPhone', () => {
  it('prefers the typed number, then the wallet number if it passes the phone rules', () => {
    const typed = { ...ticked, typed: { status: 'valid', e164: '+34612345678' } as const };
    expect(reminderPhone(typed, '+12125550123')).toEqual({
      phoneNumber: '+34612345678',
      from: 'typed',
    });
    expect(reminderPhone(ticked, '+1 212 555 0123')).toEqual({
      phoneNumber: '+12125550123',
      from: 'wallet',
    });
    expect(reminderPhone(ticked, '(212) 555-0123')).toEqual({
      phoneNumber: '+12125550123',
      from: 'wallet',
    });
  });

  it('pays without a reminder when the wallet number is of another country or none', () => {
    expect(reminderPhone(ticked, '+44 20 7946 0958')).toEqual({ phoneNumber: null, from: 'none' });
    expect(reminderPhone(ticked, 'not a phone')).toEqual({ phoneNumber: null, from: 'none' });
    expect(reminderPhone(ticked, null)).toEqual({ phoneNumber: null, from: 'none' });
  });

  it('sends no number when the reminder is unticked, whatever the wallet gives', () => {
    expect(reminderPhone({ ...ticked, notify: false }, '+12125550123').phoneNumber).toBeNull();
  });
});

describe('payByWallet', () => {
  const card: CardPayer = {
    createPaymentMethod: vi.fn(async () => ({
      paymentMethodId: 'pm_wallet',
      brand: 'visa',
      last4: '4242',
    })),
    confirmPayment: vi.fn(async () => ({ status: 'succeeded' })),
  };

  it("pays with the wallet as the card and the wallet's phone for the reminder", async () => {
    const pay = vi.fn<PayWith>(async () => ({ kind: 'paid', paidRef: 'right' }));
    expect(await payByWallet(pay, { card, phone: '+1 212 555 0123' }, ticked)).toBe(true);
    expect(pay).toHaveBeenCalledWith(card, '+12125550123');
  });

  it('closes the sheet as paid while a slow card is processing, not after a failure', async () => {
    const processing = vi.fn<PayWith>(async () => ({ kind: 'processing', externalId: 'pi_1' }));
    expect(await payByWallet(processing, { card, phone: null }, ticked)).toBe(true);
    expect(processing).toHaveBeenCalledWith(card, null);
    const failed = vi.fn<PayWith>(async () => ({ kind: 'failed', error: new Error('declined') }));
    expect(await payByWallet(failed, { card, phone: null }, ticked)).toBe(false);
    const refused = vi.fn<PayWith>(async () => null);
    expect(await payByWallet(refused, { card, phone: null }, ticked)).toBe(false);
  });
});
