import {
  currencyDigits,
  gatedTariffVersionAt,
  readStoredTranslations,
  type SERVICE_TYPE_ICONS,
  type VEHICLE_TYPE_ICONS,
} from '@parking/domain';
import {
  amountOfMinor,
  canonicalFile,
  canonicalInstant,
  clockOfMinute,
  type OperatorFile,
  type OperatorFileInput,
  type OperatorPeriod,
} from '@parking/domain/operator-file';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import {
  customer,
  customerSettings,
  organization,
  type period,
  type periodTimeRange,
  place,
} from '#api/db/schema/index.js';
import { KeyMaker, type UnnamedRow } from './key-maker.js';
import { inIds, readPlaceChildren, readTypes } from './read-rows.js';

/**
 * An organisation as its operator file (decision 089), canonical: what export writes and what
 * plan compares a file with. Every keyed entity carries its id; a row no apply has named yet
 * gets a key made from its name. Retired rates (removed from a file while payments still
 * point at them) are not in it.
 */
export async function readOrganizationFile(
  db: Database,
  organizationId: string,
  now = new Date(),
): Promise<OperatorFileInput | null> {
  return (await readOrganizationState(db, organizationId, now))?.file ?? null;
}

/** The organisation's file and the rows whose keys it made from their names. */
export async function readOrganizationState(
  db: Database,
  organizationId: string,
  now = new Date(),
): Promise<{ file: OperatorFileInput; unnamed: UnnamedRow[] } | null> {
  const unnamed: UnnamedRow[] = [];
  const [org] = await db.select().from(organization).where(eq(organization.id, organizationId));
  if (!org) return null;
  const digits = currencyDigits(org.defaultCurrencyCode);
  const money = (minor: number) => amountOfMinor(minor, digits);
  const orgKeys = new KeyMaker('organization', unnamed);
  const customers = await db
    .select()
    .from(customer)
    .where(eq(customer.organizationId, org.id))
    .orderBy(asc(customer.position), asc(customer.createdAt), asc(customer.id));
  const customerIds = customers.map((row) => row.id);
  const settingsRows = await inIds(customerIds, (ids) =>
    db.select().from(customerSettings).where(inArray(customerSettings.customerId, ids)),
  );
  const places = await inIds(customerIds, (ids) =>
    db
      .select()
      .from(place)
      .where(inArray(place.customerId, ids))
      .orderBy(asc(place.position), asc(place.createdAt), asc(place.id)),
  );
  const placeIds = places.map((row) => row.id);
  const children = await readPlaceChildren(db, placeIds);
  const types = await readTypes(db, org.id, placeIds);

  const vehicleKeys = new KeyMaker('vehicleType', unnamed);
  const serviceKeys = new KeyMaker('serviceType', unnamed);
  const vehicleTypes = types.vehicle.map((row) => ({
    key: vehicleKeys.claim(row.id, row.key, row.name),
    id: row.id,
    name: row.name,
    icon: row.icon as (typeof VEHICLE_TYPE_ICONS)[number],
  }));
  const serviceTypes = types.service.map((row) => ({
    key: serviceKeys.claim(row.id, row.key, row.name),
    id: row.id,
    name: row.name,
    icon: row.icon as (typeof SERVICE_TYPE_ICONS)[number],
  }));
  const vehicleKeyOf = new Map(vehicleTypes.map((type) => [type.id, type.key]));
  const serviceKeyOf = new Map(serviceTypes.map((type) => [type.id, type.key]));

  const customerKeys = new KeyMaker('customer', unnamed);
  const file = {
    organization: {
      key: orgKeys.claim(org.id, org.key, org.name),
      id: org.id,
      name: org.name,
      currency: org.defaultCurrencyCode,
      country: org.defaultCountryCode,
      measurementUnit: org.defaultMeasurementUnit as 'metric' | 'imperial',
      dateFormat: org.defaultDateFormat,
    },
    vehicleTypes,
    serviceTypes,
    customers: customers.map((row) => {
      const settings = settingsRows.find((s) => s.customerId === row.id);
      const placeKeys = new KeyMaker('place', unnamed);
      return {
        key: customerKeys.claim(row.id, row.key, row.name),
        id: row.id,
        name: row.name,
        description: row.description ?? undefined,
        texts: readStoredTranslations(row.translations, ['name', 'description']),
        languages: row.languages as OperatorFile['customers'][number]['languages'],
        logoUrl: row.logoUrl ?? undefined,
        landingUrl: row.landingUrl ?? undefined,
        termsUrl: row.termsUrl ?? undefined,
        primaryColor: row.primaryColor.toLowerCase(),
        secondaryColor: row.secondaryColor.toLowerCase(),
        contactPhone: row.contactPhone ?? undefined,
        contactEmail: row.contactEmail ?? undefined,
        settings: {
          allowSms: settings?.allowSms ?? false,
          defaultSms: settings?.defaultSms ?? true,
          expireMinutes: settings?.expireMinutes ?? 15,
          vehicleLookup: settings?.vehicleLookup ?? false,
          allowExtensions: settings?.allowExtensions ?? false,
          similarPlatesOnMiss: settings?.similarPlatesOnMiss ?? false,
        },
        places: places
          .filter((p) => p.customerId === row.id)
          .map((p) => {
            const own = children.settings.find((s) => s.placeId === p.id);
            const tariff = gatedTariffVersionAt({
              versions: children.tariffs.filter((t) => t.placeId === p.id),
              at: now,
            });
            const rateKeys = new KeyMaker('rate', unnamed);
            return {
              key: placeKeys.claim(p.id, p.key, p.name),
              id: p.id,
              name: p.name,
              description: p.description ?? undefined,
              texts: readStoredTranslations(p.translations, ['name', 'description']),
              timezone: p.timezone,
              spaces: p.spacesTotal,
              termsUrl: p.termsUrl ?? undefined,
              payment: {
                provider: p.paymentProvider,
                gateway: p.paymentGateway,
                account: p.paymentAccount ?? undefined,
              },
              settings: {
                dateFormat: own?.defaultDateFormat,
                expireMinutes: own?.expireMinutes,
                allowExtensions: own?.allowExtensions,
                allowSms: own?.allowSms,
                defaultSms: own?.defaultSms,
                vehicleLookup: own?.vehicleLookup,
                bookingCancelBeforeMinutes: own?.bookingCancelBeforeMinutes ?? 1440,
              },
              addresses: children.addresses
                .filter((a) => a.placeId === p.id)
                .map((a) => ({
                  line1: a.addressLine1,
                  line2: a.addressLine2 ?? undefined,
                  city: a.city ?? undefined,
                  postalCode: a.postalCode ?? undefined,
                  country: a.countryCode ?? undefined,
                  texts: readStoredTranslations(a.translations, ['addressLine1']),
                })),
              images: children.images
                .filter((i) => i.placeId === p.id)
                .map((i) => ({ url: i.url, alt: i.alt === '' ? undefined : i.alt })),
              vehicleTypes: children.vehicleLinks
                .filter((l) => l.placeId === p.id)
                .flatMap((l) => vehicleKeyOf.get(l.vehicleTypeId) ?? []),
              serviceTypes: children.serviceLinks
                .filter((l) => l.placeId === p.id)
                .flatMap((l) => serviceKeyOf.get(l.serviceTypeId) ?? []),
              periods: children.periods
                .filter((row) => row.placeId === p.id)
                .map((row) => periodOf(row, children.ranges)),
              closingDays: children.closingDays
                .filter((d) => d.placeId === p.id)
                .map((d) => ({ date: d.date, reason: d.reason ?? undefined })),
              rates: children.rates
                .filter((r) => r.placeId === p.id && r.active)
                .map((r) => {
                  const lineKeys = new KeyMaker('line', unnamed);
                  return {
                    key: rateKeys.claim(r.id, r.key, r.name),
                    id: r.id,
                    name: r.name,
                    texts: readStoredTranslations(r.translations, ['name']),
                    type: r.type,
                    lines: children.lines
                      .filter((l) => l.rateId === r.id)
                      .map((l, index) => ({
                        key: lineKeys.claim(l.id, l.key, `line-${index + 1}`),
                        id: l.id,
                        value: money(l.valueMinor),
                        serviceFee: money(l.serviceFeeMinor),
                        durationMinutes: l.durationMinutes ?? undefined,
                        startBefore:
                          l.startBeforeMinute === null
                            ? undefined
                            : clockOfMinute(l.startBeforeMinute),
                        endOfPeriod:
                          l.endTimeOfPeriodMinute === null
                            ? undefined
                            : clockOfMinute(l.endTimeOfPeriodMinute),
                      })),
                  };
                })
                .filter((r) => r.lines.length > 0),
              gatedTariff: tariff
                ? {
                    freeMinutes: tariff.freeMinutes,
                    steps: tariff.steps.map((step) => ({
                      upToMinutes: step.upToMinutes,
                      amount: money(step.amountMinor),
                    })),
                    thenEveryMinutes: tariff.thenEveryMinutes,
                    thenAmount: money(tariff.thenAmountMinor),
                    dailyCap: money(tariff.dailyCapMinor),
                    graceMinutes: tariff.graceMinutes,
                  }
                : undefined,
            };
          }),
      };
    }),
  } satisfies OperatorFile;
  return { file: canonicalFile(file), unnamed };
}

type PeriodRow = typeof period.$inferSelect;
type RangeRow = typeof periodTimeRange.$inferSelect;

function periodOf(row: PeriodRow, ranges: RangeRow[]): OperatorPeriod {
  const own = ranges.filter((range) => range.periodId === row.id);
  return {
    type: row.type,
    from: canonicalInstant(row.startOfPeriod.toISOString()),
    until: row.endOfPeriod ? canonicalInstant(row.endOfPeriod.toISOString()) : undefined,
    hours: own.map((range) => ({
      days: [range.applicableDay],
      from: clockOfMinute(range.startMinute),
      to: clockOfMinute(range.endMinute),
    })),
  };
}
