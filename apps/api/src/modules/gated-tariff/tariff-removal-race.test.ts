import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#api/db/client.js';
import { gatedTariffIdForEntry } from '#api/db/queries/gated-tariff.js';
import { stay } from '#api/db/schema/index.js';
import { DEMO_IDS, transientOpensLater } from '#api/db/seed/demo-extra-ids.js';
import { DEARER } from '#test/tariff-change-helpers.js';
import { createTestDatabase } from '#test/test-database.js';
import { setGatedTariff } from './index.js';

/**
 * A removal of a place's tariff while a car's entry is being written (issue 25): the entry holds
 * the versions shared until it commits, so the removal waits for it, counts its car, and is
 * refused. PostgreSQL only: PGlite runs one transaction at a time, so nothing races there.
 */
const postgres = process.env.DATABASE_URL;
if (!postgres) console.info('tariff-removal-race: skipped, it needs PostgreSQL (DATABASE_URL)');

let database: DatabaseHandle;
beforeAll(async () => {
  if (postgres) database = await createTestDatabase();
});
afterAll(() => database?.close());

describe.runIf(postgres)('a tariff removal racing an entry', () => {
  it('waits for the entry that took the version, then refuses: a car is inside', async () => {
    const { db } = database;
    const place = transientOpensLater;
    await db.transaction((tx) => setGatedTariff(tx, place, DEARER, new Date()));
    let versionTaken = () => {};
    const taken = new Promise<void>((resolve) => {
      versionTaken = resolve;
    });
    const entry = db.transaction(async (tx) => {
      const now = new Date();
      const gatedTariffId = await gatedTariffIdForEntry(tx, place, now, now);
      if (!gatedTariffId) throw new Error('the place has no tariff');
      versionTaken();
      // Long enough for the removal to run to its end if nothing made it wait.
      await sleep(500);
      await tx.insert(stay).values({
        customerId: DEMO_IDS.customer.id,
        placeId: place,
        gatedTariffId,
        plate: '7201RACE',
        actualStart: now,
      });
    });
    await taken;
    const removal = db.transaction((tx) => setGatedTariff(tx, place, null, new Date()));
    await entry;
    expect(await removal).toMatchObject({ ok: false, reason: 'OPEN_STAYS', openStays: 1 });
  });
});
