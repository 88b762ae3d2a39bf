import type { Rate } from '@parking/domain';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { outboxMessage, payment, receiptDelivery } from '../src/db/schema/index.js';
import { generateCard, getJson, postJson, rateBody } from './payment-helpers.js';
import type { TestServer } from './start-test-server.js';

/**
 * A one-hour session paid with pm_card_visa (VISA 4242): its right, transaction id and the
 * payer key its device was given (decision 068).
 */
export async function paidRight(
  server: TestServer,
  placeId: string,
  rate: Rate,
  plate: string,
  locale?: 'es-ES' | 'en-US',
) {
  const intent = await generateCard(server, 'card-intent', rateBody(placeId, rate));
  const result = await postJson(server, '/api/card-intent/process-payment', {
    paymentIntentId: intent.id,
    paymentMethodId: 'pm_card_visa',
    licensePlate: plate,
    ...(locale ? { locale } : {}),
  });
  expect(result.response.status, JSON.stringify(result.body)).toBe(200);
  const assignedRightId = (result.body as { assignedRightId: string }).assignedRightId;
  const [row] = await server.database.db
    .select({ transactionId: payment.transactionId })
    .from(payment)
    .where(eq(payment.assignedRightId, assignedRightId));
  return {
    assignedRightId,
    transactionId: row?.transactionId ?? '',
    payerKey: intent.payerKey as string,
  };
}

/**
 * GET .../email-ticket/... with the query given; `service` is payment or a card kind, and
 * `payerKey` goes as X-Payer-Key.
 */
export function emailTicket(
  server: TestServer,
  placeId: string,
  assignedRightId: string,
  query: Record<string, string>,
  {
    service = 'payment',
    booking = false,
    payerKey,
  }: { service?: string; booking?: boolean; payerKey?: string } = {},
) {
  const search = new URLSearchParams(query).toString();
  const path = `/api/${service}/place/${placeId}${booking ? '/booking' : ''}/email-ticket/${assignedRightId}`;
  return getJson(server, `${path}${search ? `?${search}` : ''}`, payerKey);
}

export async function deliveriesOf(server: TestServer, assignedRightId: string) {
  return server.database.db
    .select()
    .from(receiptDelivery)
    .where(eq(receiptDelivery.assignedRightId, assignedRightId));
}

/** Messages to an address, in any letter case: the address is kept as the driver typed it. */
export async function outboxTo(server: TestServer, recipient: string) {
  return server.database.db
    .select()
    .from(outboxMessage)
    .where(eq(sql`lower(${outboxMessage.recipient})`, recipient.toLowerCase()));
}
