import { BOOKING_MESSAGES, BookingTicketSchema, CancelBookingResultSchema } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelCall,
  computeQuote,
  eventually,
  generateBooking,
  generateByQuote,
  patchPlate,
  placeTime,
  quoteBody,
  reservationPlace,
  setReservationPlace,
  setUpReservationPlace,
} from '#test/booking-helpers.js';
import { confirmInBrowser, expectError, getJson, postJson } from '#test/payment-helpers.js';
import { outboxTo } from '#test/receipt-helpers.js';
import { sandboxIntentRow } from '#test/sandbox-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * Issue 11, a booking's whole life over HTTP on the last space of the lot: booked and paid
 * (its ticket e-mailed with the .ics), the space sold out, the plate changed, cancelled with
 * its money returned, and the space sold again.
 */

const HOUR = 3_600_000;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await setUpReservationPlace(server, { spaces: 1, provider: 'CARD_INTENT' });
});
afterAll(() => server?.close());

const infoOf = async (assignedRightId: string) => {
  const result = await getJson(
    server,
    `/api/booking/place/${reservationPlace}/info/${assignedRightId}`,
  );
  expect(result.response.status, JSON.stringify(result.body)).toBe(200);
  return BookingTicketSchema.parse(result.body);
};

type Kind = 'card-intent' | 'card-client-secret';

/** Quote, generate and pay a booking of [start, end) as the reservation pages do. */
async function book(provider: Kind, start: Date, end: Date, plate: string, email: string) {
  const quote = await computeQuote(server, start, end);
  const intent = await generateBooking(server, provider, quote);
  let paid: Awaited<ReturnType<typeof postJson>>;
  if (provider === 'card-intent') {
    paid = await postJson(server, '/api/card-intent/process-payment-booking', {
      paymentIntentId: intent.id,
      paymentMethodId: 'pm_card_visa',
      licensePlate: plate,
      email,
      locale: 'en-US',
    });
  } else {
    expect((await confirmInBrowser(server, intent, 'pm_card_visa')).response.status).toBe(200);
    paid = await postJson(server, '/api/card-client-secret/process-payment-booking', {
      externalId: intent.id,
      licensePlate: plate,
      email,
      locale: 'en-US',
    });
  }
  expect(paid.response.status, JSON.stringify(paid.body)).toBe(200);
  return { assignedRightId: paid.body.assignedRightId as string, intent, quote };
}

/** The lot's one space for the window is taken: a new quote or its payment says so. */
async function expectSoldOut(provider: Kind, start: Date, end: Date) {
  const quote = await postJson(server, '/api/quote/compute/booking', quoteBody(start, end));
  if (quote.response.status === 400) {
    expect(quote.body.message).toBe(BOOKING_MESSAGES.unavailable);
    return;
  }
  const generated = await generateByQuote(server, provider, {
    pendingQuoteId: quote.body.pendingQuoteId as string,
  });
  expectError(generated, 400, BOOKING_MESSAGES.unavailable, 'TIMES_UNAVAILABLE');
}

describe.each([
  ['card-intent', 3],
  ['card-client-secret', 4],
] as const)('the last space (%s)', (provider, weekday) => {
  beforeAll(() =>
    setReservationPlace(server, {
      provider: provider === 'card-intent' ? 'CARD_INTENT' : 'CARD_CLIENT_SECRET',
    }),
  );

  it('is booked, changed, cancelled with a refund, and sold again', async () => {
    const start = placeTime(weekday, 10);
    const end = new Date(start.getTime() + 3 * HOUR);
    const email = `life-${provider}@example.com`;
    const first = await book(provider, start, end, 'LIFE1', email);

    // The ticket e-mail, with its calendar event, through the receipt queue.
    const [mail] = await eventually(async () => {
      const rows = await outboxTo(server, email);
      return rows.length > 0 ? rows : undefined;
    });
    expect(mail?.attachments?.[0]?.content).toContain('BEGIN:VEVENT');

    await expectSoldOut(provider, start, end);

    const changed = await patchPlate(server, provider, reservationPlace, first.assignedRightId, {
      licensePlate: 'life 2',
    });
    expect(changed.body).toEqual({ assignedRightId: first.assignedRightId, licensePlate: 'LIFE2' });
    expect((await infoOf(first.assignedRightId)).booking.licensePlate).toBe('LIFE2');

    const cancelled = await cancelCall(server, provider, first.assignedRightId);
    expect(cancelled.response.status, JSON.stringify(cancelled.body)).toBe(200);
    const result = CancelBookingResultSchema.parse(cancelled.body);
    expect(result.refund?.amountMinor).toBe(first.intent.totalMinor);
    const refunded = await sandboxIntentRow(server.database, first.intent.id);
    expect(refunded.amountRefundedMinor).toBe(first.intent.totalMinor);

    const info = await infoOf(first.assignedRightId);
    expect(info.booking).toMatchObject({
      status: 'CANCELLED',
      canCancel: false,
      canChangePlate: false,
      refund: { amountMinor: first.intent.totalMinor, currencyCode: 'USD' },
    });
    expect(info.booking.refund?.refundedAt).not.toBeNull();

    // The space is free again: another driver books the same window.
    const second = await book(provider, start, end, 'NEXT1', `next-${provider}@example.com`);
    expect(second.assignedRightId).not.toBe(first.assignedRightId);
    await expectSoldOut(provider, start, end);
  });
});
