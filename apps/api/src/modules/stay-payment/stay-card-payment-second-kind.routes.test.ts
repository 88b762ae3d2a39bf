import { CardPaymentIntentSchema } from '@parking/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { place, stayPayment } from '#api/db/schema/index.js';
import { DEMO_IDS, gatedLot } from '#api/db/seed/demo-extra-ids.js';
import { eventually } from '#test/booking-helpers.js';
import { minutesFromNow, postEntry } from '#test/gate-helpers.js';
import { confirmInBrowser, postJson } from '#test/payment-helpers.js';
import { outboxTo } from '#test/receipt-helpers.js';
import { sandboxIntentRow } from '#test/sandbox-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * A gated stay paid with the second card kind (decision 058): the browser confirms with the
 * client secret, and the processor's webhook may record the payment before the browser's call.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const customerId = DEMO_IDS.customer.id;

async function stayOf(plate: string) {
  const entry = await postEntry(server, { licensePlate: plate, occurredAt: minutesFromNow(-95) });
  return entry.body.sessionId as string;
}

/** `payerKey`: the device that generated before (decision 068) gets its payment back. */
async function intentFor(sessionId: string, payerKey?: string) {
  const result = await postJson(
    server,
    '/api/card-client-secret/generate-payment-by-session',
    { customerId, sessionId },
    payerKey ? { 'x-payer-key': payerKey } : {},
  );
  expect(result.response.status, JSON.stringify(result.body)).toBe(200);
  return CardPaymentIntentSchema.strict().parse(result.body);
}

const paymentsOf = (stayId: string) =>
  server.database.db.select().from(stayPayment).where(eq(stayPayment.stayId, stayId));

describe('second kind: the browser confirms, the webhook may come first', () => {
  beforeAll(async () => {
    // Before any price of the lot was read (and cached): the lot takes the second kind.
    await server.database.db
      .update(place)
      .set({ paymentProvider: 'CARD_CLIENT_SECRET' })
      .where(eq(place.id, gatedLot));
  });

  it('the webhook records the payment; the browser’s call finds it', async () => {
    const sessionId = await stayOf('SECRET01');
    const intent = await intentFor(sessionId);
    expect((await confirmInBrowser(server, intent, 'pm_card_visa')).response.status).toBe(200);
    const [recorded] = await eventually(async () => {
      const rows = await paymentsOf(sessionId);
      return rows.length > 0 ? rows : undefined;
    });
    expect(recorded).toMatchObject({ id: intent.pendingPaymentId, provider: 'CARD_CLIENT_SECRET' });
    const paid = await postJson(server, '/api/card-client-secret/process-payment-session', {
      externalId: intent.id,
      locale: 'es-ES',
      email: 'late@example.com',
    });
    expect(paid.response.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toEqual({ orderId: intent.pendingPaymentId, sessionId });
    const rows = await server.database.db
      .select()
      .from(stayPayment)
      .where(and(eq(stayPayment.stayId, sessionId), eq(stayPayment.externalId, intent.id)));
    expect(rows).toHaveLength(1);
    // The address came after the webhook had settled it: recorded, and the ticket sent to it.
    expect(rows[0]?.email).toBe('late@example.com');
    const [mail] = await eventually(async () => {
      const sent = await outboxTo(server, 'late@example.com');
      return sent.length > 0 ? sent : undefined;
    });
    expect(mail?.text).toContain(`ticket-paid-v1/${intent.pendingPaymentId}`);
    expect(await sandboxIntentRow(server.database, intent.id)).toMatchObject({ chargeCount: 1 });
  });

  it('a declined card is 402 and pays nothing; the same intent is paid after', async () => {
    const sessionId = await stayOf('SECRET02');
    const intent = await intentFor(sessionId);
    await confirmInBrowser(server, intent, 'pm_card_chargeDeclined');
    const declined = await postJson(server, '/api/card-client-secret/process-payment-session', {
      externalId: intent.id,
    });
    expect(declined.response.status).toBe(402);
    expect(await paymentsOf(sessionId)).toHaveLength(0);
    expect((await intentFor(sessionId, intent.payerKey)).id).toBe(intent.id);
    await confirmInBrowser(server, intent, 'pm_card_visa');
    const paid = await postJson(server, '/api/card-client-secret/process-payment-session', {
      externalId: intent.id,
    });
    expect(paid.response.status, JSON.stringify(paid.body)).toBe(200);
  });
});
