import { type GatedTariff, StaySessionSchema } from '@parking/domain';
import { expect } from 'vitest';
import { DEMO_IDS } from '../src/db/seed/demo-extra-ids.js';
import {
  type GatedTariffInput,
  type SetGatedTariffResult,
  setGatedTariff,
} from '../src/modules/gated-tariff/index.js';
import { minutesFromNow, postEntry } from './gate-helpers.js';
import type { HttpServer } from './payment-helpers.js';
import type { TestServer } from './start-test-server.js';

/**
 * A tariff unlike the demo lot's in every figure (15 free minutes, 2.50 / 4.00 / 6.00 up to
 * three hours, then 1.50 an hour, 25.00 a day, 10 minutes of grace): no free minutes, 9.00 /
 * 18.00 / 27.00, then 9.00 an hour, 90.00 a day, 30 minutes of grace.
 */
export const DEARER: GatedTariff & { currencyCode: string } = {
  freeMinutes: 0,
  steps: [
    { upToMinutes: 60, amountMinor: 900 },
    { upToMinutes: 120, amountMinor: 1800 },
    { upToMinutes: 180, amountMinor: 2700 },
  ],
  thenEveryMinutes: 60,
  thenAmountMinor: 900,
  dailyCapMinor: 9000,
  graceMinutes: 30,
  currencyCode: 'USD',
};

/** The operator's change, as the operator file's apply makes it: in a transaction, from now. */
export function changeTariff(
  server: TestServer,
  placeId: string,
  tariff: GatedTariffInput | null,
  now = new Date(),
): Promise<SetGatedTariffResult> {
  return server.database.db.transaction((tx) => setGatedTariff(tx, placeId, tariff, now));
}

/** A car entering the demo gated lot `minutesAgo` minutes ago (now when 0), as the gate says. */
export async function enterLot(
  server: HttpServer,
  plate: string,
  minutesAgo: number,
  placeId?: string,
) {
  const result = await postEntry(server, {
    licensePlate: plate,
    occurredAt: minutesFromNow(-minutesAgo),
    ...(placeId ? { placeId } : {}),
  });
  expect(result.response.status, JSON.stringify(result.body)).toBe(201);
  return result.body.sessionId as string;
}

/** The visitor's plate lookup of a stay of the demo operator, priced now. */
export async function lookUpPlate(server: HttpServer, licensePlate: string) {
  const response = await server.request(`/api/customer/${DEMO_IDS.customer.id}/session/lookup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ licensePlate }),
  });
  expect(response.status).toBe(200);
  return StaySessionSchema.parse(await response.json());
}
