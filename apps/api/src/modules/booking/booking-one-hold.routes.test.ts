import { BOOKING_MESSAGES, CardPaymentIntentSchema } from '@parking/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booking, pendingPayment, sandboxPaymentIntent } from '#api/db/schema/index.js';
import {
  computeQuote,
  eventually,
  generateBooking,
  generateByQuote,
  placeTime,
  reservationPlace,
  setReservationPlace,
  setUpReservationPlace,
} from '#test/booking-helpers.js';
import { confirmInBrowser, pendingPaymentOfIntent, postJson } from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

const HOUR = 3_600_000;
let server: TestServer;
let clockOffsetMs = 0;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(Date.now() + clockOffsetMs) });
  await setUpReservationPlace(server, { spaces: 5, provider: 'CARD_INTENT' });
});
afterAll(() => server?.close());

const holdsOf = (quoteId: string) =>
  server.database.db
    .select({ id: pendingPayment.id, status: pendingPayment.status })
    .from(pendingPayment)
    .where(eq(pendingPayment.quoteId, quoteId));
const confirmedOf = (quoteId: string) =>
  server.database.db
    .select({ id: booking.assignedRightId })
    .from(booking)
    .where(and(eq(booking.quoteId, quoteId), eq(booking.status, 'CONFIRMED')));
async function sandboxIntents(intentIds: string[]) {
  return server.database.db
    .select({
      charges: sandboxPaymentIntent.chargeCount,
      refunded: sandboxPaymentIntent.amountRefundedMinor,
    })
    .from(sandboxPaymentIntent)
    .where(inArray(sandboxPaymentIntent.id, intentIds));
}
const quoteOn = (weekday: number, hour = 10) => {
  const start = placeTime(weekday, hour);
  return computeQuote(server, start, new Date(start.getTime() + 2 * HOUR));
};
const payIntent = (intentId: string, plate: string, paymentMethodId = 'pm_card_visa') =>
  postJson(server, '/api/card-intent/process-payment-booking', {
    paymentIntentId: intentId,
    paymentMethodId,
    licensePlate: plate,
    email: 'tab@example.com',
  });

describe('one quote, one hold', () => {
  it('three generates one after the other answer the same hold and intent', async () => {
    await setReservationPlace(server, { provider: 'CARD_INTENT', spaces: 5 });
    const quote = await quoteOn(2);
    const first = await generateBooking(server, 'card-intent', quote);
    const second = await generateBooking(server, 'card-intent', quote);
    const third = await generateBooking(server, 'card-intent', quote);
    for (const again of [second, third]) {
      expect(again.pendingPaymentId).toBe(first.pendingPaymentId);
      expect(again.id).toBe(first.id);
      expect(again.clientSecret).toBe(first.clientSecret);
      expect(Date.parse(again.expiresAt)).toBeGreaterThanOrEqual(Date.parse(first.expiresAt));
    }
    expect(await holdsOf(quote.pendingQuoteId)).toHaveLength(1);
  });

  it('the checkout’s renewal a minute before the end keeps the same hold payable', async () => {
    await setReservationPlace(server, { provider: 'CARD_INTENT', spaces: 5 });
    const quote = await quoteOn(2, 15);
    const first = await generateBooking(server, 'card-intent', quote);
    clockOffsetMs = 3 * 60_000;
    try {
      const renewed = await generateBooking(server, 'card-intent', quote);
      expect(renewed.id).toBe(first.id);
      expect(Date.parse(renewed.expiresAt) - Date.parse(first.expiresAt)).toBeGreaterThanOrEqual(
        3 * 60_000 - 1000,
      );
      // Past the first answer's end, within the renewed one: the driver pays it.
      clockOffsetMs = 5 * 60_000;
      const paid = await payIntent(first.id, 'RENEW01');
      expect(paid.response.status, JSON.stringify(paid.body)).toBe(200);
      expect(await confirmedOf(quote.pendingQuoteId)).toHaveLength(1);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('ten generates at once on one quote make one hold; the next driver is served', async () => {
    await setReservationPlace(server, { provider: 'CARD_INTENT', spaces: 5 });
    const quote = await quoteOn(3);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => generateByQuote(server, 'card-intent', quote)),
    );
    for (const result of results) expect(result.response.status).toBe(200);
    const ids = new Set(results.map((result) => CardPaymentIntentSchema.parse(result.body).id));
    expect(ids.size).toBe(1);
    expect(await holdsOf(quote.pendingQuoteId)).toHaveLength(1);
    // The lot's other 4 spaces are still for sale.
    const next = await quoteOn(3);
    await generateBooking(server, 'card-intent', next);
  });

  it('two tabs pay the same quote at once: one booking, one charge', async () => {
    await setReservationPlace(server, { provider: 'CARD_INTENT', spaces: 5 });
    const quote = await quoteOn(4);
    const [tabA, tabB] = await Promise.all([
      generateBooking(server, 'card-intent', quote),
      generateBooking(server, 'card-intent', quote),
    ]);
    const paid = await Promise.all([
      payIntent(tabA?.id as string, 'TABS01'),
      payIntent(tabB?.id as string, 'TABS01', 'pm_card_mastercard'),
    ]);
    for (const result of paid)
      expect(result.response.status, JSON.stringify(result.body)).toBe(200);
    expect(paid[0]?.body.assignedRightId).toBe(paid[1]?.body.assignedRightId);
    expect(await confirmedOf(quote.pendingQuoteId)).toHaveLength(1);
    const charged = await sandboxIntents([...new Set([tabA?.id, tabB?.id])] as string[]);
    expect(charged.reduce((total, row) => total + row.charges, 0)).toBe(1);
    // The quote is paid: a third tab is told so and no intent is made for it.
    const third = await generateByQuote(server, 'card-intent', quote);
    expect(third.response.status).toBe(400);
    expect(third.body).toEqual({
      message: BOOKING_MESSAGES.quoteAlreadyPaid,
      statusCode: 400,
      code: 'QUOTE_ALREADY_PAID',
    });
    expect(await holdsOf(quote.pendingQuoteId)).toHaveLength(1);
  });

  it('a tab that pays after another tab booked the quote is refunded through the processor', async () => {
    await setReservationPlace(server, { provider: 'CARD_CLIENT_SECRET', spaces: 5 });
    const quote = await quoteOn(5);
    const slow = await generateBooking(server, 'card-client-secret', quote);
    const details = { licensePlate: 'TABS02', email: 'tab@example.com' };
    await postJson(server, `/api/card-client-secret/update-payment-intent/${slow.id}`, {
      placeId: reservationPlace,
      ...details,
    });
    clockOffsetMs = 5 * 60_000;
    try {
      // The slow tab's hold expired: the other tab's generate holds anew, and books.
      const quick = await generateBooking(server, 'card-client-secret', quote);
      expect(quick.id).not.toBe(slow.id);
      await confirmInBrowser(server, quick, 'pm_card_visa');
      const booked = await postJson(server, '/api/card-client-secret/process-payment-booking', {
        externalId: quick.id,
        ...details,
      });
      expect(booked.response.status, JSON.stringify(booked.body)).toBe(200);
      // The slow tab's browser confirms with the processor all the same, then asks to book.
      await confirmInBrowser(server, slow, 'pm_card_visa');
      const second = await postJson(server, '/api/card-client-secret/process-payment-booking', {
        externalId: slow.id,
        ...details,
      });
      expect(second.response.status).toBe(409);
      expect(second.body).toEqual({
        message: BOOKING_MESSAGES.quotePaidRefunding,
        statusCode: 409,
        code: 'REFUNDED_QUOTE_PAID',
      });
      // Asked again, the same answer.
      const again = await postJson(server, '/api/card-client-secret/process-payment-booking', {
        externalId: slow.id,
        ...details,
      });
      expect(again.body.code).toBe('REFUNDED_QUOTE_PAID');
      const row = await pendingPaymentOfIntent(server.database, slow.id);
      expect(row.status).toBe('REFUNDED');
      expect(row.assignedRightId).toBeNull();
      const [money] = await sandboxIntents([slow.id]);
      expect(money).toEqual({ charges: 1, refunded: slow.totalMinor });
      expect(await confirmedOf(quote.pendingQuoteId)).toHaveLength(1);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('the webhook of a second payment of one quote refunds it too', async () => {
    await setReservationPlace(server, { provider: 'CARD_CLIENT_SECRET', spaces: 5 });
    const quote = await quoteOn(6);
    const slow = await generateBooking(server, 'card-client-secret', quote);
    const details = { licensePlate: 'TABS03', email: 'tab@example.com' };
    await postJson(server, `/api/card-client-secret/update-payment-intent/${slow.id}`, {
      placeId: reservationPlace,
      ...details,
    });
    clockOffsetMs = 5 * 60_000;
    try {
      const quick = await generateBooking(server, 'card-client-secret', quote);
      await confirmInBrowser(server, quick, 'pm_card_visa');
      await postJson(server, '/api/card-client-secret/process-payment-booking', {
        externalId: quick.id,
        ...details,
      });
      // No call from the slow tab: its processor's webhook finds the quote booked.
      await confirmInBrowser(server, slow, 'pm_card_visa');
      const row = await eventually(async () => {
        const found = await pendingPaymentOfIntent(server.database, slow.id);
        return found.status === 'REFUNDED' ? found : undefined;
      });
      expect(row.assignedRightId).toBeNull();
      expect(await confirmedOf(quote.pendingQuoteId)).toHaveLength(1);
    } finally {
      clockOffsetMs = 0;
    }
  });
});
