import { describe, expect, it } from 'vitest';
import {
  commandMessage,
  parseSandboxMessage,
  sandboxCardPayer,
  sandboxFrameUrl,
  submitMessage,
} from './sandbox-card-protocol.ts';

const source = 'parking-sandbox';

describe('parseSandboxMessage', () => {
  it('reads the four messages of the iframe', () => {
    expect(parseSandboxMessage({ source, type: 'ready' })).toEqual({ type: 'ready' });
    expect(parseSandboxMessage({ source, type: 'change', complete: true })).toEqual({
      type: 'change',
      complete: true,
    });
    expect(parseSandboxMessage({ source, type: 'resize', height: 180.4 })).toEqual({
      type: 'resize',
      height: 181,
    });
    expect(
      parseSandboxMessage({
        source,
        type: 'result',
        ok: true,
        paymentMethodId: 'pm_1',
        brand: 'visa',
        last4: '4242',
      }),
    ).toEqual({
      type: 'result',
      result: { ok: true, paymentMethodId: 'pm_1', brand: 'visa', last4: '4242', status: null },
    });
    expect(parseSandboxMessage({ source, type: 'result', ok: false, message: 'declined' })).toEqual(
      {
        type: 'result',
        result: { ok: false, message: 'declined', code: null },
      },
    );
  });

  it("reads a decline's code, the driver's typing, and builds clear and focus", () => {
    const declined = {
      source,
      type: 'result',
      ok: false,
      message: 'x',
      code: 'insufficient_funds',
    };
    expect(parseSandboxMessage(declined)).toEqual({
      type: 'result',
      result: { ok: false, message: 'x', code: 'insufficient_funds' },
    });
    // A code that is not a processor's word shape is dropped, the failure kept.
    expect(parseSandboxMessage({ ...declined, code: '<b>' })).toEqual({
      type: 'result',
      result: { ok: false, message: 'x', code: null },
    });
    expect(parseSandboxMessage({ source, type: 'input' })).toEqual({ type: 'input' });
    expect(commandMessage('clear')).toEqual({ source, type: 'clear' });
    expect(commandMessage('focus')).toEqual({ source, type: 'focus' });
  });

  it('ignores other sources and malformed messages', () => {
    expect(parseSandboxMessage({ source: 'other', type: 'ready' })).toBeNull();
    expect(parseSandboxMessage('ready')).toBeNull();
    expect(parseSandboxMessage(null)).toBeNull();
    expect(parseSandboxMessage({ source, type: 'change', complete: 'yes' })).toBeNull();
    expect(parseSandboxMessage({ source, type: 'resize', height: -1 })).toBeNull();
    expect(parseSandboxMessage({ source, type: 'result', ok: true })).toBeNull();
    expect(parseSandboxMessage({ source, type: 'unknown' })).toBeNull();
  });
});

describe('submitMessage and sandboxFrameUrl', () => {
  it('builds the submit messages of both kinds', () => {
    expect(submitMessage({ mode: 'create-payment-method' })).toEqual({
      source,
      type: 'submit',
      mode: 'create-payment-method',
    });
    expect(submitMessage({ mode: 'confirm', intentId: 'pi_1', clientSecret: 's' })).toMatchObject({
      mode: 'confirm',
      intentId: 'pi_1',
      clientSecret: 's',
    });
  });

  it('adds the language and the kind to the card form address', () => {
    const origin = 'https://park.example';
    expect(
      sandboxFrameUrl({
        cardFormUrl: '/api/sandbox/card-form',
        locale: 'es-ES',
        kind: 'intent',
        origin,
      }),
    ).toBe('/api/sandbox/card-form?locale=es-ES&kind=intent');
    expect(
      sandboxFrameUrl({
        cardFormUrl: 'https://park.example/api/sandbox/card-form?v=2',
        locale: 'en-US',
        kind: 'client-secret',
        origin,
      }),
    ).toBe('/api/sandbox/card-form?v=2&locale=en-US&kind=client-secret');
  });
});

describe('sandboxCardPayer', () => {
  const result = { ok: true as const, paymentMethodId: 'pm_1', brand: 'visa', last4: '4242' };

  it('asks the frame for a payment method and gives back its id and card', async () => {
    const asked: unknown[] = [];
    const payer = sandboxCardPayer(async (request) => {
      asked.push(request);
      return { ...result, status: null };
    });
    await expect(payer.createPaymentMethod()).resolves.toEqual({
      paymentMethodId: 'pm_1',
      brand: 'visa',
      last4: '4242',
    });
    expect(asked).toEqual([{ mode: 'create-payment-method' }]);
  });

  it('confirms an intent in the frame and gives back only its status', async () => {
    const asked: unknown[] = [];
    const payer = sandboxCardPayer(async (request) => {
      asked.push(request);
      return { ...result, status: 'succeeded' };
    });
    await expect(payer.confirmPayment({ intentId: 'pi_1', clientSecret: 's_1' })).resolves.toEqual({
      status: 'succeeded',
    });
    expect(asked).toEqual([{ mode: 'confirm', intentId: 'pi_1', clientSecret: 's_1' }]);
  });
});
