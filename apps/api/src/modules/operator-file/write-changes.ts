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
import { eq } from 'drizzle-orm';
import type { Transaction } from '#api/db/queries/booking-capacity.js';
import {
  customer,
  customerSettings,
  organization,
  place,
  placeSettings,
  rate,
  rateLine,
  serviceType,
  vehicleType,
} from '#api/db/schema/index.js';
import { repriceForCurrency } from './currency-change.js';
import { PLACE_LISTS, replacePlaceLists } from './place-lists.js';
import { removeEntity } from './remove-entity.js';

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
      const problem = await removeEntity(tx, change);
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
  const currencyChanged = changes.some(
    (c) =>
      c.entity === 'organization' &&
      c.action === 'change' &&
      c.fields.some((f) => f.field === 'currency'),
  );
  if (currencyChanged) problems.push(...(await repriceForCurrency(tx, file, digits, now)));
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
        r.lines.forEach((l, order) => {
          lines.set(l.id ?? '', { line: l, rateId: r.id ?? '', order });
        });
      });
    });
  });
  const vehicleIdOf = new Map(file.vehicleTypes.map((t) => [t.key, t.id ?? '']));
  const serviceIdOf = new Map(file.serviceTypes.map((t) => [t.key, t.id ?? '']));
  return { types, customers, places, rates, lines, vehicleIdOf, serviceIdOf };
}

async function upsert(
  tx: Transaction,
  // biome-ignore lint/suspicious/noExplicitAny: one helper for every table with a uuid `id`
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
  paymentAccount: p.payment.account ?? null,
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
