import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PricedItem } from '#web/features/payment/index.ts';
import { bookingPaymentActions } from './booking-payment-actions.ts';

const placeId = '394610d0-0626-48da-9155-456a0f78efd9';
const quoteId = '6f1c2e3a-6c1f-4d5e-8a2b-0c9d8e7f6a5b';
const email = 'driver@example.com';
const quoteItem: PricedItem = {
  key: quoteId,
  currencyCode: 'EUR',
  amountMinor: 1000,
  serviceFeeMinor: 0,
  totalMinor: 1000,
};

/** Every request the actions make: method, path and JSON body. */
function recordRequests(answer: unknown = { assignedRightId: 'right-1' }) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({
        method: init.method ?? 'GET',
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      return Response.json(answer);
    }),
  );
  return calls;
}

describe('bookingPaymentActions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('pays the quote by its id on the card kind of the place', async () => {
    const calls = recordRequests();
    await bookingPaymentActions({ placeId, kind: 'CARD_INTENT', quoteId, email }).generate(
      quoteItem,
    );
    await bookingPaymentActions({ placeId, kind: 'CARD_CLIENT_SECRET', quoteId, email }).generate(
      quoteItem,
    );
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/card-intent/generate-payment-by-quote',
        body: { quoteId, placeId },
      },
      {
        method: 'POST',
        url: '/api/card-client-secret/generate-payment-by-quote',
        body: { quoteId, placeId },
      },
    ]);
  });

  it('sends the ticket address with the plate, before the browser confirms on the second kind', async () => {
    const calls = recordRequests();
    const actions = bookingPaymentActions({ placeId, kind: 'CARD_CLIENT_SECRET', quoteId, email });
    await actions.processIntent({
      paymentIntentId: 'pi_1',
      paymentMethodId: 'pm_1',
      licensePlate: 'RSV1',
      locale: 'es-ES',
    });
    await actions.updateIntent('pi_2', {
      placeId,
      externalId: 'pi_2',
      licensePlate: 'RSV1',
      locale: 'es-ES',
    });
    await actions.processClientSecret({
      externalId: 'pi_2',
      licensePlate: 'RSV1',
      locale: 'es-ES',
    });
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/card-intent/process-payment-booking',
        body: {
          paymentIntentId: 'pi_1',
          paymentMethodId: 'pm_1',
          licensePlate: 'RSV1',
          email,
          locale: 'es-ES',
        },
      },
      {
        method: 'POST',
        url: '/api/card-client-secret/update-payment-intent/pi_2',
        body: { placeId, externalId: 'pi_2', licensePlate: 'RSV1', locale: 'es-ES', email },
      },
      {
        method: 'POST',
        url: '/api/card-client-secret/process-payment-booking',
        body: { externalId: 'pi_2', licensePlate: 'RSV1', email, locale: 'es-ES' },
      },
    ]);
  });

  it("waits for a slow card on the booking's ticket by external id, answering its assigned right", async () => {
    const resume = { assignedRightId: 'right-1', payments: [] };
    const calls = recordRequests({ resume, booking: {} });
    const actions = bookingPaymentActions({ placeId, kind: 'CARD_INTENT', quoteId, email });
    await expect(actions.findByExternalId('pi_3')).resolves.toEqual({
      paidRef: resume.assignedRightId,
    });
    expect(calls).toEqual([
      {
        method: 'GET',
        url: `/api/booking/place/${placeId}/info/external/pi_3`,
        body: undefined,
      },
    ]);
  });
});
