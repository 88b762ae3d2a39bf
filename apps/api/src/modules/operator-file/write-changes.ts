import { currencyDigits } from '@parking/domain';
import {
  effectivePlaceSettings,
  minorOfAmount,
  minuteOfClock,
  type OperatorChange,
  type OperatorCustomer,
  type OperatorFile,
  type OperatorPlace,
  type OperatorRate,
} from '@parking/domain/operator-file';
import { eq, inArray } from 'drizzle-orm';
import type { Transaction } from '#api/db/queries/booking-capacity.js';
import {
  closingDay,
  customer,
  customerSettings,
  organization,
  period,
  periodTimeRange,
  place,
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
import { setGatedTariff } from '#api/modules/gated-tariff/index.js';

/** Amounts of the file's currency, and the instant a new tariff version starts. */
type Money = { minor: (text: string) => number; currencyCode: string; now: Date };

/** The fields of a place kept in rows of their own, replaced whole when they change. */
const PLACE_LISTS = [
  'addresses',
  'images',
  'vehicleTypes',
  'serviceTypes',
  'periods',
  'closingDays',
  'gatedTariff',
] as const;

/**
 * Writes a plan's changes (decision 089) inside the caller's transaction, parents before
 * children, removals deepest first. A removal the database refuses because something still
 * points at the row (a payment, a session, a stay) is undone alone (a savepoint): a rate is
 * then retired, kept for its history; anything else is a problem that refuses the apply.
 * Returns those problems.
 */
export async function writeChanges(
  tx: Transaction,
  file: OperatorFile,
  changes: readonly OperatorChange[],
  now: Date,
): Promise<string[]> {
  const problems: string[] = [];
  const index = indexFile(file);
  const digits = currencyDigits(file.organization.currency);
  const minor = (text: string) => minorOfAmount(text, digits) ?? 0;
  let settingsTouched = false;
  const removed = new Set(changes.filter((c) => c.action === 'remove').map((c) => c.id));
  for (const change of changes) {
    if (change.action === 'remove') {
      // A line goes with its rate and a rate with its place (the database cascades them);
      // a customer's places are removed one by one first.
      const cascades = change.entity === 'line' || change.entity === 'rate';
      if (cascades && change.parentId !== null && removed.has(change.parentId)) continue;
      const problem = await remove(tx, change);
      if (problem) problems.push(problem);
      continue;
    }
    const adding = change.action === 'add';
    switch (change.entity) {
      case 'organization':
        await upsert(tx, organization, adding, file.organization.id, organizationRow(file));
        settingsTouched ||= change.fields.some((f) => f.field === 'dateFormat');
        break;
      case 'vehicleType':
      case 'serviceType': {
        const table = change.entity === 'vehicleType' ? vehicleType : serviceType;
        const type = index.types.get(change.id);
        if (type)
          await upsert(tx, table, adding, change.id, {
            organizationId: file.organization.id,
            key: type.key,
            name: type.name,
            icon: type.icon,
          });
        break;
      }
      case 'customer': {
        const found = index.customers.get(change.id);
        if (!found) break;
        await upsert(
          tx,
          customer,
          adding,
          change.id,
          customerRow(file, found.customer, found.order),
        );
        const settings = { ...found.customer.settings };
        await tx
          .insert(customerSettings)
          .values({ customerId: change.id, ...settings })
          .onConflictDoUpdate({ target: customerSettings.customerId, set: settings });
        settingsTouched ||= change.fields.some((f) => f.field === 'settings');
        break;
      }
      case 'place': {
        const found = index.places.get(change.id);
        if (!found) break;
        await upsert(
          tx,
          place,
          adding,
          change.id,
          placeRow(found.place, found.customer.id ?? '', found.order),
        );
        const lists = adding
          ? [...PLACE_LISTS]
          : PLACE_LISTS.filter((list) => change.fields.some((f) => f.field === list));
        problems.push(
          ...(await replacePlaceLists(tx, found.place, index, lists, {
            minor,
            currencyCode: file.organization.currency,
            now,
          })),
        );
        settingsTouched = true;
        break;
      }
      case 'rate': {
        const found = index.rates.get(change.id);
        if (found)
          await upsert(
            tx,
            rate,
            adding,
            change.id,
            rateRow(found.rate, found.placeId, found.order, file.organization.currency),
          );
        break;
      }
      case 'line': {
        const found = index.lines.get(change.id);
        if (!found) break;
        const line = found.line;
        await upsert(tx, rateLine, adding, change.id, {
          rateId: found.rateId,
          key: line.key,
          valueMinor: minor(line.value),
          serviceFeeMinor: minor(line.serviceFee),
          durationMinutes: line.durationMinutes ?? null,
          startBeforeMinute:
            line.startBefore === undefined ? null : minuteOfClock(line.startBefore, 23),
          endTimeOfPeriodMinute:
            line.endOfPeriod === undefined ? null : minuteOfClock(line.endOfPeriod, 47),
          position: found.order,
        });
        break;
      }
    }
  }
  // A place's settings are its own values over its customer's and organisation's: rewritten
  // whenever any of the three changed.
  if (settingsTouched) {
    for (const customerEntry of file.customers) {
      for (const placeEntry of customerEntry.places) {
        const values = effectivePlaceSettings(
          placeEntry,
          customerEntry,
          file.organization.dateFormat,
        );
        const row = { ...values, defaultDateFormat: values.dateFormat };
        const { dateFormat: _, ...set } = row;
        await tx
          .insert(placeSettings)
          .values({ placeId: placeEntry.id ?? '', ...set })
          .onConflictDoUpdate({ target: placeSettings.placeId, set });
      }
    }
  }
  return problems;
}

type Indexed = ReturnType<typeof indexFile>;

function indexFile(file: OperatorFile) {
  const types = new Map<string, { key: string; name: string; icon: string }>();
  for (const type of [...file.vehicleTypes, ...file.serviceTypes])
    if (type.id) types.set(type.id, type);
  const customers = new Map<string, { customer: OperatorCustomer; order: number }>();
  const places = new Map<
    string,
    { place: OperatorPlace; customer: OperatorCustomer; order: number }
  >();
  const rates = new Map<string, { rate: OperatorRate; placeId: string; order: number }>();
  const lines = new Map<
    string,
    { line: OperatorRate['lines'][number]; rateId: string; order: number }
  >();
  file.customers.forEach((c, customerOrder) => {
    customers.set(c.id ?? '', { customer: c, order: customerOrder });
    c.places.forEach((p, order) => {
      places.set(p.id ?? '', { place: p, customer: c, order });
      p.rates.forEach((r, order) => {
        rates.set(r.id ?? '', { rate: r, placeId: p.id ?? '', order });
        r.lines.forEach((l, order) =>
          lines.set(l.id ?? '', { line: l, rateId: r.id ?? '', order }),
        );
      });
    });
  });
  const vehicleIdOf = new Map(file.vehicleTypes.map((t) => [t.key, t.id ?? '']));
  const serviceIdOf = new Map(file.serviceTypes.map((t) => [t.key, t.id ?? '']));
  return { types, customers, places, rates, lines, vehicleIdOf, serviceIdOf };
}

// biome-ignore lint/suspicious/noExplicitAny: one helper for every table with a uuid `id`
async function upsert(
  tx: Transaction,
  table: any,
  adding: boolean,
  id: string | undefined,
  values: Record<string, unknown>,
) {
  // A rate or line added back by its key is a retired one revived: the row is still there.
  const revivable = table === rate || table === rateLine;
  if (!adding) await tx.update(table).set(values).where(eq(table.id, id));
  else if (revivable)
    await tx
      .insert(table)
      .values({ id, ...values })
      .onConflictDoUpdate({ target: table.id, set: values });
  else await tx.insert(table).values({ id, ...values });
}

const organizationRow = (file: OperatorFile) => ({
  key: file.organization.key,
  name: file.organization.name,
  defaultCurrencyCode: file.organization.currency,
  defaultCountryCode: file.organization.country,
  defaultMeasurementUnit: file.organization.measurementUnit,
  defaultDateFormat: file.organization.dateFormat,
});

const customerRow = (file: OperatorFile, c: OperatorCustomer, position: number) => ({
  organizationId: file.organization.id,
  position,
  key: c.key,
  name: c.name,
  description: c.description ?? null,
  translations: c.texts,
  languages: c.languages,
  logoUrl: c.logoUrl ?? null,
  landingUrl: c.landingUrl ?? null,
  termsUrl: c.termsUrl ?? null,
  primaryColor: c.primaryColor,
  secondaryColor: c.secondaryColor,
  contactPhone: c.contactPhone ?? null,
  contactEmail: c.contactEmail ?? null,
});

const placeRow = (p: OperatorPlace, customerId: string, position: number) => ({
  customerId,
  key: p.key,
  name: p.name,
  description: p.description ?? null,
  translations: p.texts,
  spacesTotal: p.spaces,
  timezone: p.timezone,
  termsUrl: p.termsUrl ?? null,
  paymentProvider: p.payment.provider,
  paymentGateway: p.payment.gateway,
  position,
});

const rateRow = (r: OperatorRate, placeId: string, position: number, currencyCode: string) => ({
  placeId,
  key: r.key,
  name: r.name,
  translations: r.texts,
  type: r.type,
  currencyCode,
  position,
  active: true,
});

async function replacePlaceLists(
  tx: Transaction,
  p: OperatorPlace,
  index: Indexed,
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

/** Deletes a removed entity, or says why it cannot go; a rate with payments is retired. */
async function remove(tx: Transaction, change: OperatorChange): Promise<string | null> {
  const tables = {
    organization,
    vehicleType,
    serviceType,
    customer,
    place,
    rate,
    line: rateLine,
  } as const;
  const table = tables[change.entity];
  try {
    await tx.transaction(async (savepoint) => {
      if (change.entity === 'customer')
        await savepoint.delete(customerSettings).where(eq(customerSettings.customerId, change.id));
      if (change.entity === 'place')
        await savepoint.delete(placeSettings).where(inArray(placeSettings.placeId, [change.id]));
      await savepoint.delete(table).where(eq(table.id, change.id));
    });
    return null;
  } catch (error) {
    if (!isStillReferenced(error)) throw error;
    if (change.entity === 'rate') {
      await tx.update(rate).set({ active: false }).where(eq(rate.id, change.id));
      return null;
    }
    return `${change.path}: cannot be removed, sessions, bookings, permits, stays, payments or keys still point at it${change.entity === 'place' ? ' (close it with an EXCEPTION period instead)' : ''}`;
  }
}

/** PostgreSQL's foreign_key_violation, from pg or PGlite, possibly wrapped by drizzle. */
function isStillReferenced(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
