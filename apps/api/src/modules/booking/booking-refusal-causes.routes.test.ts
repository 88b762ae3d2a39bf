import {
  PAYMENT_MESSAGES,
  PAYMENT_REFUSAL_MESSAGES,
  PENDING_PAYMENT_VALIDITY_MS,
} from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import {
  computeQuote,
  generateBooking,
  placeTime,
  setUpReservationPlace,
} from '#test/booking-helpers.js';
import {
  expectError,
  generateCard,
  pendingPaymentOfIntent,
  postJson,
  rateBody,
  rateNamed,
} from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

// Issue 22 point 9: a booking payment's refusals name their real cause, as a code too.

const HOUR = 3_600_000;
let server: TestServer;
let clockOffsetMs = 0;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(Date.now() + clockOffsetMs) });
  await setUpReservationPlace(server, { spaces: 10, provider: 'CARD_INTENT' });
});
afterAll(() => server?.close());

const processIntent = (body: unknown) =>
  postJson(server, '/api/card-intent/process-payment-booking', body);

async function quoteOn(weekday: number, hours = 3) {
  const start = placeTime(weekday, 10);
  return computeQuote(server, start, new Date(start.getTime() + hours * HOUR));
}

describe('the refusals of a booking payment', () => {
  it('an expired payment sent to process-payment-booking says it expired', async () => {
    // Issue 22: it was told 'A booking is paid with process-payment-booking'.
    const intent = await generateBooking(server, 'card-intent', await quoteOn(4, 2));
    const body = {
      paymentIntentId: intent.id,
      paymentMethodId: 'pm_card_visa',
      licensePlate: 'BK0022',
      email: 'late@example.com',
    };
    clockOffsetMs = PENDING_PAYMENT_VALIDITY_MS + 60_000;
    try {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const late = await processIntent(body);
        expectError(late, 400, PAYMENT_MESSAGES.paymentExpired, 'PAYMENT_EXPIRED');
        expect(late.body.code).toBe('PAYMENT_EXPIRED');
      }
    } finally {
      clockOffsetMs = 0;
    }
    expect(await pendingPaymentOfIntent(server.database, intent.id)).toMatchObject({
      status: 'EXPIRED',
      assignedRightId: null,
    });
  });

  it('a booking sent to the transient call is told which call pays it, expired or not', async () => {
    const intent = await generateBooking(server, 'card-intent', await quoteOn(4, 1));
    const body = {
      paymentIntentId: intent.id,
      paymentMethodId: 'pm_card_visa',
      licensePlate: 'BK0023',
    };
    const transient = await postJson(server, '/api/card-intent/process-payment', body);
    expectError(transient, 400, PAYMENT_REFUSAL_MESSAGES.bookingCallNeeded, 'BOOKING_CALL_NEEDED');
    expect(transient.body.code).toBe('BOOKING_CALL_NEEDED');
    expect((await pendingPaymentOfIntent(server.database, intent.id)).status).toBe('PENDING');
    clockOffsetMs = PENDING_PAYMENT_VALIDITY_MS + 60_000;
    try {
      const late = await postJson(server, '/api/card-intent/process-payment', body);
      expectError(late, 400, PAYMENT_REFUSAL_MESSAGES.bookingCallNeeded, 'BOOKING_CALL_NEEDED');
    } finally {
      clockOffsetMs = 0;
    }
  });

  it("a parking session's payment sent to the booking call is told it is no booking's", async () => {
    const midtown = DEMO_IDS.places.transientOpen.id;
    const rate = await rateNamed(server, midtown, '1 hour');
    const intent = await generateCard(server, 'card-intent', rateBody(midtown, rate));
    const result = await processIntent({
      paymentIntentId: intent.id,
      paymentMethodId: 'pm_card_visa',
      licensePlate: 'BK0024',
      email: 'a@example.com',
    });
    expectError(result, 400, PAYMENT_REFUSAL_MESSAGES.notABooking, 'NOT_A_BOOKING_PAYMENT');
    expect(result.body.code).toBe('NOT_A_BOOKING_PAYMENT');
    expect((await pendingPaymentOfIntent(server.database, intent.id)).status).toBe('PENDING');
    // An id nobody generated is still unknown.
    expectError(
      await processIntent({
        paymentIntentId: 'pi_none',
        paymentMethodId: 'pm_card_visa',
        licensePlate: 'BK0024',
        email: 'a@example.com',
      }),
      404,
      'Payment not found',
      'PAYMENT_NOT_FOUND',
    );
  });
});
