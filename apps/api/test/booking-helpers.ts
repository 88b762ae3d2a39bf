import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { assignedRight, booking, payment, pendingPayment } from '../src/db/schema/index.js';
import { DEMO_IDS } from '../src/db/seed/demo-extra-ids.js';
import {
  confirmInBrowser,
  generateCard,
  postJson,
  rateBody,
  rateNamed,
} from './payment-helpers.js';
import type { TestServer } from './start-test-server.js';

export type CardPath = 'card-intent' | 'card-client-secret';

/** A demo place of each card kind, and a paid rate of it. */
const PLACE_OF: Record<CardPath, { placeId: string; rate: string }> = {
  'card-intent': { placeId: DEMO_IDS.places.transientOpen.id, rate: '1 hour' },
  'card-client-secret': { placeId: DEMO_IDS.places.transientManyRates.id, rate: '1 hour' },
};

export const HOUR = 60 * 60 * 1000;

/**
 * A paid booking, made the way the reservation flow ends until booking-api's calls land here:
 * a card payment through the sandbox of the given kind (a real intent, really charged), whose
 * right then becomes a BOOKING for [start, end) with its booking row. Cancel refunds that
 * intent at the processor.
 */
export async function paidBooking(
  server: TestServer,
  input: { provider: CardPath; start: Date; end: Date; plate: string; email: string },
) {
  const { placeId, rate: rateName } = PLACE_OF[input.provider];
  const rate = await rateNamed(server, placeId, rateName);
  const intent = await generateCard(server, input.provider, rateBody(placeId, rate));
  const result =
    input.provider === 'card-intent'
      ? await postJson(server, '/api/card-intent/process-payment', {
          paymentIntentId: intent.id,
          paymentMethodId: 'pm_card_visa',
          licensePlate: input.plate,
        })
      : await (async () => {
          const confirmed = await confirmInBrowser(server, intent, 'pm_card_visa');
          expect(confirmed.response.status, JSON.stringify(confirmed.body)).toBe(200);
          return postJson(server, '/api/card-client-secret/process-payment', {
            externalId: intent.id,
            licensePlate: input.plate,
          });
        })();
  expect(result.response.status, JSON.stringify(result.body)).toBe(200);
  const assignedRightId = (result.body as { assignedRightId: string }).assignedRightId;
  const { db } = server.database;
  await db.transaction(async (tx) => {
    await tx
      .update(assignedRight)
      .set({ kind: 'BOOKING' })
      .where(eq(assignedRight.id, assignedRightId));
    await tx
      .update(pendingPayment)
      .set({ kind: 'BOOKING', email: input.email })
      .where(eq(pendingPayment.assignedRightId, assignedRightId));
    await tx
      .update(payment)
      .set({ startPeriodCovered: input.start, endPeriodCovered: input.end })
      .where(and(eq(payment.assignedRightId, assignedRightId), eq(payment.type, 'BASE')));
    await tx.insert(booking).values({
      assignedRightId,
      placeId,
      startAt: input.start,
      endAt: input.end,
      email: input.email,
    });
  });
  return { assignedRightId, placeId, intentId: intent.id, totalMinor: intent.totalMinor };
}

export const cancelCall = (server: TestServer, provider: string, assignedRightId: string) =>
  postJson(server, `/api/${provider}/booking/cancel/${assignedRightId}`, {});

export async function patchPlate(
  server: TestServer,
  provider: string,
  placeId: string,
  assignedRightId: string,
  body: unknown,
) {
  const response = await server.request(
    `/api/${provider}/place/${placeId}/booking/${assignedRightId}`,
    {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
  );
  return { response, body: (await response.json()) as Record<string, unknown> };
}
