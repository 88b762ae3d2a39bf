import { describe, expect, it } from 'vitest';
import {
  completeMessage,
  configureMessage,
  parseWalletMessage,
} from './sandbox-wallet-protocol.ts';

describe('parseWalletMessage', () => {
  it("reads the sheet's authorization, with the wallet's phone or none", () => {
    const source = 'parking-sandbox';
    expect(parseWalletMessage({ source, type: 'authorized', phone: '+12125550123' })).toEqual({
      type: 'authorized',
      phone: '+12125550123',
    });
    expect(parseWalletMessage({ source, type: 'authorized', phone: null })).toEqual({
      type: 'authorized',
      phone: null,
    });
    expect(parseWalletMessage({ source, type: 'authorized', phone: 42 })).toEqual({
      type: 'authorized',
      phone: null,
    });
  });

  it("reads the card form's messages it shares, and ignores the rest", () => {
    const source = 'parking-sandbox';
    expect(parseWalletMessage({ source, type: 'ready' })).toEqual({ type: 'ready' });
    expect(parseWalletMessage({ source, type: 'resize', height: 80.2 })).toEqual({
      type: 'resize',
      height: 81,
    });
    expect(parseWalletMessage({ source, type: 'change', complete: true })).toBeNull();
    expect(parseWalletMessage({ source: 'other', type: 'authorized' })).toBeNull();
    expect(parseWalletMessage('authorized')).toBeNull();
  });

  it('shapes what the parent sends', () => {
    expect(
      configureMessage({
        enabled: true,
        amountMinor: 335,
        currencyCode: 'USD',
        amountText: '$3.35',
        merchantName: 'Demo Parking Co',
        phoneRequired: false,
      }),
    ).toEqual({
      source: 'parking-sandbox',
      type: 'configure',
      enabled: true,
      amountMinor: 335,
      currencyCode: 'USD',
      amountText: '$3.35',
      merchantName: 'Demo Parking Co',
      phoneRequired: false,
    });
    expect(completeMessage(false)).toEqual({
      source: 'parking-sandbox',
      type: 'complete',
      ok: false,
    });
  });
});
