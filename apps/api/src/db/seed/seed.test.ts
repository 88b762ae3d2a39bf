import { getClosingStatus, type Period } from '@parking/domain';
import { eq, getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPeriods } from '#api/modules/customer/mappers.js';
import { createCustomerRepository } from '#api/modules/customer/repository.js';
import { createTestDatabase } from '#test/test-database.js';
import type { DatabaseHandle } from '../client.js';
import * as schema from '../schema/index.js';
import { buildDemoRows } from './demo-data.js';
import { DEMO_IDS, renewablePermitId, transientOpensLater } from './demo-extra-ids.js';
import { demoOperatorFiles } from './demo-operators.js';
import { seedDemo } from './index.js';

const DAY = 86_400_000;
const tables = [
  schema.organization,
  schema.customer,
  schema.customerSettings,
  schema.place,
  schema.placeSettings,
  schema.placeAddress,
  schema.placeImage,
  schema.period,
  schema.periodTimeRange,
  schema.rate,
  schema.rateLine,
  schema.vehicleType,
  schema.placeVehicleType,
  schema.serviceType,
  schema.placeServiceType,
  schema.closingDay,
  schema.assignedRight,
  schema.credential,
  schema.payment,
  schema.paymentLine,
  schema.permit,
  schema.stay,
  schema.booking,
  schema.pendingPayment,
  schema.sandboxPaymentIntent,
];

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    counts[getTableName(table)] = row?.n ?? -1;
  }
  return counts;
}

async function statusOf(placeId: string, timeZone: string, now: Date) {
  const rows = await createCustomerRepository(database.db).listPeriodsWithRanges(placeId);
  const periods: Period[] = toPeriods(rows);
  return getClosingStatus({ periods, now, timeZone });
}

describe('demo seed', () => {
  it('stores exactly the rows it describes', async () => {
    const demo = buildDemoRows(new Date());
    const counts = await rowCounts();
    const places = demoOperatorFiles().flatMap((file) => file.customers.flatMap((c) => c.places));
    expect(counts.place).toBe(places.length);
    expect(counts.rate_line).toBe(places.flatMap((p) => p.rates.flatMap((r) => r.lines)).length);
    expect(counts.stay).toBe(demo.stay.length);
    expect(counts.payment_line).toBe(demo.paymentLine.length);
    expect(counts.booking).toBe(demo.booking.length);
    expect(demo.booking.length).toBeGreaterThanOrEqual(1);
    expect(demo.stay.length).toBeGreaterThanOrEqual(13);
  });

  it('adds no rows when it runs again, now or days later', async () => {
    const before = await rowCounts();
    await seedDemo(database.db);
    expect(await rowCounts()).toEqual(before);
    await seedDemo(database.db, new Date(Date.now() + 5 * DAY));
    expect(await rowCounts()).toEqual(before);
    await seedDemo(database.db);
  });

  it('builds the same ids on every run', () => {
    const a = buildDemoRows(new Date('2026-01-01T00:00:00Z'));
    const b = buildDemoRows(new Date('2026-06-01T12:34:00Z'));
    const ids = (rows: typeof a) =>
      Object.values(rows).flatMap((list) =>
        (list as Array<{ id?: string }>).map((row) => row.id ?? ''),
      );
    expect(ids(a)).toEqual(ids(b));
    const unique = ids(a).filter((id) => id !== '');
    expect(new Set(unique).size).toBe(unique.length);
  });

  it('holds every demo situation right after a start, and again after a later start', async () => {
    for (const offset of [0, 5 * DAY]) {
      const now = new Date(Date.now() + offset);
      await seedDemo(database.db, now);
      const closed = await statusOf(DEMO_IDS.places.transientClosed.id, 'America/New_York', now);
      expect(closed).toMatchObject({ isOpen: false, closingType: 'exceptional' });
      const reopensIn = (closed.nextOpeningDate?.getTime() ?? 0) - now.getTime();
      expect(reopensIn).toBeGreaterThan(2.9 * DAY);
      expect(reopensIn).toBeLessThan(3.1 * DAY);

      const soon = await statusOf(DEMO_IDS.places.transientClosingSoon.id, 'America/New_York', now);
      expect(soon).toMatchObject({ isOpen: true, isClosingSoon: true });

      const later = await statusOf(transientOpensLater, 'America/New_York', now);
      expect(later).toMatchObject({ isOpen: false, closingType: 'regular' });
      const opensIn = (later.nextOpeningDate?.getTime() ?? 0) - now.getTime();
      expect(opensIn).toBeGreaterThan(9.9 * DAY);
      expect(opensIn).toBeLessThan(12 * DAY);

      const open = await statusOf(DEMO_IDS.places.transientOpen.id, 'America/New_York', now);
      expect(open).toMatchObject({ isOpen: true, isClosingSoon: false });

      // DEMO123's session still ends 100 minutes after the (re)start.
      const [payment] = await database.db
        .select({ end: schema.payment.endPeriodCovered })
        .from(schema.payment)
        .innerJoin(
          schema.credential,
          eq(schema.credential.assignedRightId, schema.payment.assignedRightId),
        )
        .where(eq(schema.credential.localIdentifier, 'DEMO123'));
      const endsIn = (payment?.end.getTime() ?? 0) - now.getTime();
      expect(endsIn).toBeGreaterThan(99 * 60_000);
      expect(endsIn).toBeLessThanOrEqual(100 * 60_000);
    }
    await seedDemo(database.db);
  });

  it('seeds the plates and permits the flows expect', async () => {
    const plates = await database.db
      .select({ plate: schema.credential.localIdentifier })
      .from(schema.credential);
    const count = (plate: string) => plates.filter((row) => row.plate === plate).length;
    expect(count('DEMO123')).toBe(1);
    expect(count('TWIN777')).toBe(2);
    expect(count('NEW0001')).toBe(0);
    const permits = await database.db
      .select({ id: schema.permit.assignedRightId, status: schema.permit.status })
      .from(schema.permit);
    expect(Object.fromEntries(permits.map((p) => [p.id, p.status]))).toEqual({
      [DEMO_IDS.permits.active]: 'ACTIVE',
      [DEMO_IDS.permits.completed]: 'COMPLETED',
      [DEMO_IDS.permits.expired]: 'EXPIRED',
      [renewablePermitId]: 'ACTIVE',
    });
    const stays = await database.db.select().from(schema.stay);
    const open = stays.find((stay) => stay.plate === '4321XYZ');
    expect(open).toMatchObject({ actualEnd: null });
    expect(
      stays.filter((stay) => stay.plate?.startsWith('432') || stay.plate?.includes('321')).length,
    ).toBeGreaterThanOrEqual(12);
  });
});
