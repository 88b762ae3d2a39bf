import {
  CardPaymentIntentSchema,
  ExitPermissionSchema,
  gatedTariffAmountMinor,
  StayOrderSchema,
} from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS, gatedLot } from '#api/db/seed/demo-extra-ids.js';
import { exitPermission } from '#test/gate-helpers.js';
import { getJson, postJson } from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import { changeTariff, DEARER, enterLot, lookUpPlate } from '#test/tariff-change-helpers.js';
import { recordStayPayment } from '../stay/index.js';

/**
 * A tariff change reprices no car already inside (issue 25): each stay keeps the version it
 * entered under, in its lookup, its exit check, its payment and its ticket; a car entering
 * after the change is priced by the new version. The demo lot's tariff: 15 minutes free, 2.50
 * up to an hour, 4.00 up to two, 6.00 up to three, then 1.50 an hour; 10 minutes of grace.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const MINUTE = 60_000;
const customerId = DEMO_IDS.customer.id;

async function exitCheck(plate: string) {
  const result = await exitPermission(server, { licensePlate: plate });
  expect(result.response.status, JSON.stringify(result.body)).toBe(200);
  return ExitPermissionSchema.strict().parse(result.body);
}

/** Paid by card at `paidAt`, the old tariff up to then, as the card kinds record it. */
function payBefore(stayId: string, amountMinor: number, paidAt: Date) {
  return recordStayPayment(server.database.db, {
    stayId,
    customerId,
    placeId: gatedLot,
    provider: 'CARD_INTENT',
    amountMinor,
    currencyCode: 'USD',
    pricedUntil: paidAt,
    paidAt,
    externalId: `pi_tariff_change_${stayId}`,
    transactionId: null,
    cardBrand: 'VISA',
    lastFourDigits: '4242',
    email: null,
    locale: 'en-US',
    sandbox: false,
  });
}

describe('a gated tariff changed while cars are inside', () => {
  // Entered 90 minutes before the change (4.00 by the old tariff; 18.00 by the new one).
  let inside: string;
  // Entered 200 minutes before, paid 4.00 at 100 minutes: owes 7.50 - 4.00 by the old tariff.
  let paidBefore: { stayId: string; orderId: string; paidAt: Date };

  beforeAll(async () => {
    inside = await enterLot(server, '7001TAR', 90);
    const stayId = await enterLot(server, '7002TAR', 200);
    const paidAt = new Date(Date.now() - 100 * MINUTE);
    const { orderId } = await payBefore(stayId, 400, paidAt);
    paidBefore = { stayId, orderId, paidAt };
    expect(await changeTariff(server, gatedLot, DEARER)).toMatchObject({
      ok: true,
      change: 'CHANGED',
    });
  });

  it('the car inside is looked up and checked at the gate at the old price', async () => {
    const looked = await lookUpPlate(server, '7001TAR');
    expect(looked).toMatchObject({ sessionId: inside, status: 'OWING', amountDueMinor: 400 });
    expect(looked.pricing).toEqual({
      freeMinutes: 15,
      dailyCap: 25,
      dailyCapMinor: 2500,
      graceMinutes: 10,
    });
    expect(await exitCheck('7001TAR')).toMatchObject({
      allowed: false,
      reason: 'AMOUNT_DUE',
      sessionId: inside,
      amountDueMinor: 400,
    });
  });

  it('pays the old price, and is then paid in full', async () => {
    const generated = await postJson(server, '/api/card-intent/generate-payment-by-session', {
      customerId,
      sessionId: inside,
      locale: 'en-US',
    });
    expect(generated.response.status, JSON.stringify(generated.body)).toBe(200);
    const intent = CardPaymentIntentSchema.strict().parse(generated.body);
    expect(intent.amountMinor).toBe(400);
    const paid = await postJson(server, '/api/card-intent/process-payment-session', {
      paymentIntentId: intent.id,
      paymentMethodId: 'pm_card_visa',
    });
    expect(paid.response.status, JSON.stringify(paid.body)).toBe(200);
    expect(await lookUpPlate(server, '7001TAR')).toMatchObject({
      status: 'PAID',
      amountDueMinor: 0,
      amountPaidMinor: 400,
    });
    expect(await exitCheck('7001TAR')).toMatchObject({
      allowed: true,
      reason: 'PAID_WITHIN_GRACE',
    });
  });

  it('a car that paid under the old tariff owes the old tariff for the time since', async () => {
    const owed = gatedTariffAmountMinor(DEARER, 200 * MINUTE) - 400;
    expect(owed).not.toBe(350);
    expect(await lookUpPlate(server, '7002TAR')).toMatchObject({
      status: 'OWING',
      amountPaidMinor: 400,
      amountDueMinor: 350,
    });
    expect(await exitCheck('7002TAR')).toMatchObject({
      allowed: false,
      reason: 'GRACE_EXPIRED',
      amountDueMinor: 350,
    });
  });

  it("the ticket of a payment made before keeps its version's grace time", async () => {
    const result = await getJson(server, `/api/customer/${customerId}/order/${paidBefore.orderId}`);
    expect(result.response.status, JSON.stringify(result.body)).toBe(200);
    const order = StayOrderSchema.strict().parse(result.body);
    expect(Date.parse(order.exitBefore ?? '')).toBe(paidBefore.paidAt.getTime() + 10 * MINUTE);
  });

  it('a car entering after the change is priced by the new tariff', async () => {
    const entered = await enterLot(server, '7003TAR', 0);
    // No free minutes any more: its first started minute costs the first step.
    const looked = await lookUpPlate(server, '7003TAR');
    expect(looked).toMatchObject({ sessionId: entered, status: 'OWING', amountDueMinor: 900 });
    expect(looked.pricing.graceMinutes).toBe(30);
    expect(await exitCheck('7003TAR')).toMatchObject({ allowed: false, amountDueMinor: 900 });
  });
});
