import type { PaymentProvider, PeriodType, Weekday } from '@parking/domain';
import { WEEKDAYS } from '@parking/domain';
import { demoRowId } from './demo-extra-ids.js';
import type { DemoRows } from './demo-rows.js';
import { DEMO_TRANSLATIONS } from './demo-translations.js';

const EVERY_DAY = WEEKDAYS;
export const MONDAY_TO_FRIDAY: readonly Weekday[] = WEEKDAYS.slice(0, 5);
export const WEEKEND: readonly Weekday[] = ['SATURDAY', 'SUNDAY'];
/** The US places' date format and the start of the demo places' open-ended periods. */
export const US_DATE_FORMAT = 'MM/DD/YYYY hh:mm A';
export const SINCE_2024 = new Date('2024-01-01T00:00:00.000Z');

type Range = { days: readonly Weekday[]; start: number; end: number };
type PeriodSpec = { type: PeriodType; start: Date; end: Date | null; ranges: Range[] };
type LineSpec = {
  value: number;
  fee?: number;
  minutes?: number;
  startBefore?: number;
  endTimeOfPeriod?: number;
};
type RateSpec = {
  name: string;
  type?: 'FLAT_RATE' | 'FLAT_RATE_TIER' | 'EXTENSION' | 'PERMIT';
} & LineSpec;

export type PlaceSpec = {
  id: string;
  /** Short stable name used to derive the ids of the place's rows. */
  key: string;
  customerId: string;
  position: number;
  name: string;
  description: string | null;
  spacesTotal: number;
  timezone: string;
  termsUrl?: string | null;
  paymentProvider?: PaymentProvider;
  currencyCode: string;
  settings: {
    defaultDateFormat: string;
    expireMinutes?: number;
    allowExtensions?: boolean;
    allowSms?: boolean;
    defaultSms?: boolean;
    vehicleLookup?: boolean;
    /** Reservations: minutes before a booking's start until which it can be cancelled. */
    bookingCancelBeforeMinutes?: number;
  };
  address: {
    addressLine1: string;
    addressLine2?: string | null;
    city: string;
    postalCode: string;
    countryCode: string;
  };
  images: Array<[url: string, alt: string]>;
  periods: PeriodSpec[];
  rates: RateSpec[];
  vehicleTypeIds?: string[];
  serviceTypeIds?: string[];
  closingDays?: Array<{ date: string; reason: string }>;
};

/** Every day, all day: one range 00:00-23:59 per weekday. */
export const allDay = (): Range[] => [{ days: EVERY_DAY, start: 0, end: 1439 }];

/** Expands one place description into the rows of all the place's tables. */
export function addPlace(rows: DemoRows, spec: PlaceSpec): void {
  const id = (what: string) => demoRowId(`${spec.key}:${what}`);
  const texts = DEMO_TRANSLATIONS[spec.key] ?? {};
  rows.place.push({
    id: spec.id,
    customerId: spec.customerId,
    name: spec.name,
    description: spec.description,
    translations: texts.place ?? {},
    spacesTotal: spec.spacesTotal,
    timezone: spec.timezone,
    termsUrl: spec.termsUrl ?? null,
    paymentProvider: spec.paymentProvider ?? 'CARD_INTENT',
    paymentGateway: 'SANDBOX',
    position: spec.position,
  });
  rows.placeSettings.push({
    id: id('settings'),
    placeId: spec.id,
    defaultDateFormat: spec.settings.defaultDateFormat,
    expireMinutes: spec.settings.expireMinutes ?? 15,
    allowExtensions: spec.settings.allowExtensions ?? false,
    allowSms: spec.settings.allowSms ?? false,
    defaultSms: spec.settings.defaultSms ?? true,
    vehicleLookup: spec.settings.vehicleLookup ?? false,
    bookingCancelBeforeMinutes: spec.settings.bookingCancelBeforeMinutes ?? 1440,
  });
  rows.placeAddress.push({
    id: id('address'),
    placeId: spec.id,
    addressLine1: spec.address.addressLine1,
    addressLine2: spec.address.addressLine2 ?? null,
    city: spec.address.city,
    postalCode: spec.address.postalCode,
    countryCode: spec.address.countryCode,
    translations: texts.address ?? {},
    position: 0,
  });
  spec.images.forEach(([url, alt], position) => {
    rows.placeImage.push({ id: id(`image:${position}`), placeId: spec.id, url, alt, position });
  });
  spec.periods.forEach((period, index) => {
    const periodId = id(`period:${index}`);
    rows.period.push({
      id: periodId,
      placeId: spec.id,
      type: period.type,
      startOfPeriod: period.start,
      endOfPeriod: period.end,
    });
    let position = 0;
    for (const range of period.ranges) {
      for (const day of range.days) {
        rows.periodTimeRange.push({
          id: id(`period:${index}:${day}:${position}`),
          periodId,
          applicableDay: day,
          startMinute: range.start,
          endMinute: range.end,
          position,
        });
        position += 1;
      }
    }
  });
  spec.rates.forEach((rate, position) => {
    const rateId = id(`rate:${position}`);
    rows.rate.push({
      id: rateId,
      placeId: spec.id,
      name: rate.name,
      translations: texts.rates?.[rate.name] ?? {},
      type: rate.type ?? 'FLAT_RATE',
      currencyCode: spec.currencyCode,
      position,
      active: true,
    });
    rows.rateLine.push({
      id: rateLineIdOf(spec.key, position),
      rateId,
      valueMinor: rate.value,
      serviceFeeMinor: rate.fee ?? 0,
      durationMinutes: rate.minutes ?? null,
      startBeforeMinute: rate.startBefore ?? null,
      endTimeOfPeriodMinute: rate.endTimeOfPeriod ?? null,
      position: 0,
    });
  });
  (spec.vehicleTypeIds ?? []).forEach((vehicleTypeId, position) => {
    rows.placeVehicleType.push({ placeId: spec.id, vehicleTypeId, position });
  });
  (spec.serviceTypeIds ?? []).forEach((serviceTypeId, position) => {
    rows.placeServiceType.push({ placeId: spec.id, serviceTypeId, position });
  });
  for (const day of spec.closingDays ?? []) {
    rows.closingDay.push({ id: id(`closing-day:${day.reason}`), placeId: spec.id, ...day });
  }
}

/** The id of the single line of the rate at `position` of a place described with addPlace. */
export const rateLineIdOf = (placeKey: string, position: number) =>
  demoRowId(`${placeKey}:rate:${position}:line:0`);
