import { currencyDigits } from '../display/money.js';
import { PERIOD_TYPES, WEEKDAYS } from '../vocabulary/index.js';
import { amountOfMinor, minorOfAmount } from './amount.js';
import { canonicalAccount } from './payment-account.js';
import type {
  OperatorCustomer,
  OperatorFile,
  OperatorFileInput,
  OperatorPeriod,
  OperatorPlace,
  OperatorRate,
} from './schema.js';

/**
 * The one way to write a valid file (decision 089): keys in the schema's order, defaults left
 * out, amounts with the currency's decimals, instants in UTC, periods, hours and closing days
 * sorted. Export writes this, so the same configuration is always the same bytes, and two files
 * mean the same exactly when their canonical forms are equal.
 */
export function canonicalFile(file: OperatorFile): OperatorFileInput {
  const digits = currencyDigits(file.organization.currency);
  const amount = (text: string) => amountOfMinor(minorOfAmount(text, digits) ?? 0, digits);
  const { organization } = file;
  return compact({
    $schema: file.$schema,
    organization: compact({
      key: organization.key,
      id: organization.id,
      name: organization.name,
      currency: organization.currency,
      country: organization.country,
      measurementUnit: unlessDefault(organization.measurementUnit, 'metric'),
      dateFormat: unlessDefault(organization.dateFormat, 'DD/MM/YYYY HH:mm'),
    }),
    vehicleTypes: nonEmpty(sortByKey(file.vehicleTypes).map((type) => compact({ ...type }))),
    serviceTypes: nonEmpty(sortByKey(file.serviceTypes).map((type) => compact({ ...type }))),
    customers: nonEmpty(
      file.customers.map((customer) =>
        canonicalCustomer(customer, organization.dateFormat, amount),
      ),
    ),
  }) as OperatorFileInput;
}

type Amount = (text: string) => string;

function canonicalCustomer(customer: OperatorCustomer, dateFormat: string, amount: Amount) {
  const settings = customer.settings;
  return compact({
    key: customer.key,
    id: customer.id,
    name: customer.name,
    description: customer.description,
    texts: nonEmptyTexts(customer.texts),
    languages:
      customer.languages.length === 1 && customer.languages[0] === 'es-ES'
        ? undefined
        : customer.languages,
    logoUrl: customer.logoUrl,
    landingUrl: customer.landingUrl,
    termsUrl: customer.termsUrl,
    primaryColor: unlessDefault(customer.primaryColor, '#0b57d0'),
    secondaryColor: unlessDefault(customer.secondaryColor, '#e8f0fe'),
    contactPhone: customer.contactPhone,
    contactEmail: customer.contactEmail,
    settings: nonEmptyObject({
      allowSms: unlessDefault(settings.allowSms, false),
      defaultSms: unlessDefault(settings.defaultSms, true),
      expireMinutes: unlessDefault(settings.expireMinutes, 15),
      vehicleLookup: unlessDefault(settings.vehicleLookup, false),
      allowExtensions: unlessDefault(settings.allowExtensions, false),
      similarPlatesOnMiss: unlessDefault(settings.similarPlatesOnMiss, false),
    }),
    places: nonEmpty(
      customer.places.map((place) => canonicalPlace(place, customer, dateFormat, amount)),
    ),
  });
}

function canonicalPlace(
  place: OperatorPlace,
  customer: OperatorCustomer,
  dateFormat: string,
  amount: Amount,
) {
  const own = effectivePlaceSettings(place, customer, dateFormat);
  const inherited = { ...customer.settings, dateFormat };
  const gated = place.gatedTariff;
  return compact({
    key: place.key,
    id: place.id,
    name: place.name,
    description: place.description,
    texts: nonEmptyTexts(place.texts),
    timezone: unlessDefault(place.timezone, 'UTC'),
    spaces: unlessDefault(place.spaces, 0),
    termsUrl: place.termsUrl,
    payment: nonEmptyObject({
      provider: unlessDefault(place.payment.provider, 'CARD_INTENT'),
      gateway: unlessDefault(place.payment.gateway, 'SANDBOX'),
      account: canonicalAccount(place.payment.account),
    }),
    settings: nonEmptyObject({
      dateFormat: unlessDefault(own.dateFormat, inherited.dateFormat),
      expireMinutes: unlessDefault(own.expireMinutes, inherited.expireMinutes),
      allowExtensions: unlessDefault(own.allowExtensions, inherited.allowExtensions),
      allowSms: unlessDefault(own.allowSms, inherited.allowSms),
      defaultSms: unlessDefault(own.defaultSms, inherited.defaultSms),
      vehicleLookup: unlessDefault(own.vehicleLookup, inherited.vehicleLookup),
      bookingCancelBeforeMinutes: unlessDefault(own.bookingCancelBeforeMinutes, 1440),
    }),
    addresses: nonEmpty(
      place.addresses.map((address) =>
        compact({ ...address, texts: nonEmptyTexts(address.texts) }),
      ),
    ),
    images: nonEmpty(place.images.map((image) => compact({ url: image.url, alt: image.alt }))),
    vehicleTypes: nonEmpty(place.vehicleTypes),
    serviceTypes: nonEmpty(place.serviceTypes),
    periods: nonEmpty(canonicalPeriods(place.periods)),
    closingDays: nonEmpty(
      [...place.closingDays]
        .sort((a, b) => a.date.localeCompare(b.date))
        .map((day) => compact({ date: day.date, reason: day.reason })),
    ),
    rates: nonEmpty(place.rates.map((rate) => canonicalRate(rate, amount))),
    gatedTariff: gated
      ? compact({
          freeMinutes: unlessDefault(gated.freeMinutes, 0),
          steps: nonEmpty(
            gated.steps.map((step) => ({
              upToMinutes: step.upToMinutes,
              amount: amount(step.amount),
            })),
          ),
          thenEveryMinutes: gated.thenEveryMinutes,
          thenAmount: amount(gated.thenAmount),
          dailyCap: amount(gated.dailyCap),
          graceMinutes: unlessDefault(gated.graceMinutes, 10),
        })
      : undefined,
  });
}

/** A place's settings with what it leaves out taken from its customer and organisation. */
export function effectivePlaceSettings(
  place: OperatorPlace,
  customer: OperatorCustomer,
  dateFormat: string,
) {
  const own = place.settings;
  const from = customer.settings;
  return {
    dateFormat: own.dateFormat ?? dateFormat,
    expireMinutes: own.expireMinutes ?? from.expireMinutes,
    allowExtensions: own.allowExtensions ?? from.allowExtensions,
    allowSms: own.allowSms ?? from.allowSms,
    defaultSms: own.defaultSms ?? from.defaultSms,
    vehicleLookup: own.vehicleLookup ?? from.vehicleLookup,
    bookingCancelBeforeMinutes: own.bookingCancelBeforeMinutes,
  };
}

function canonicalRate(rate: OperatorRate, amount: Amount) {
  return compact({
    key: rate.key,
    id: rate.id,
    name: rate.name,
    texts: nonEmptyTexts(rate.texts),
    type: unlessDefault(rate.type, 'FLAT_RATE'),
    lines: rate.lines.map((line) =>
      compact({
        key: line.key,
        id: line.id,
        value: amount(line.value),
        serviceFee: unlessDefault(amount(line.serviceFee), amount('0')),
        durationMinutes: line.durationMinutes,
        startBefore: line.startBefore,
        endOfPeriod: line.endOfPeriod,
      }),
    ),
  });
}

/** Periods by type then bounds; in each, one entry per time range with its days in week order. */
function canonicalPeriods(periods: OperatorPeriod[]) {
  const canonical = periods.map((period) => {
    const byRange = new Map<string, Set<string>>();
    for (const hours of period.hours) {
      const range = `${hours.from}-${hours.to}`;
      const days = byRange.get(range) ?? new Set<string>();
      for (const day of hours.days) days.add(day);
      byRange.set(range, days);
    }
    const hours = [...byRange]
      .map(([range, days]) => {
        const [from = '', to = ''] = range.split('-');
        return { days: WEEKDAYS.filter((day) => days.has(day)), from, to };
      })
      .sort(
        (a, b) =>
          a.from.localeCompare(b.from) ||
          a.to.localeCompare(b.to) ||
          WEEKDAYS.indexOf(a.days[0] ?? 'MONDAY') - WEEKDAYS.indexOf(b.days[0] ?? 'MONDAY'),
      );
    return compact({
      type: period.type,
      from: canonicalInstant(period.from),
      until: period.until === undefined ? undefined : canonicalInstant(period.until),
      hours: nonEmpty(hours),
    });
  });
  return canonical.sort(
    (a, b) =>
      PERIOD_TYPES.indexOf(a.type) - PERIOD_TYPES.indexOf(b.type) ||
      a.from.localeCompare(b.from) ||
      (a.until ?? '~').localeCompare(b.until ?? '~') ||
      JSON.stringify(a.hours ?? []).localeCompare(JSON.stringify(b.hours ?? [])),
  );
}

/** '2024-01-01T00:00:00Z': UTC, milliseconds only when there are some. */
export function canonicalInstant(text: string): string {
  return new Date(text).toISOString().replace('.000Z', 'Z');
}

const unlessDefault = <T>(value: T, fallback: T): T | undefined =>
  value === fallback ? undefined : value;
const nonEmpty = <T>(items: T[]): T[] | undefined => (items.length === 0 ? undefined : items);
const sortByKey = <T extends { key: string }>(items: T[]) =>
  [...items].sort((a, b) => a.key.localeCompare(b.key));

function nonEmptyObject<T extends Record<string, unknown>>(value: T): Partial<T> | undefined {
  const kept = compact(value);
  return Object.keys(kept).length === 0 ? undefined : kept;
}

function nonEmptyTexts(texts: Record<string, Record<string, string | undefined> | undefined>) {
  const kept = Object.fromEntries(
    Object.entries(texts)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([locale, fields]) => [locale, nonEmptyObject(fields ?? {})])
      .filter(([, fields]) => fields !== undefined),
  );
  return Object.keys(kept).length === 0 ? undefined : kept;
}

/** The object without its undefined fields, in the order they were written. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
