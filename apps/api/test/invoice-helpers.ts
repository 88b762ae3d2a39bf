import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { gatedTariffIdForEntry } from '../src/db/queries/gated-tariff.js';
import { invoice, stay } from '../src/db/schema/index.js';
import { DEMO_IDS, gatedLot } from '../src/db/seed/demo-extra-ids.js';
import { recordStayPayment } from '../src/modules/stay/record-stay-payment.js';
import { postJson } from './payment-helpers.js';
import type { TestServer } from './start-test-server.js';

export const CUSTOMER_ID = DEMO_IDS.customer.id;
const MINUTE = 60_000;

/**
 * A stay of the demo gated lot that entered two hours ago and was paid a minute ago: the
 * order (stay_payment) an invoice is asked for. Paid through the shared recordStayPayment, as
 * the payment kinds record theirs; the plate is unique per call (A-Z and digits).
 */
export async function paidStayOrder(
  server: TestServer,
  options: { amountMinor?: number; locale?: string; plate?: string } = {},
): Promise<{ orderId: string; stayId: string; plate: string }> {
  const now = Date.now();
  const plate = options.plate ?? `INV${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
  const actualStart = new Date(now - 120 * MINUTE);
  const gatedTariffId = await gatedTariffIdForEntry(
    server.database.db,
    gatedLot,
    actualStart,
    new Date(now),
  );
  if (!gatedTariffId) throw new Error('the demo gated lot has no gated tariff');
  const [row] = await server.database.db
    .insert(stay)
    .values({ customerId: CUSTOMER_ID, placeId: gatedLot, gatedTariffId, plate, actualStart })
    .returning({ id: stay.id });
  if (!row) throw new Error('no stay');
  const { orderId } = await recordStayPayment(server.database.db, {
    stayId: row.id,
    customerId: CUSTOMER_ID,
    placeId: gatedLot,
    provider: 'CARD_INTENT',
    amountMinor: options.amountMinor ?? 400,
    currencyCode: 'USD',
    pricedUntil: new Date(now - MINUTE),
    paidAt: new Date(now - MINUTE),
    externalId: `pi_invoice_${randomUUID()}`,
    transactionId: `TXN-${plate}`,
    cardBrand: 'VISA',
    lastFourDigits: '4242',
    email: null,
    locale: options.locale ?? 'en-US',
    sandbox: false,
  });
  return { orderId, stayId: row.id, plate };
}

export const buyer = {
  name: 'Ana Muñoz Peña',
  taxId: 'B12345678',
  address: 'Calle de Alcalá 1, 28014 Madrid',
  email: 'facturas@example.com',
};

export function requestInvoice(server: TestServer, body: unknown, customerId = CUSTOMER_ID) {
  return postJson(server, `/api/customer/${customerId}/invoice`, body);
}

export async function issueInvoice(server: TestServer, body: Record<string, unknown>) {
  const result = await requestInvoice(server, body);
  expect(result.response.status, JSON.stringify(result.body)).toBe(201);
  return result.body as { invoiceId: string; number: string; orderId: string; pdfUrl: string };
}

/**
 * Waits until every invoice e-mail of the file was sent: closing the server with jobs still
 * running would cut them (they retry on the next start, but the test's pool is gone by then).
 */
export async function invoiceEmailsSent(server: TestServer, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const pending = await server.database.db
      .select({ id: invoice.id })
      .from(invoice)
      .where(eq(invoice.emailStatus, 'PENDING'))
      .limit(1);
    if (pending.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('invoice e-mails still pending');
}
