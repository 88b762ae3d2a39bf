import type { PermitRate } from '@parking/domain/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permitPaymentActions } from './permit-payment-actions.ts';
import { permitOption } from './permit-rate.ts';

const placeId = '764e02a7-6c82-42d9-a4c6-2d9c8376d94e';
const assignedRightId = '852c9861-f297-44fb-ae58-c72c14481a49';
const rate = (valueMinor: number) =>
  permitOption({
    rateId: 'rate-1',
    rateLineId: 'line-1',
    valueMinor,
    serviceFeeMinor: 0,
  } as unknown as PermitRate);

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

describe('permitPaymentActions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("generates on the permit's path of each card kind, even for a rate of value 0", async () => {
    const calls = recordRequests();
    await permitPaymentActions({ placeId, kind: 'CARD_INTENT', assignedRightId }).generate(
      rate(12000),
    );
    await permitPaymentActions({ placeId, kind: 'CARD_CLIENT_SECRET', assignedRightId }).generate(
      rate(0),
    );
    const body = { rateId: 'rate-1', rateLineId: 'line-1', placeId };
    expect(calls).toEqual([
      { method: 'POST', url: `/api/card-intent/${assignedRightId}/generate-permit-payment`, body },
      {
        method: 'POST',
        url: `/api/card-client-secret/${assignedRightId}/generate-permit-payment`,
        body,
      },
    ]);
  });

  it('processes as an on-demand extension of the permit, for both kinds', async () => {
    const calls = recordRequests();
    const first = permitPaymentActions({ placeId, kind: 'CARD_INTENT', assignedRightId });
    const second = permitPaymentActions({ placeId, kind: 'CARD_CLIENT_SECRET', assignedRightId });
    await first.processIntent({
      paymentIntentId: 'pi_1',
      paymentMethodId: 'pm_1',
      licensePlate: 'PERM001',
    });
    await second.updateIntent('pi_2', { placeId, externalId: 'pi_2', licensePlate: 'PERM001' });
    await second.processClientSecret({ externalId: 'pi_2', licensePlate: 'PERM001' });
    expect(calls.map(({ url }) => url)).toEqual([
      '/api/card-intent/process-payment-on-demand-extension',
      '/api/card-client-secret/update-payment-intent/pi_2',
      '/api/card-client-secret/process-payment-on-demand-extension',
    ]);
    expect(calls[1]?.body).toMatchObject({ isOnDemandExtension: 'true', licensePlate: 'PERM001' });
  });
});
