import { randomUUID } from 'node:crypto';
import {
  CardPaymentIntentSchema,
  type PermitInfo,
  PermitInfoSchema,
  permitCycle,
  permitCycleStart,
} from '@parking/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import {
  assignedRight,
  credential,
  payment,
  paymentLine,
  permit,
  place,
} from '../src/db/schema/index.js';
import { DEMO_IDS, rateLineIdOf } from '../src/db/seed/demo-extra-ids.js';
import { getJson, type HttpServer, postJson } from './payment-helpers.js';

const DAY = 86_400_000;
export const permitPlace = DEMO_IDS.places.permit.id;
const permitTimeZone = 'America/New_York';
const monthlyLine = rateLineIdOf('city-center', 0);

/**
 * A permit of City Center with `cycles` paid cycles whose last ends `paidUntilDays` from now
 * (3: ACTIVE, 20: COMPLETED, -10: EXPIRED), inserted through the schema as the seed does.
 */
export async function insertPermit(
  database: DatabaseHandle,
  input: { plate: string; paidUntilDays: number; cycles?: number; holderName?: string },
) {
  const id = randomUUID();
  const cycles = input.cycles ?? 1;
  const paidUntil = new Date(
    Math.floor((Date.now() + input.paidUntilDays * DAY) / 60_000) * 60_000,
  );
  const anchor = permitCycleStart({ anchor: paidUntil, index: -cycles, timeZone: permitTimeZone });
  const [rate] = await database.db
    .select({ customerId: place.customerId })
    .from(place)
    .where(eq(place.id, permitPlace));
  await database.db.insert(assignedRight).values({
    id,
    placeId: permitPlace,
    customerId: rate?.customerId as string,
    kind: 'PERMIT',
    createdAt: anchor,
  });
  await database.db
    .insert(credential)
    .values({ assignedRightId: id, type: 'LICENSE_PLATE', localIdentifier: input.plate });
  await database.db.insert(permit).values({
    assignedRightId: id,
    rateLineId: monthlyLine,
    status: 'ACTIVE',
    holderName: input.holderName ?? 'Test Holder',
  });
  for (let index = 0; index < cycles; index += 1) {
    const cycle = permitCycle({ anchor, index, timeZone: permitTimeZone });
    const paymentId = randomUUID();
    await database.db.insert(payment).values({
      id: paymentId,
      assignedRightId: id,
      type: 'BASE',
      startPeriodCovered: cycle.start,
      endPeriodCovered: cycle.end,
      transactionId: `TXN-${input.plate}-${index}`,
      dateCollected: cycle.start,
      rateLineId: monthlyLine,
      currencyCode: 'USD',
      provider: 'CARD_INTENT',
    });
    await database.db.insert(paymentLine).values({ paymentId, type: 'BASE', amountMinor: 12000 });
  }
  return id;
}

export async function permitInfo(server: HttpServer, assignedRightId: string): Promise<PermitInfo> {
  const result = await getJson(server, `/api/permit/place/${permitPlace}/info/${assignedRightId}`);
  expect(result.response.status, JSON.stringify(result.body)).toBe(200);
  return PermitInfoSchema.strict().parse(result.body);
}

/** The permit's own rate line, as its info gives it. */
export async function renewalBody(server: HttpServer, assignedRightId: string) {
  const { rate } = await permitInfo(server, assignedRightId);
  return { rateId: rate.rateId, rateLineId: rate.rateLineId, placeId: permitPlace };
}

export const generateRenewal = (
  server: HttpServer,
  provider: string,
  assignedRightId: string,
  body: unknown,
) => postJson(server, `/api/${provider}/${assignedRightId}/generate-permit-payment`, body);

export async function renewalIntent(
  server: HttpServer,
  provider: 'card-intent' | 'card-client-secret',
  assignedRightId: string,
) {
  const result = await generateRenewal(
    server,
    provider,
    assignedRightId,
    await renewalBody(server, assignedRightId),
  );
  expect(result.response.status, JSON.stringify(result.body)).toBe(200);
  return CardPaymentIntentSchema.strict().parse(result.body);
}

/** The permit's BASE payments, oldest first. */
export async function basePayments(database: DatabaseHandle, assignedRightId: string) {
  const rows = await database.db
    .select({
      start: payment.startPeriodCovered,
      end: payment.endPeriodCovered,
      type: payment.type,
    })
    .from(payment)
    .where(eq(payment.assignedRightId, assignedRightId));
  return rows
    .filter((row) => row.type === 'BASE')
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Switches the permit place to a card kind (its tests run both). */
export async function setPermitPlaceProvider(
  database: DatabaseHandle,
  provider: 'CARD_INTENT' | 'CARD_CLIENT_SECRET',
) {
  await database.db
    .update(place)
    .set({ paymentProvider: provider })
    .where(eq(place.id, permitPlace));
}
