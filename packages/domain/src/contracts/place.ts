import { z } from 'zod';
import {
  PAYMENT_PROVIDERS,
  PERIOD_TYPES,
  PLACE_INCLUDES,
  RATE_TYPES,
  SERVICE_TYPE_ICONS,
  VEHICLE_TYPE_ICONS,
} from '../vocabulary/index.js';
import { InstantSchema, LocaleSchema, UuidSchema, WeekdaySchema } from './common.js';
import {
  AddressTranslationsSchema,
  PlaceTranslationsSchema,
  RateTranslationsSchema,
} from './translations.js';

export const PeriodTypeSchema = z.enum(PERIOD_TYPES);

/**
 * Minutes since midnight in the place's time zone. An end above 1439 (or an end below its
 * start) means the range runs past midnight into the next day (shown with '(+1)').
 */
export const TimePeriodOfDaySchema = z.object({
  startTimeOfPeriod: z.number().int().min(0).max(1439),
  endTimeOfPeriod: z.number().int().min(0).max(2879),
});
export type TimePeriodOfDay = z.infer<typeof TimePeriodOfDaySchema>;

export const DayWeekSchema = z.object({
  applicableDay: WeekdaySchema,
  timePeriodOfDay: z.array(TimePeriodOfDaySchema),
});
export type DayWeek = z.infer<typeof DayWeekSchema>;

/** A period with no dayWeek entries applies all day, every day, between its bounds. */
export const PeriodSchema = z.object({
  periodId: UuidSchema,
  type: PeriodTypeSchema,
  startOfPeriod: InstantSchema,
  /** null: open-ended (the maximum date). */
  endOfPeriod: InstantSchema.nullable(),
  dayWeek: z.array(DayWeekSchema),
});
export type Period = z.infer<typeof PeriodSchema>;

export const AddressSchema = z.object({
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  countryCode: z.string().nullable(),
  /** `addressLine1` per language (docs/decisions/048). */
  translations: AddressTranslationsSchema.optional(),
});
export type Address = z.infer<typeof AddressSchema>;

export const PlaceImageSchema = z.object({
  placeImageId: UuidSchema,
  url: z.string(),
  alt: z.string(),
});
export type PlaceImage = z.infer<typeof PlaceImageSchema>;

export const VehicleTypeSchema = z.object({
  vehicleTypeId: UuidSchema,
  name: z.string(),
  icon: z.enum(VEHICLE_TYPE_ICONS),
});
export type VehicleType = z.infer<typeof VehicleTypeSchema>;

export const ServiceTypeSchema = z.object({
  serviceTypeId: UuidSchema,
  name: z.string(),
  icon: z.enum(SERVICE_TYPE_ICONS),
});
export type ServiceType = z.infer<typeof ServiceTypeSchema>;

export const RateTypeSchema = z.enum(RATE_TYPES);

/**
 * One purchasable rate line. Money is decided on the server from the database; `value` and
 * `serviceFee` are major units for display (spec: 'price in USD'), the `*Minor` fields are the
 * exact integer amounts that every computation uses.
 */
export const RateSchema = z.object({
  rateId: UuidSchema,
  rateLineId: UuidSchema,
  /** The operator's default text; `translations` holds it per language (decision 048). */
  name: z.string(),
  translations: RateTranslationsSchema.optional(),
  type: RateTypeSchema,
  currencyCode: z.string().length(3),
  value: z.number(),
  serviceFee: z.number(),
  valueMinor: z.number().int().min(0),
  serviceFeeMinor: z.number().int().min(0),
  /** ISO-8601 duration the rate covers from the start, e.g. PT2H; null when bounded by time of day. */
  durationEnd: z.string().nullable(),
  timePeriodOfDay: z
    .object({
      /** Minutes since midnight: the rate may be bought only before this local time. */
      startBefore: z.number().int().min(0).max(1439).nullable(),
      /** Minutes since midnight (above 1439: next day) at which the covered period ends. */
      endTimeOfPeriod: z.number().int().min(0).max(2879).nullable(),
    })
    .nullable(),
});
export type Rate = z.infer<typeof RateSchema>;

export const PlaceSettingsSchema = z.object({
  defaultDateFormat: z.string(),
  expireMinutes: z.number().int().min(0),
  allowExtensions: z.boolean(),
  allowSms: z.boolean(),
  defaultSms: z.boolean(),
  vehicleLookup: z.boolean(),
});
export type PlaceSettings = z.infer<typeof PlaceSettingsSchema>;

export const CustomerSettingsSchema = z.object({
  customerSettingsId: UuidSchema,
  customerId: UuidSchema,
  allowSms: z.boolean(),
  defaultSms: z.boolean(),
  expireMinutes: z.number().int().min(0),
  vehicleLookup: z.boolean(),
  allowExtensions: z.boolean(),
  /** Access control: a plate with no stay leads to similar plates (true) or no-results. */
  similarPlatesOnMiss: z.boolean(),
});
export type CustomerSettings = z.infer<typeof CustomerSettingsSchema>;

export const OrganizationSchema = z.object({
  organizationId: UuidSchema,
  name: z.string(),
  defaultCurrencyCode: z.string().length(3),
  defaultMeasurementUnit: z.string(),
  defaultDateFormat: z.string(),
  defaultCountryCode: z.string().length(2),
});
export type Organization = z.infer<typeof OrganizationSchema>;

export const ClosingDaySchema = z.object({
  date: z.iso.date(),
  reason: z.string().nullable(),
});
export type ClosingDay = z.infer<typeof ClosingDaySchema>;

export const PaymentProviderSchema = z.enum(PAYMENT_PROVIDERS);

export const PlaceSchema = z.object({
  placeId: UuidSchema,
  name: z.string(),
  description: z.string().nullable(),
  spacesTotal: z.number().int().min(0),
  timezone: z.string(),
  addresses: z.array(AddressSchema),
  /** `name` and `description` per language (docs/decisions/048). */
  translations: PlaceTranslationsSchema.optional(),
});
export type Place = z.infer<typeof PlaceSchema>;

/** The operator's white-label record (spec section 3, 'Customer'). */
export const CustomerSchema = z.object({
  customerId: UuidSchema,
  name: z.string(),
  description: z.string().nullable(),
  organizationId: UuidSchema,
  landingUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  termsUrl: z.string().nullable(),
  lang: z.array(LocaleSchema),
  placeIds: z.array(UuidSchema),
  organization: OrganizationSchema,
  settings: CustomerSettingsSchema,
  /**
   * Access control: the customer's gated lots (those with a gated tariff), in display order,
   * for the customer area's welcome and the time zone of its search by entry time.
   */
  gatedPlaces: z
    .array(
      z.object({
        placeId: UuidSchema,
        name: z.string(),
        timezone: z.string(),
        translations: PlaceTranslationsSchema.optional(),
      }),
    )
    .optional(),
  /**
   * Present (true) when the place, or for the customer record any of its places, is paid
   * through an embedded sandbox: no real money. Every page says so (docs/decisions/073).
   */
  testMode: z.literal(true).optional(),
});
export type Customer = z.infer<typeof CustomerSchema>;

export const PlaceIncludeSchema = z.enum(PLACE_INCLUDES);

/**
 * GET /api/customer/place/{placeId}?include=...: the customer record scoped to one place.
 * Each optional key is present exactly when it was asked for in `include`.
 */
export const CustomerPlaceSchema = CustomerSchema.omit({
  organization: true,
  settings: true,
}).extend({
  organization: OrganizationSchema.optional(),
  place: PlaceSchema.optional(),
  placeImages: z.array(PlaceImageSchema).optional(),
  rate: z.array(RateSchema).optional(),
  placePeriod: z.array(PeriodSchema).optional(),
  placeVehicleType: z.array(VehicleTypeSchema).optional(),
  placeServiceType: z.array(ServiceTypeSchema).optional(),
  settings: PlaceSettingsSchema.optional(),
  paymentProvider: PaymentProviderSchema.optional(),
  closingDays: z.array(ClosingDaySchema).optional(),
});
export type CustomerPlace = z.infer<typeof CustomerPlaceSchema>;
