import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test/test-database.js';
import type { DatabaseHandle } from '../client.js';
import { gatedTariff, stay } from '../schema/index.js';
import { DEMO_IDS, gatedLot, openStayId } from './demo-extra-ids.js';
import { demoTariffVersion } from './demo-gated-lot.js';
import { seedDemo } from './index.js';

/**
 * The demo's gated tariffs across migration 0021 (issue 25): a database started before it
 * holds its lot's tariff as a version from 1970 that its stays name; the next start keeps it
 * and adds the demo's own version (fixed id, from 2024) beside it, and its stays name that one.
 */

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe('a start on a database migrated from one tariff per place', () => {
  it('adds the demo version beside the migrated one, which its other stays keep', async () => {
    const { db } = database;
    const [demo] = await db
      .select()
      .from(gatedTariff)
      .where(eq(gatedTariff.id, demoTariffVersion(gatedLot).id));
    if (!demo) throw new Error('no demo tariff version');
    // What 0021 makes of the tariff a start before it wrote: its own id, from 1970.
    const [migrated] = await db
      .insert(gatedTariff)
      .values({ ...demo, id: undefined, validFrom: new Date('1970-01-01T00:00:00.000Z') })
      .returning({ id: gatedTariff.id });
    if (!migrated) throw new Error('no migrated version');
    await db.update(stay).set({ gatedTariffId: migrated.id }).where(eq(stay.placeId, gatedLot));
    const [entered] = await db
      .insert(stay)
      .values({
        customerId: DEMO_IDS.customer.id,
        placeId: gatedLot,
        gatedTariffId: migrated.id,
        plate: '7301MIG',
        actualStart: new Date(),
      })
      .returning({ id: stay.id });

    await seedDemo(db);

    const [demoStay] = await db.select().from(stay).where(eq(stay.id, openStayId));
    expect(demoStay?.gatedTariffId).toBe(demo.id);
    const versions = await db.select().from(gatedTariff).where(eq(gatedTariff.placeId, gatedLot));
    expect(versions.map((version) => version.id).sort()).toEqual([demo.id, migrated.id].sort());
    // A stay the demo does not define (a gate's entry) keeps the version it entered under.
    const others = await db
      .select({ id: stay.id, gatedTariffId: stay.gatedTariffId })
      .from(stay)
      .where(and(eq(stay.placeId, gatedLot), ne(stay.gatedTariffId, demo.id)));
    expect(others).toEqual([{ id: entered?.id, gatedTariffId: migrated.id }]);
  });
});
