import { minuteOfClock, type OperatorPlace } from '@parking/domain/operator-file';
import { eq } from 'drizzle-orm';
import type { Transaction } from '#api/db/queries/booking-capacity.js';
import {
  closingDay,
  period,
  periodTimeRange,
  placeAddress,
  placeImage,
  placeServiceType,
  placeVehicleType,
} from '#api/db/schema/index.js';
import { setGatedTariff } from '#api/modules/gated-tariff/index.js';

/** Amounts of the file's currency, and the instant a new tariff version starts. */
export type Money = { minor: (text: string) => number; currencyCode: string; now: Date };

/** The fields of a place kept in rows of their own, replaced whole when they change. */
export const PLACE_LISTS = [
  'addresses',
  'images',
  'vehicleTypes',
  'serviceTypes',
  'periods',
  'closingDays',
  'gatedTariff',
] as const;

/** The ids of the file's vehicle and service types by key. */
export type TypeIds = { vehicleIdOf: Map<string, string>; serviceIdOf: Map<string, string> };

/** Replaces the place's lists that changed (all of them for a new place); returns refusals. */
export async function replacePlaceLists(
  tx: Transaction,
  p: OperatorPlace,
  index: TypeIds,
  lists: ReadonlyArray<(typeof PLACE_LISTS)[number]>,
  money: Money,
): Promise<string[]> {
  const problems: string[] = [];
  const placeId = p.id ?? '';
  for (const list of lists) {
    switch (list) {
      case 'addresses':
        await tx.delete(placeAddress).where(eq(placeAddress.placeId, placeId));
        if (p.addresses.length > 0) {
          await tx.insert(placeAddress).values(
            p.addresses.map((a, position) => ({
              placeId,
              addressLine1: a.line1,
              addressLine2: a.line2 ?? null,
              city: a.city ?? null,
              postalCode: a.postalCode ?? null,
              countryCode: a.country ?? null,
              translations: a.texts,
              position,
            })),
          );
        }
        break;
      case 'images':
        await tx.delete(placeImage).where(eq(placeImage.placeId, placeId));
        if (p.images.length > 0)
          await tx
            .insert(placeImage)
            .values(
              p.images.map((i, position) => ({ placeId, url: i.url, alt: i.alt ?? '', position })),
            );
        break;
      case 'vehicleTypes':
        await tx.delete(placeVehicleType).where(eq(placeVehicleType.placeId, placeId));
        if (p.vehicleTypes.length > 0)
          await tx.insert(placeVehicleType).values(
            p.vehicleTypes.map((key, position) => ({
              placeId,
              vehicleTypeId: index.vehicleIdOf.get(key) ?? '',
              position,
            })),
          );
        break;
      case 'serviceTypes':
        await tx.delete(placeServiceType).where(eq(placeServiceType.placeId, placeId));
        if (p.serviceTypes.length > 0)
          await tx.insert(placeServiceType).values(
            p.serviceTypes.map((key, position) => ({
              placeId,
              serviceTypeId: index.serviceIdOf.get(key) ?? '',
              position,
            })),
          );
        break;
      case 'periods':
        await replacePeriods(tx, p);
        break;
      case 'closingDays':
        await tx.delete(closingDay).where(eq(closingDay.placeId, placeId));
        if (p.closingDays.length > 0)
          await tx
            .insert(closingDay)
            .values(
              p.closingDays.map((d) => ({ placeId, date: d.date, reason: d.reason ?? null })),
            );
        break;
      case 'gatedTariff':
        {
          const problem = await setTariff(tx, p, money);
          if (problem) problems.push(problem);
        }
        break;
    }
  }
  return problems;
}

async function replacePeriods(tx: Transaction, p: OperatorPlace) {
  const placeId = p.id ?? '';
  await tx.delete(period).where(eq(period.placeId, placeId));
  for (const entry of p.periods) {
    const [row] = await tx
      .insert(period)
      .values({
        placeId,
        type: entry.type,
        startOfPeriod: new Date(entry.from),
        endOfPeriod: entry.until === undefined ? null : new Date(entry.until),
      })
      .returning({ id: period.id });
    const ranges = entry.hours.flatMap((hours) =>
      hours.days.map((day) => ({
        applicableDay: day,
        startMinute: minuteOfClock(hours.from, 23) ?? 0,
        endMinute: minuteOfClock(hours.to, 47) ?? 0,
      })),
    );
    if (row && ranges.length > 0) {
      await tx
        .insert(periodTimeRange)
        .values(ranges.map((range, position) => ({ periodId: row.id, ...range, position })));
    }
  }
}

/** A new tariff version from now, or none (decision 089 with the versions of the gated tariff). */
async function setTariff(tx: Transaction, p: OperatorPlace, money: Money): Promise<string | null> {
  const tariff = p.gatedTariff;
  const result = await setGatedTariff(
    tx,
    p.id ?? '',
    tariff
      ? {
          freeMinutes: tariff.freeMinutes,
          steps: tariff.steps.map((step) => ({
            upToMinutes: step.upToMinutes,
            amountMinor: money.minor(step.amount),
          })),
          thenEveryMinutes: tariff.thenEveryMinutes,
          thenAmountMinor: money.minor(tariff.thenAmount),
          dailyCapMinor: money.minor(tariff.dailyCap),
          graceMinutes: tariff.graceMinutes,
          currencyCode: money.currencyCode,
        }
      : null,
    money.now,
  );
  return result.ok ? null : `${p.key}.gatedTariff: ${result.message}`;
}
