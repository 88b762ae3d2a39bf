import { BOOKING_MESSAGES, canCancelBooking, getClosingStatus } from '@parking/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPeriods } from '#api/modules/customer/mappers.js';
import { createCustomerRepository } from '#api/modules/customer/repository.js';
import { cancelCall, patchPlate } from '#test/booking-helpers.js';
import { sandboxIntentRow } from '#test/sandbox-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import { booking, credential, payment } from '../schema/index.js';
import { demoBookingWindow } from './demo-booking.js';
import { DEMO_IDS, demoBooking } from './demo-extra-ids.js';
import { seedDemo } from './index.js';

/** The demo booking of README's links: changeable and cancellable whatever day the seed runs. */

const DAY = 86_400_000;
const placeId = DEMO_IDS.places.reservation.id;
const id = demoBooking.assignedRightId;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('its window', () => {
  it('is a week ahead, inside opening hours and off closing days, every day of a year', async () => {
    const repository = createCustomerRepository(server.database.db);
    const periods = toPeriods(await repository.listPeriodsWithRanges(placeId));
    const from = Date.UTC(2026, 0, 1, 3, 17);
    for (let day = 0; day < 366; day += 1) {
      const now = new Date(from + day * DAY + (day % 24) * 3_600_000);
      const { start, end } = demoBookingWindow(now);
      expect(end.getTime() - start.getTime()).toBe(6 * 3_600_000);
      expect(canCancelBooking({ status: 'CONFIRMED', start, cancelBeforeMinutes: 1440, now })).toBe(
        true,
      );
      for (const at of [start, end]) {
        const status = getClosingStatus({ periods, now: at, timeZone: 'America/Los_Angeles' });
        expect(status.isOpen, `${now.toISOString()} -> ${at.toISOString()}`).toBe(true);
        const local = at.toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' });
        expect(local.slice(5)).not.toMatch(/^(12-25|01-01)$/);
      }
    }
  });
});

describe('after a visitor changed and cancelled it', () => {
  it('comes back as documented at the next seed', async () => {
    const plate = await patchPlate(server, 'card-intent', placeId, id, { licensePlate: 'MINE 1' });
    expect(plate.response.status, JSON.stringify(plate.body)).toBe(200);
    const cancelled = await cancelCall(server, 'card-intent', id);
    expect(cancelled.response.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(
      (await sandboxIntentRow(server.database, demoBooking.intentId)).amountRefundedMinor,
    ).toBe(3050);
    const again = await patchPlate(server, 'card-intent', placeId, id, { licensePlate: 'MINE2' });
    expect(again.body.message).toBe(BOOKING_MESSAGES.cancelled);

    await seedDemo(server.database.db);

    const { db } = server.database;
    const [row] = await db.select().from(booking).where(eq(booking.assignedRightId, id));
    expect(row?.status).toBe('CONFIRMED');
    expect(row?.cancelledAt).toBeNull();
    const plates = await db.select().from(credential).where(eq(credential.assignedRightId, id));
    expect(plates.map((p) => p.localIdentifier)).toEqual(['BOOK123']);
    const payments = await db.select().from(payment).where(eq(payment.assignedRightId, id));
    expect(payments.map((p) => p.type)).toEqual(['BASE']);
    const intent = await sandboxIntentRow(server.database, demoBooking.intentId);
    expect(intent.amountRefundedMinor).toBe(0);
    // And it can be cancelled again, with its money returned again.
    const second = await cancelCall(server, 'card-intent', id);
    expect(second.response.status, JSON.stringify(second.body)).toBe(200);
    expect(
      (await sandboxIntentRow(server.database, demoBooking.intentId)).amountRefundedMinor,
    ).toBe(3050);
  });
});
