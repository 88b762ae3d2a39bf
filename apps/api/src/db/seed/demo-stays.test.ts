import { randomUUID } from 'node:crypto';
import { stayStatusAt } from '@parking/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPricedStay } from '#api/modules/stay/priced-stay-repository.js';
import { recordStayPayment } from '#api/modules/stay/record-stay-payment.js';
import { buyer, invoiceEmailsSent, requestInvoice } from '#test/invoice-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import { stayPayment } from '../schema/index.js';
import { DEMO_IDS, gatedLot } from './demo-extra-ids.js';
import { seedDemo } from './index.js';

// The demo's paid stays (decision 060): in their documented states after each start.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  if (server) await invoiceEmailsSent(server);
  await server?.close();
});

const { paidWithinGrace, paidPastGrace } = DEMO_IDS.accessControl;

async function statusAt(stayId: string, at: Date) {
  const stay = await findPricedStay(server.database.db, stayId, { sandboxMoney: true });
  if (!stay) throw new Error(`no demo stay ${stayId}`);
  return stayStatusAt({ ...stay, at });
}

describe('the demo paid stays', () => {
  it('one is PAID within its grace time, the other owes again past it', async () => {
    const now = new Date();
    await seedDemo(server.database.db, now);
    const within = await statusAt(paidWithinGrace.sessionId, now);
    expect(within.status).toBe('PAID');
    expect(within.amountDueMinor).toBe(0);
    expect(within.amountPaidMinor).toBeGreaterThan(0);
    // Paid a minute before the start (the seed counts in whole minutes), 10 minutes to leave.
    const leaveIn = (within.exitBefore?.getTime() ?? 0) - now.getTime();
    expect(leaveIn).toBeGreaterThan(8 * 60_000);
    expect(leaveIn).toBeLessThanOrEqual(9 * 60_000);
    const past = await statusAt(paidPastGrace.sessionId, now);
    expect(past.status).toBe('OWING');
    expect(past.amountPaidMinor).toBeGreaterThan(0);
    expect(past.amountDueMinor).toBeGreaterThan(0);
  });

  it('a start takes back later payments of the demo stays, but never an invoiced one', async () => {
    const db = server.database.db;
    const pay = (externalId: string) =>
      recordStayPayment(db, {
        stayId: paidPastGrace.sessionId,
        customerId: DEMO_IDS.customer.id,
        placeId: gatedLot,
        provider: 'CARD_INTENT',
        amountMinor: 150,
        currencyCode: 'USD',
        pricedUntil: new Date(),
        paidAt: new Date(),
        externalId,
        transactionId: null,
        cardBrand: null,
        lastFourDigits: null,
        email: null,
        locale: 'en-US',
        sandbox: false,
      });
    const later = await pay(`pi_${randomUUID()}`);
    const invoiced = await pay(`pi_${randomUUID()}`);
    expect(
      (await requestInvoice(server, { orderId: invoiced.orderId, ...buyer })).response.status,
    ).toBe(201);
    // The demo's own order can be invoiced too, and survives the start.
    expect(
      (await requestInvoice(server, { orderId: paidWithinGrace.orderId, ...buyer })).response
        .status,
    ).toBe(201);
    await seedDemo(db, new Date());
    const ids = (stayId: string) =>
      db
        .select({ id: stayPayment.id })
        .from(stayPayment)
        .where(eq(stayPayment.stayId, stayId))
        .then((rows) => rows.map((row) => row.id).sort());
    expect(await ids(paidPastGrace.sessionId)).toEqual(
      [paidPastGrace.orderId, invoiced.orderId].sort(),
    );
    expect(await ids(paidWithinGrace.sessionId)).toEqual([paidWithinGrace.orderId]);
    expect(later.created).toBe(true);
  });
});
