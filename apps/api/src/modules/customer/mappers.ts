import {
  type Customer,
  type CustomerSettings,
  DEFAULT_CUSTOMER_SETTINGS,
  DEFAULT_DATE_FORMAT,
  LOCALES,
  type Locale,
  type Organization,
  type Period,
  type PlaceSettings,
  type Rate,
  readStoredTranslations,
  WEEKDAYS,
} from '@parking/domain';
import { currencyDigits } from '@parking/domain/display';
import type {
  CustomerRow,
  CustomerWithGatedPlacesRow,
  PeriodRangeRow,
  PlaceWithCustomerRow,
  RateLineRow,
} from './repository.js';

/** Integer minor units to a display number in major units: 335 USD -> 3.35. */
export function minorToMajor(amountMinor: number, currencyCode: string): number {
  const digits = currencyDigits(currencyCode);
  return Number((amountMinor / 10 ** digits).toFixed(digits));
}

/**
 * Minutes to an ISO-8601 duration in hours and minutes: 60 -> PT1H, 90 -> PT1H30M,
 * 1440 -> PT24H. Days are avoided on purpose: a day is not 24 hours across a DST switch.
 */
export function minutesToIsoDuration(minutes: number): string {
  if (minutes <= 0) return 'PT0M';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 ? `${rest}M` : ''}`;
}

export function toRate(row: RateLineRow): Rate {
  const hasTimeOfDay = row.startBeforeMinute !== null || row.endTimeOfPeriodMinute !== null;
  return {
    rateId: row.rateId,
    rateLineId: row.rateLineId,
    name: row.name,
    translations: readStoredTranslations(row.translations, ['name']),
    type: row.type,
    currencyCode: row.currencyCode,
    value: minorToMajor(row.valueMinor, row.currencyCode),
    serviceFee: minorToMajor(row.serviceFeeMinor, row.currencyCode),
    valueMinor: row.valueMinor,
    serviceFeeMinor: row.serviceFeeMinor,
    durationEnd: row.durationMinutes === null ? null : minutesToIsoDuration(row.durationMinutes),
    timePeriodOfDay: hasTimeOfDay
      ? { startBefore: row.startBeforeMinute, endTimeOfPeriod: row.endTimeOfPeriodMinute }
      : null,
  };
}

/** Periods from joined rows (one per time range), with ranges grouped per weekday. */
export function toPeriods(rows: PeriodRangeRow[]): Period[] {
  const periods = new Map<
    string,
    { period: Period; byDay: Map<string, Period['dayWeek'][number]> }
  >();
  for (const row of rows) {
    let entry = periods.get(row.periodId);
    if (!entry) {
      entry = {
        period: {
          periodId: row.periodId,
          type: row.type,
          startOfPeriod: row.startOfPeriod.toISOString(),
          endOfPeriod: row.endOfPeriod ? row.endOfPeriod.toISOString() : null,
          dayWeek: [],
        },
        byDay: new Map(),
      };
      periods.set(row.periodId, entry);
    }
    if (row.applicableDay === null || row.startMinute === null || row.endMinute === null) continue;
    let day = entry.byDay.get(row.applicableDay);
    if (!day) {
      day = { applicableDay: row.applicableDay, timePeriodOfDay: [] };
      entry.byDay.set(row.applicableDay, day);
    }
    day.timePeriodOfDay.push({
      startTimeOfPeriod: row.startMinute,
      endTimeOfPeriod: row.endMinute,
    });
  }
  return [...periods.values()].map(({ period, byDay }) => ({
    ...period,
    dayWeek: WEEKDAYS.flatMap((weekday) => byDay.get(weekday) ?? []),
  }));
}

function toLocales(languages: string[]): Locale[] {
  return languages.filter((language): language is Locale =>
    (LOCALES as readonly string[]).includes(language),
  );
}

export function toOrganization(row: CustomerRow): Organization {
  return {
    organizationId: row.organizationId,
    name: row.organizationName,
    defaultCurrencyCode: row.defaultCurrencyCode,
    defaultMeasurementUnit: row.defaultMeasurementUnit,
    defaultDateFormat: row.organizationDateFormat,
    defaultCountryCode: row.defaultCountryCode,
  };
}

/** A customer without a settings row gets the spec defaults (section 9). */
function toCustomerSettings(row: CustomerRow): CustomerSettings {
  return {
    customerSettingsId: row.customerSettingsId ?? row.customerId,
    customerId: row.customerId,
    allowSms: row.customerAllowSms ?? DEFAULT_CUSTOMER_SETTINGS.allowSms,
    defaultSms: row.customerDefaultSms ?? DEFAULT_CUSTOMER_SETTINGS.defaultSms,
    expireMinutes: row.customerExpireMinutes ?? DEFAULT_CUSTOMER_SETTINGS.expireMinutes,
    vehicleLookup: row.customerVehicleLookup ?? DEFAULT_CUSTOMER_SETTINGS.vehicleLookup,
    allowExtensions: row.customerAllowExtensions ?? DEFAULT_CUSTOMER_SETTINGS.allowExtensions,
    similarPlatesOnMiss:
      row.customerSimilarPlatesOnMiss ?? DEFAULT_CUSTOMER_SETTINGS.similarPlatesOnMiss,
  };
}

/** A place without its own settings row inherits the customer's. */
export function toPlaceSettings(row: PlaceWithCustomerRow): PlaceSettings {
  const inherited = toCustomerSettings(row);
  return {
    defaultDateFormat: row.placeDateFormat ?? DEFAULT_DATE_FORMAT,
    expireMinutes: row.placeExpireMinutes ?? inherited.expireMinutes,
    allowExtensions: row.placeAllowExtensions ?? inherited.allowExtensions,
    allowSms: row.placeAllowSms ?? inherited.allowSms,
    defaultSms: row.placeDefaultSms ?? inherited.defaultSms,
    vehicleLookup: row.placeVehicleLookup ?? inherited.vehicleLookup,
  };
}

/** The fields every customer response carries, without organisation and settings. */
export function toCustomerCore(row: CustomerRow) {
  return {
    customerId: row.customerId,
    name: row.name,
    description: row.description,
    organizationId: row.organizationId,
    landingUrl: row.landingUrl,
    logoUrl: row.logoUrl,
    primaryColor: row.primaryColor,
    secondaryColor: row.secondaryColor,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    termsUrl: row.termsUrl,
    lang: toLocales(row.languages),
    placeIds: row.placeIds,
  } satisfies Omit<Customer, 'organization' | 'settings'>;
}

export function toCustomer(row: CustomerWithGatedPlacesRow): Customer {
  return {
    ...toCustomerCore(row),
    organization: toOrganization(row),
    settings: toCustomerSettings(row),
    gatedPlaces: row.gatedPlaces.map((lot) => ({
      ...lot,
      translations: readStoredTranslations(lot.translations, ['name']),
    })),
  };
}
