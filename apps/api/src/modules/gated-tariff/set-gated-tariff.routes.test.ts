import { CustomerSchema, StaySessionSchema } from '@parking/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatedTariff } from '#api/db/schema/index.js';
import { DEMO_IDS, gatedLot, transientOpensLater } from '#api/db/seed/demo-extra-ids.js';
import { demoGatedTariff } from '#api/db/seed/demo-operators.js';
import { postEntry, postExit } from '#test/gate-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import { changeTariff, DEARER, enterLot } from '#test/tariff-change-helpers.js';

/**
 * setGatedTariff, as the operator file's apply will call it (issue 25): a new version only when
 * the tariff differs, never an edit of a version; a removal refused while a car is inside, and
 * after it the place is no gated lot for the gate nor for the visitor.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const MINUTE = 60_000;
const customerId = DEMO_IDS.customer.id;
/** The demo lot's tariff as its operator file says it (operators/demo-parking-co.yaml). */
const DEMO_TARIFF = { ...demoGatedTariff('gated'), currencyCode: 'USD' };

const versionsOf = (placeId: string) =>
  server.database.db
    .select()
    .from(gatedTariff)
    .where(eq(gatedTariff.placeId, placeId))
    .orderBy(asc(gatedTariff.validFrom));

async function gatedPlaceIds() {
  const response = await server.request(`/api/customer/${customerId}`);
  expect(response.status).toBe(200);
  const { gatedPlaces = [] } = CustomerSchema.parse(await response.json());
  return gatedPlaces.map((place) => place.placeId);
}

describe('a change of the demo lot tariff', () => {
  it('the same tariff again is no new version', async () => {
    const before = await versionsOf(gatedLot);
    expect(await changeTariff(server, gatedLot, DEMO_TARIFF)).toEqual({
      ok: true,
      change: 'UNCHANGED',
      versionId: before[0]?.id,
    });
    expect(await versionsOf(gatedLot)).toEqual(before);
  });

  it('another tariff is a new version from now; the one before is left as it was', async () => {
    const before = await versionsOf(gatedLot);
    const now = new Date();
    const result = await changeTariff(server, gatedLot, DEARER, now);
    expect(result).toMatchObject({ ok: true, change: 'CHANGED' });
    const after = await versionsOf(gatedLot);
    expect(after.slice(0, -1)).toEqual(before);
    expect(after.at(-1)).toMatchObject({
      id: result.ok ? result.versionId : null,
      validFrom: now,
      retiredAt: null,
      ...DEARER,
    });
  });

  it('a second change at the instant of the last one is refused, and changes nothing', async () => {
    const before = await versionsOf(gatedLot);
    const last = before.at(-1)?.validFrom as Date;
    const result = await changeTariff(server, gatedLot, { ...DEARER, graceMinutes: 5 }, last);
    expect(result).toMatchObject({ ok: false, reason: 'NOT_AFTER_CURRENT' });
    expect(await versionsOf(gatedLot)).toEqual(before);
  });
});

describe('a place made gated, then not', () => {
  it('takes entries once it has a tariff', async () => {
    const refused = await postEntry(server, {
      placeId: transientOpensLater,
      licensePlate: '7101GAT',
      occurredAt: new Date().toISOString(),
    });
    expect(refused.response.status).toBe(404);
    expect(await changeTariff(server, transientOpensLater, DEARER)).toMatchObject({
      ok: true,
      change: 'ADDED',
    });
    await enterLot(server, '7101GAT', 0, transientOpensLater);
  });

  it('refuses the removal while a car is inside, with the reason', async () => {
    const before = await versionsOf(transientOpensLater);
    expect(await changeTariff(server, transientOpensLater, null)).toEqual({
      ok: false,
      reason: 'OPEN_STAYS',
      openStays: 1,
      message: `The gated tariff of place ${transientOpensLater} cannot be removed: 1 car(s) are still inside, priced by it`,
    });
    expect(await versionsOf(transientOpensLater)).toEqual(before);
  });

  it('removes it once the car left: no entry, not among the gated lots, its stay still priced', async () => {
    const sessionId = await enterLot(server, '7102GAT', 30, transientOpensLater);
    for (const licensePlate of ['7101GAT', '7102GAT']) {
      const exit = await postExit(server, {
        placeId: transientOpensLater,
        licensePlate,
        occurredAt: new Date().toISOString(),
      });
      expect(exit.body, JSON.stringify(exit.body)).toMatchObject({ recorded: true });
    }
    expect(await changeTariff(server, transientOpensLater, null)).toEqual({
      ok: true,
      change: 'REMOVED',
      versionId: null,
    });
    const entry = await postEntry(server, {
      placeId: transientOpensLater,
      licensePlate: '7103GAT',
      occurredAt: new Date().toISOString(),
    });
    expect(entry.response.status).toBe(404);
    expect(await gatedPlaceIds()).not.toContain(transientOpensLater);
    const response = await server.request(`/api/customer/${customerId}/session/${sessionId}`);
    expect(response.status).toBe(200);
    // 30 minutes by the version it entered under: no free minutes, 9.00 the first hour.
    expect(StaySessionSchema.parse(await response.json())).toMatchObject({
      status: 'LEFT',
      amountDueMinor: 900,
    });
    expect(await changeTariff(server, transientOpensLater, null)).toMatchObject({
      change: 'UNCHANGED',
    });
  });

  it('is gated again from a new tariff', async () => {
    const later = new Date(Date.now() + MINUTE);
    expect(await changeTariff(server, transientOpensLater, DEARER, later)).toMatchObject({
      ok: true,
      change: 'ADDED',
    });
    expect(await gatedPlaceIds()).toContain(transientOpensLater);
  });
});
