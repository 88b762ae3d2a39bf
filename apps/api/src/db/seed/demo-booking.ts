import { fromZonedWallClock, toZonedParts } from '@parking/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import { credential, payment } from '../schema/index.js';
import { DEMO_IDS, demoBooking, demoRowId, rateLineIdOf } from './demo-extra-ids.js';
import { demoLinePrice } from './demo-operators.js';
import type { DemoRows } from './demo-rows.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const DAY_MS = 24 * 60 * 60 * 1000;
const TIME_ZONE = 'America/Los_Angeles';
/** The place's closing days (operators/demo-parking-co.yaml, moved by demo-calendar.ts): the booking never falls on one. */
const CLOSED_ON = new Set(['12-25', '01-01']);
const SIX_HOURS = 2;
const TIER = demoLinePrice('lax', SIX_HOURS);

/** The calendar date `days` ahead of `now` on the place's clock. */
function placeDateAhead(now: Date, days: number) {
  const { year, month, day } = toZonedParts({
    date: new Date(now.getTime() + days * DAY_MS),
    timeZone: TIME_ZONE,
  });
  return { year, month, day };
}

/**
 * 10:00 to 16:00 on the place's clock, a week from the seed (a day later when that is a closing
 * day): open every day of the week, far beyond the 24-hour notice, so the demo booking can be
 * changed and cancelled whatever day the seed runs.
 */
export function demoBookingWindow(now: Date) {
  let date = placeDateAhead(now, 7);
  const key = () => `${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
  if (CLOSED_ON.has(key())) date = placeDateAhead(now, 8);
  const at = (hour: number) =>
    fromZonedWallClock({ wallClock: { ...date, hour, minute: 0 }, timeZone: TIME_ZONE });
  return { start: at(10), end: at(16) };
}

/**
 * The paid booking of README's demo links: its right, plate, BASE payment, booking row, the
 * pending payment that paid it and the sandbox intent that took the money (so that cancelling
 * it returns money through the sandbox, as any booking's cancel does).
 */
export function addDemoBooking(rows: DemoRows, now: Date): void {
  const id = demoBooking.assignedRightId;
  const placeId = DEMO_IDS.places.reservation.id;
  const { start, end } = demoBookingWindow(now);
  const paidAt = new Date(now.getTime() - 2 * DAY_MS);
  const paymentId = demoRowId(`payment:${id}`);
  const totalMinor = TIER.value + TIER.fee;
  rows.assignedRight.push({
    id,
    placeId,
    customerId: DEMO_IDS.customer.id,
    kind: 'BOOKING',
    phoneNumber: null,
    notifyBeforeExpiry: false,
    locale: 'en-US',
    createdAt: paidAt,
  });
  rows.credential.push({
    id: demoRowId(`credential:${id}`),
    assignedRightId: id,
    type: 'LICENSE_PLATE',
    localIdentifier: 'BOOK123',
  });
  rows.payment.push({
    id: paymentId,
    assignedRightId: id,
    type: 'BASE',
    startPeriodCovered: start,
    endPeriodCovered: end,
    transactionId: demoBooking.intentId,
    dateCollected: paidAt,
    rateLineId: rateLineIdOf('lax', SIX_HOURS),
    currencyCode: 'USD',
    cardBrand: 'VISA',
    lastFourDigits: '4242',
    provider: 'CARD_INTENT',
  });
  rows.paymentLine.push(
    {
      id: demoRowId(`payment:${id}:base`),
      paymentId,
      type: 'BASE',
      code: null,
      amountMinor: TIER.value,
    },
    {
      id: demoRowId(`payment:${id}:surcharge`),
      paymentId,
      type: 'SURCHARGE',
      code: null,
      amountMinor: TIER.fee,
    },
  );
  rows.booking.push({
    assignedRightId: id,
    placeId,
    quoteId: null,
    startAt: start,
    endAt: end,
    email: 'driver@demo-parking.example',
    status: 'CONFIRMED',
    cancelledAt: null,
    createdAt: paidAt,
  });
  rows.sandboxPaymentIntent.push({
    id: demoBooking.intentId,
    clientSecret: `${demoBooking.intentId}_secret_demo`,
    amountMinor: totalMinor,
    currencyCode: 'USD',
    status: 'succeeded',
    paymentMethodId: null,
    metadata: {},
    idempotencyKey: `demo-booking:${id}`,
    chargeCount: 1,
    lastError: null,
    refundId: null,
    amountRefundedMinor: 0,
    refundIdempotencyKey: null,
    confirmAt: null,
    createdAt: paidAt,
    updatedAt: paidAt,
  });
  rows.pendingPayment.push({
    id: demoRowId(`pending-payment:${id}`),
    placeId,
    rateId: demoRowId(`lax:rate:${SIX_HOURS}`),
    rateLineId: rateLineIdOf('lax', SIX_HOURS),
    kind: 'BOOKING',
    provider: 'CARD_INTENT',
    gateway: 'SANDBOX',
    amountMinor: TIER.value,
    serviceFeeMinor: TIER.fee,
    currencyCode: 'USD',
    externalId: demoBooking.intentId,
    status: 'SUCCEEDED',
    expiresAt: new Date(paidAt.getTime() + 4 * 60_000),
    licensePlate: 'BOOK123',
    email: 'driver@demo-parking.example',
    locale: 'en-US',
    assignedRightId: id,
    paymentId,
    createdAt: paidAt,
    updatedAt: paidAt,
  });
}

/**
 * What a visitor's cancel or plate change added to the demo booking, removed before the upsert
 * puts it back as documented: its REFUND payment, and plate credentials of other ids.
 */
export async function resetDemoBooking(tx: Transaction): Promise<void> {
  const ids = [demoBooking.assignedRightId];
  await tx
    .delete(payment)
    .where(and(inArray(payment.assignedRightId, ids), eq(payment.type, 'REFUND')));
  await tx.delete(credential).where(inArray(credential.assignedRightId, ids));
}
