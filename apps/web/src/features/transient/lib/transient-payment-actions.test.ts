import type { Rate } from '@parking/domain/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  extensionPaymentActions,
  rateOption,
  transientPaymentActions,
} from './transient-payment-actions.ts';

const placeId = 'b6129176-2e41-4221-ae76-f22afba2321c';
const assignedRightId = '00386b06-ac38-4389-86d6-a6f443efc927';
const rate = (valueMinor: number, serviceFeeMinor = 0) =>
  rateOption({
    rateId: 'rate-1',
    rateLineId: 'line-1',
    valueMinor,
    serviceFeeMinor,
  } as unknown as Rate);

/** Every request the actions make: method, path and JSON body. */
function recordRequests() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({
        method: init.method ?? 'GET',
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      return Response.json({ assignedRightId });
    }),
  );
  return calls;
}

describe('extensionPaymentActions', () => {
  afterEach(() => vi.unstubAllGlobals());
  const driver = { licensePlate: 'DEMO123', locale: 'en-US' as const };

  it('generates on the on-demand-extension paths of the right, free or by card', async () => {
    const calls = recordRequests();
    const first = extensionPaymentActions({ placeId, kind: 'CARD_INTENT', assignedRightId });
    const second = extensionPaymentActions({
      placeId,
      kind: 'CARD_CLIENT_SECRET',
      assignedRightId,
    });
    await first.generate(rate(150));
    await second.generate(rate(150));
    await first.generate(rate(0));
    // Value 0 with a fee above 0 is paid by card (the fee is money).
    await first.generate(rate(0, 25));
    const body = { rateId: 'rate-1', rateLineId: 'line-1', placeId };
    expect(calls).toEqual([
      {
        method: 'POST',
        url: `/api/card-intent/${assignedRightId}/generate-payment-on-demand-extension`,
        body,
      },
      {
        method: 'POST',
        url: `/api/card-client-secret/${assignedRightId}/generate-payment-on-demand-extension`,
        body,
      },
      {
        method: 'POST',
        url: `/api/payment/${assignedRightId}/generate-payment-on-demand-extension`,
        body,
      },
      {
        method: 'POST',
        url: `/api/card-intent/${assignedRightId}/generate-payment-on-demand-extension`,
        body,
      },
    ]);
  });

  it('processes on the extension calls; the second kind says isOnDemandExtension', async () => {
    const calls = recordRequests();
    const actions = extensionPaymentActions({
      placeId,
      kind: 'CARD_CLIENT_SECRET',
      assignedRightId,
    });
    await actions.processFree({ pendingPaymentId: 'p-1', ...driver });
    await actions.processIntent({ paymentIntentId: 'pi_1', paymentMethodId: 'pm_1', ...driver });
    await actions.updateIntent('pi_2', { placeId, externalId: 'pi_2', ...driver });
    await actions.processClientSecret({ externalId: 'pi_2', ...driver });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/payment/process-payment-on-demand-extension',
      '/api/card-intent/process-payment-on-demand-extension',
      '/api/card-client-secret/update-payment-intent/pi_2',
      '/api/card-client-secret/process-payment-on-demand-extension',
    ]);
    expect(calls[2]?.body).toEqual({
      placeId,
      externalId: 'pi_2',
      licensePlate: 'DEMO123',
      locale: 'en-US',
      isOnDemandExtension: 'true',
    });
  });

  it('leaves the first payment’s calls as they were', async () => {
    const calls = recordRequests();
    const actions = transientPaymentActions({ placeId, kind: 'CARD_CLIENT_SECRET' });
    await actions.updateIntent('pi_3', { placeId, externalId: 'pi_3', ...driver });
    await actions.processClientSecret({ externalId: 'pi_3', ...driver });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/card-client-secret/update-payment-intent/pi_3',
      '/api/card-client-secret/process-payment',
    ]);
    expect(calls[0]?.body).not.toHaveProperty('isOnDemandExtension');
  });
});
