import { BOOKING_MESSAGES, BookingTicketSchema } from '@parking/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { place } from '#api/db/schema/index.js';
import {
  computeQuote,
  generateBooking,
  generateByQuote,
  placeTime,
  reservationPlace,
  setUpReservationPlace,
} from '#test/booking-helpers.js';
import { type FakeStripeApi, startFakeStripeApi } from '#test/fake-stripe-api.js';
import { expectError, getJson, postJson } from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

const HOUR = 3_600_000;
let server: TestServer;
let stripeApi: FakeStripeApi;
beforeAll(async () => {
  stripeApi = await startFakeStripeApi();
  server = await startTestServer({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_booking',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_booking',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_booking',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(stripeApi.port),
      STRIPE_API_PROTOCOL: 'http',
    },
  });
  await setUpReservationPlace(server, { spaces: 1, provider: 'CARD_INTENT' });
  await server.database.db
    .update(place)
    .set({ paymentGateway: 'STRIPE' })
    .where(eq(place.id, reservationPlace));
});
afterAll(async () => {
  await server?.close();
  await stripeApi?.close();
});

describe('a booking through Stripe (first kind)', () => {
  it('charges through Stripe, books the window, and cancels the intent of a full window', async () => {
    const start = placeTime(7, 10);
    const quote = await computeQuote(server, start, new Date(start.getTime() + 2 * HOUR));
    // A second driver's quote, taken while the space is free.
    const second = await computeQuote(server, start, new Date(start.getTime() + 2 * HOUR));
    const intent = await generateBooking(server, 'card-intent', quote);
    expect(stripeApi.intents.get(intent.id)).toMatchObject({ amount: intent.totalMinor });
    // The same quote again (a reload, another tab): Stripe answers the hold's own intent.
    const again = await generateBooking(server, 'card-intent', quote);
    expect(again).toMatchObject({ id: intent.id, clientSecret: intent.clientSecret });
    // The last space is held: the second driver's intent is made, then cancelled at Stripe.
    const before = new Set(stripeApi.intents.keys());
    expectError(
      await generateByQuote(server, 'card-intent', second),
      400,
      BOOKING_MESSAGES.unavailable,
      'TIMES_UNAVAILABLE',
    );
    const refused = [...stripeApi.intents.keys()].filter((id) => !before.has(id));
    expect(refused).toHaveLength(1);
    expect(stripeApi.intents.get(refused[0] as string)?.status).toBe('canceled');
    const declined = await postJson(server, '/api/card-intent/process-payment-booking', {
      paymentIntentId: intent.id,
      paymentMethodId: 'pm_card_chargeDeclined',
      licensePlate: 'STR001',
      email: 'stripe@example.com',
    });
    expect(declined.response.status).toBe(402);
    const paid = await postJson(server, '/api/card-intent/process-payment-booking', {
      paymentIntentId: intent.id,
      paymentMethodId: 'pm_card_visa',
      licensePlate: 'STR001',
      email: 'stripe@example.com',
    });
    expect(paid.response.status, JSON.stringify(paid.body)).toBe(200);
    expect(stripeApi.intents.get(intent.id)?.status).toBe('succeeded');
    const info = await getJson(
      server,
      `/api/booking/place/${reservationPlace}/info/${paid.body.assignedRightId as string}`,
    );
    const ticket = BookingTicketSchema.parse(info.body);
    expect(ticket.booking).toMatchObject({ status: 'CONFIRMED', startTime: quote.startTime });
    expect(ticket.resume.cardDetail).toEqual({ cardBrand: 'VISA', lastFourDigits: '4242' });
  });
});
