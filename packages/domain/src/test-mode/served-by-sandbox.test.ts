import { describe, expect, it } from 'vitest';
import { isServedBySandbox } from './served-by-sandbox.js';

describe('isServedBySandbox', () => {
  it.each([
    ['CARD_INTENT', 'SANDBOX', false, true],
    ['CARD_CLIENT_SECRET', 'SANDBOX', true, true],
    ['CARD_INTENT', 'STRIPE', false, false],
    ['CARD_CLIENT_SECRET', 'STRIPE', false, false],
    ['REGIONAL_REDIRECT', 'SANDBOX', false, true],
    ['REGIONAL_REDIRECT', 'SANDBOX', true, false],
    ['FREE', 'SANDBOX', false, false],
    ['EXTERNAL', 'SANDBOX', false, false],
  ] as const)('%s through %s, real redirect gateway %s: %s', (provider, gateway, real, sandbox) => {
    expect(
      isServedBySandbox({
        paymentProvider: provider,
        paymentGateway: gateway,
        realRedirectGateway: real,
      }),
    ).toBe(sandbox);
  });

  it('a signed-redirect place on its own merchant is real money, with or without REDSYS_*', () => {
    const place = { paymentProvider: 'REGIONAL_REDIRECT', paymentGateway: 'SANDBOX' } as const;
    expect(isServedBySandbox({ ...place, realRedirectGateway: false, ownAccount: true })).toBe(
      false,
    );
    expect(isServedBySandbox({ ...place, realRedirectGateway: false, ownAccount: false })).toBe(
      true,
    );
  });
});
