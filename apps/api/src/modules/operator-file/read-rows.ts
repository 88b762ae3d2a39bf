import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import {
  closingDay,
  gatedTariff,
  period,
  periodTimeRange,
  placeAddress,
  placeImage,
  placeServiceType,
  placeSettings,
  placeVehicleType,
  rate,
  rateLine,
  serviceType,
  vehicleType,
} from '#api/db/schema/index.js';

/** Every row under an organisation's places, read in a dozen queries (not one per place). */
export async function readPlaceChildren(db: Database, placeIds: string[]) {
  const of = <T>(query: (ids: string[]) => Promise<T[]>) => inIds(placeIds, query);
  const periods = await of((ids) =>
    db
      .select()
      .from(period)
      .where(inArray(period.placeId, ids))
      .orderBy(asc(period.startOfPeriod), asc(period.id)),
  );
  const rates = await of((ids) =>
    db
      .select()
      .from(rate)
      .where(inArray(rate.placeId, ids))
      .orderBy(asc(rate.position), asc(rate.id)),
  );
  return {
    settings: await of((ids) =>
      db.select().from(placeSettings).where(inArray(placeSettings.placeId, ids)),
    ),
    addresses: await of((ids) =>
      db
        .select()
        .from(placeAddress)
        .where(inArray(placeAddress.placeId, ids))
        .orderBy(asc(placeAddress.position), asc(placeAddress.id)),
    ),
    images: await of((ids) =>
      db
        .select()
        .from(placeImage)
        .where(inArray(placeImage.placeId, ids))
        .orderBy(asc(placeImage.position), asc(placeImage.id)),
    ),
    vehicleLinks: await of((ids) =>
      db
        .select()
        .from(placeVehicleType)
        .where(inArray(placeVehicleType.placeId, ids))
        .orderBy(asc(placeVehicleType.position)),
    ),
    serviceLinks: await of((ids) =>
      db
        .select()
        .from(placeServiceType)
        .where(inArray(placeServiceType.placeId, ids))
        .orderBy(asc(placeServiceType.position)),
    ),
    closingDays: await of((ids) =>
      db.select().from(closingDay).where(inArray(closingDay.placeId, ids)),
    ),
    tariffs: await of((ids) =>
      db.select().from(gatedTariff).where(inArray(gatedTariff.placeId, ids)),
    ),
    periods,
    ranges: await inIds(
      periods.map((row) => row.id),
      (ids) =>
        db
          .select()
          .from(periodTimeRange)
          .where(inArray(periodTimeRange.periodId, ids))
          .orderBy(asc(periodTimeRange.position), asc(periodTimeRange.id)),
    ),
    rates,
    lines: await inIds(
      rates.map((row) => row.id),
      (ids) =>
        db
          .select()
          .from(rateLine)
          .where(inArray(rateLine.rateId, ids))
          .orderBy(asc(rateLine.position), asc(rateLine.id)),
    ),
  };
}

/**
 * The organisation's vehicle and service types: its own, and those made before files named
 * an owner (null) that its places use.
 */
export async function readTypes(db: Database, organizationId: string, placeIds: string[]) {
  const usedVehicle = await inIds(placeIds, (ids) =>
    db
      .select({ id: placeVehicleType.vehicleTypeId })
      .from(placeVehicleType)
      .where(inArray(placeVehicleType.placeId, ids)),
  );
  const usedService = await inIds(placeIds, (ids) =>
    db
      .select({ id: placeServiceType.serviceTypeId })
      .from(placeServiceType)
      .where(inArray(placeServiceType.placeId, ids)),
  );
  const vehicle = await db
    .select()
    .from(vehicleType)
    .where(
      or(
        eq(vehicleType.organizationId, organizationId),
        inArray(vehicleType.id, [...usedVehicle.map((row) => row.id), NO_ID]),
      ),
    );
  const service = await db
    .select()
    .from(serviceType)
    .where(
      or(
        eq(serviceType.organizationId, organizationId),
        inArray(serviceType.id, [...usedService.map((row) => row.id), NO_ID]),
      ),
    );
  const ownOrUnowned = <T extends { organizationId: string | null }>(rows: T[]) =>
    rows.filter((row) => row.organizationId === null || row.organizationId === organizationId);
  return { vehicle: ownOrUnowned(vehicle), service: ownOrUnowned(service) };
}

/** A UUID no row has: keeps an `in (...)` list from being empty. */
const NO_ID = '00000000-0000-0000-0000-000000000000';

export async function inIds<T>(
  ids: string[],
  query: (ids: string[]) => Promise<T[]>,
): Promise<T[]> {
  return ids.length === 0 ? [] : query(ids);
}
