import {
  BOOKING_MESSAGES,
  BookingTicketSchema,
  EMAIL_ADDRESS_MESSAGE,
  PAYMENT_MESSAGES,
} from '@parking/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booking, receiptDelivery } from '#api/db/schema/index.js';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import {
  computeQuote,
  generateBooking,
  generateByQuote,
  placeTime,
  reservationPlace,
  setReservationPlace,
  setUpReservationPlace,
} from '#test/booking-helpers.js';
import { expectError, getJson, pendingPaymentOfIntent, postJson } from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

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
const infoOf = async (assignedRightId: string) => {
  const result = await getJson(
    server,
    `/api/booking/place/${reservationPlace}/info/${assignedRightId}`,
  );
  expect(result.response.status, JSON.stringify(result.body)).toBe(200);
  return BookingTicketSchema.strict().parse(result.body);
};
const bookingRow = async (assignedRightId: string) => {
  const [row] = await server.database.db
    .select()
    .from(booking)
    .where(eq(booking.assignedRightId, assignedRightId));
  return row;
};
const ticketDeliveries = (assignedRightId: string) =>
  server.database.db
    .select({ email: receiptDelivery.email, locale: receiptDelivery.locale })
    .from(receiptDelivery)
    .where(eq(receiptDelivery.assignedRightId, assignedRightId));

async function quoteOn(weekday: number, hours = 3) {
  const start = placeTime(weekday, 10);
  return computeQuote(server, start, new Date(start.getTime() + hours * HOUR));
}

describe('first kind: generate-payment-by-quote and process-payment-booking', () => {
  beforeAll(() => setReservationPlace(server, { provider: 'CARD_INTENT' }));

  it('books the quote’s window with plate and e-mail, queues the ticket, reads the ticket', async () => {
    const quote = await quoteOn(3);
    const intent = await generateBooking(server, 'card-intent', quote);
    expect(intent).toMatchObject({
      amountMinor: 1000,
      serviceFeeMinor: 75,
      totalMinor: 1075,
      isFree: false,
    });
    const paid = await processIntent({
      paymentIntentId: intent.id,
      paymentMethodId: 'pm_card_visa',
      licensePlate: 'bk-0001',
      email: ' Driver@Example.com ',
      locale: 'es-ES',
    });
    expect(paid.response.status, JSON.stringify(paid.body)).toBe(200);
    const assignedRightId = paid.body.assignedRightId as string;
    expect(await bookingRow(assignedRightId)).toMatchObject({
      status: 'CONFIRMED',
      startAt: new Date(quote.startTime),
      endAt: new Date(quote.endTime),
      email: 'Driver@Example.com',
      quoteId: quote.pendingQuoteId,
    });
    expect(await ticketDeliveries(assignedRightId)).toEqual([
      { email: 'Driver@Example.com', locale: 'es-ES' },
    ]);
    const ticket = await infoOf(assignedRightId);
    expect(ticket.booking).toMatchObject({
      status: 'CONFIRMED',
      startTime: quote.startTime,
      endTime: quote.endTime,
      emailMasked: 'D***@Example.com',
      licensePlate: 'BK0001',
      canCancel: true,
      canChangePlate: true,
      refund: null,
    });
    expect(ticket.resume.payments[0]).toMatchObject({
      type: 'BASE',
      startPeriodCovered: quote.startTime,
      endPeriodCovered: quote.endTime,
      transactionId: intent.id,
    });
    // A retry with the same plate and e-mail is the same booking; other details are refused.
    const again = await processIntent({
      paymentIntentId: intent.id,
      paymentMethodId: 'pm_card_visa',
      licensePlate: 'BK 0001',
      email: 'driver@example.com',
    });
    expect(again.body).toEqual({ assignedRightId });
    const base = { paymentIntentId: intent.id, paymentMethodId: 'pm_card_visa' };
    expectError(
      await processIntent({ ...base, licensePlate: 'OTHER1', email: 'driver@example.com' }),
      409,
      PAYMENT_MESSAGES.plateMismatch,
      'PLATE_MISMATCH',
    );
    expectError(
      await processIntent({ ...base, licensePlate: 'BK0001', email: 'else@example.com' }),
      409,
      BOOKING_MESSAGES.emailMismatch,
      'EMAIL_MISMATCH',
    );
    expect(await ticketDeliveries(assignedRightId)).toHaveLength(1);
  });

  it('20 calls at once, the address in any case, make one booking and one ticket', async () => {
    const intent = await generateBooking(server, 'card-intent', await quoteOn(4, 2));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        processIntent({
          paymentIntentId: intent.id,
          paymentMethodId: 'pm_card_visa',
          licensePlate: 'BK0009',
          email: n % 2 ? 'Same@Example.com' : 'same@example.com',
        }),
      ),
    );
    expect(new Set(results.map((result) => result.response.status))).toEqual(new Set([200]));
    const ids = new Set(results.map((result) => result.body.assignedRightId));
    expect(ids.size).toBe(1);
    expect(await ticketDeliveries([...ids][0] as string)).toHaveLength(1);
  });

  it('a payment in progress (slow card) answers retries in any case of the address', async () => {
    const intent = await generateBooking(server, 'card-intent', await quoteOn(4, 4));
    const body = (email: string) => ({
      paymentIntentId: intent.id,
      paymentMethodId: 'pm_card_slow',
      licensePlate: 'BK0010',
      email,
    });
    const first = await processIntent(body('slow@example.com'));
    expect(first.response.status).toBe(202);
    const retries = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        processIntent(body(n % 2 ? 'SLOW@example.com' : 'slow@Example.com')),
      ),
    );
    for (const retry of retries) expect([200, 202]).toContain(retry.response.status);
    expectError(
      await processIntent(body('other@example.com')),
      409,
      BOOKING_MESSAGES.emailMismatch,
      'EMAIL_MISMATCH',
    );
  });

  it('answers 402 for a declined card and books on a second card', async () => {
    const intent = await generateBooking(server, 'card-intent', await quoteOn(4));
    const body = { paymentIntentId: intent.id, licensePlate: 'BK0002', email: 'a@example.com' };
    const declined = await processIntent({ ...body, paymentMethodId: 'pm_card_chargeDeclined' });
    expect(declined.response.status).toBe(402);
    const paid = await processIntent({ ...body, paymentMethodId: 'pm_card_visa' });
    expect(paid.response.status).toBe(200);
  });

  it('refuses missing or invalid fields with the spec’s messages', async () => {
    const intent = await generateBooking(server, 'card-intent', await quoteOn(4));
    const base = {
      paymentIntentId: intent.id,
      paymentMethodId: 'pm_card_visa',
      licensePlate: 'BK0003',
      email: 'a@example.com',
    };
    expectError(
      await processIntent({ ...base, paymentMethodId: undefined }),
      400,
      PAYMENT_MESSAGES.intentOrMethodMissing,
      'INTENT_OR_METHOD_MISSING',
    );
    expectError(
      await processIntent({ ...base, licensePlate: '--' }),
      400,
      /A license plate of 1 to 15 letters or digits is required/,
    );
    expectError(
      await processIntent({ ...base, email: 'nope' }),
      400,
      new RegExp(EMAIL_ADDRESS_MESSAGE),
    );
    expectError(await processIntent({ ...base, email: undefined }), 400, /email/);
    expectError(
      await processIntent({ ...base, email: `${'a'.repeat(100_000)}@example.com` }),
      400,
      new RegExp(EMAIL_ADDRESS_MESSAGE),
    );
    expectError(
      await processIntent({ ...base, paymentIntentId: 'pi_unknown' }),
      404,
      'Payment not found',
      'PAYMENT_NOT_FOUND',
    );
    expectError(
      await postJson(server, '/api/paypal/process-payment-booking', base),
      400,
      PAYMENT_MESSAGES.providerNotSupported,
      'PROVIDER_NOT_SUPPORTED',
    );
    // The transient call cannot pay a booking: it has no e-mail for the ticket.
    const transient = await postJson(server, '/api/card-intent/process-payment', {
      paymentIntentId: intent.id,
      paymentMethodId: 'pm_card_visa',
      licensePlate: 'BK0003',
    });
    expect(transient.response.status).toBe(400);
    expect((await pendingPaymentOfIntent(server.database, intent.id)).status).toBe('PENDING');
  });

  it('generate-payment-by-quote: 404 unknown quote or place’s, 400 expired, other kind, bad body', async () => {
    const quote = await quoteOn(4, 1);
    expectError(
      await generateByQuote(server, 'card-intent', {
        pendingQuoteId: '00000000-0000-4000-8000-000000000000',
      }),
      404,
      BOOKING_MESSAGES.quoteNotFound,
      'QUOTE_NOT_FOUND',
    );
    expectError(
      await postJson(server, '/api/card-intent/generate-payment-by-quote', {
        quoteId: quote.pendingQuoteId,
        placeId: DEMO_IDS.places.transientOpen.id,
      }),
      404,
      BOOKING_MESSAGES.quoteNotFound,
      'QUOTE_NOT_FOUND',
    );
    expectError(
      await generateByQuote(server, 'card-client-secret', quote),
      400,
      PAYMENT_MESSAGES.providerNotSupported,
      'PROVIDER_NOT_SUPPORTED',
    );
    expectError(
      await postJson(server, '/api/paypal/generate-payment-by-quote', {}),
      400,
      PAYMENT_MESSAGES.providerNotSupported,
      'PROVIDER_NOT_SUPPORTED',
    );
    for (const body of [{}, { quoteId: 'x', placeId: reservationPlace }, { quoteId: '\u0000' }]) {
      const result = await postJson(server, '/api/card-intent/generate-payment-by-quote', body);
      expect(result.response.status).toBe(400);
    }
    clockOffsetMs = 31 * 60_000;
    try {
      expectError(
        await generateByQuote(server, 'card-intent', quote),
        400,
        BOOKING_MESSAGES.quoteExpired,
        'QUOTE_EXPIRED',
      );
    } finally {
      clockOffsetMs = 0;
    }
  });
});
