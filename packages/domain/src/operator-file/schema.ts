import { z } from 'zod';
import { LocaleSchema, WeekdaySchema } from '../contracts/common.js';
import {
  CARD_GATEWAYS,
  PAYMENT_PROVIDERS,
  PERIOD_TYPES,
  RATE_TYPES,
  SERVICE_TYPE_ICONS,
  VEHICLE_TYPE_ICONS,
} from '../vocabulary/index.js';
import { OPERATOR_FILE_LIMITS as LIMITS } from './limits.js';
import { PaymentAccountSchema } from './payment-account.js';

/**
 * The operator file (decision 089): one organisation, its customers (the spec's operators),
 * their places, opening periods, closures, rates and lines, settings, vehicle and service
 * types, and each place's payment provider. What is left out takes the default written here;
 * export leaves out what equals it. Amounts are decimal strings in the currency's units
 * ('2.50'), times of day 'HH:MM', instants ISO-8601 with an offset.
 */

/** A stable name the operator chooses: lower-case letters, digits and dashes. */
const KeySchema = z
  .string()
  .max(LIMITS.keyLength)
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'must be a key: lower-case letters, digits and -');
const IdSchema = z
  .string()
  .regex(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    'must be a lower-case UUID',
  );
/** Printable text: no control characters (a NUL byte would end a C string and a PDF line). */
const printable = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\p{Cc}]*$/u, 'must not hold control characters');
const NameSchema = printable(LIMITS.nameLength);
const TextSchema = printable(LIMITS.textLength);
const UrlSchema = z.string().max(LIMITS.urlLength);
const ColorSchema = z.string().regex(/^#[0-9a-f]{6}$/, 'must be a colour: # and six hex digits');
const AmountSchema = z.string().regex(/^\d{1,9}(?:\.\d{1,4})?$/, "must be an amount like '2.50'");
const ClockSchema = z.string().regex(/^\d{2}:[0-5]\d$/, "must be a time of day like '07:30'");
const CountSchema = z.number().int().min(0).max(LIMITS.count);
const texts = <const F extends string>(fields: readonly F[]) =>
  z
    .partialRecord(
      LocaleSchema,
      z.strictObject(
        Object.fromEntries(fields.map((field) => [field, TextSchema.optional()])) as {
          [K in F]: z.ZodOptional<typeof TextSchema>;
        },
      ),
    )
    .default({});

const OrganizationSchema = z.strictObject({
  key: KeySchema,
  id: IdSchema.optional(),
  name: NameSchema,
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code like USD'),
  country: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166 code like US'),
  measurementUnit: z.enum(['metric', 'imperial']).default('metric'),
  dateFormat: NameSchema.default('DD/MM/YYYY HH:mm'),
});

const typeSchema = <I extends readonly [string, ...string[]]>(icons: I) =>
  z.strictObject({
    key: KeySchema,
    id: IdSchema.optional(),
    name: NameSchema,
    icon: z.enum(icons),
  });

const CustomerSettingsSchema = z.strictObject({
  allowSms: z.boolean().default(false),
  defaultSms: z.boolean().default(true),
  expireMinutes: CountSchema.default(15),
  vehicleLookup: z.boolean().default(false),
  allowExtensions: z.boolean().default(false),
  similarPlatesOnMiss: z.boolean().default(false),
});

/** A place's own settings; one left out is its customer's (or the organisation's date format). */
const PlaceSettingsSchema = z.strictObject({
  dateFormat: NameSchema.optional(),
  expireMinutes: CountSchema.optional(),
  allowExtensions: z.boolean().optional(),
  allowSms: z.boolean().optional(),
  defaultSms: z.boolean().optional(),
  vehicleLookup: z.boolean().optional(),
  /** Reservations: cancellable (and refunded) until this many minutes before the start. */
  bookingCancelBeforeMinutes: CountSchema.default(1440),
});

const AddressSchema = z.strictObject({
  line1: NameSchema,
  line2: NameSchema.optional(),
  city: NameSchema.optional(),
  postalCode: z.string().trim().min(1).max(20).optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be an ISO 3166 code like US')
    .optional(),
  texts: texts(['addressLine1']),
});

const HoursSchema = z.strictObject({
  days: z.array(WeekdaySchema).min(1).max(7),
  /** 'HH:MM', 00:00 to 23:59. */
  from: ClockSchema,
  /** 'HH:MM' up to '47:59': past 23:59 runs into the next day. */
  to: ClockSchema,
});

const PeriodSchema = z.strictObject({
  type: z.enum(PERIOD_TYPES),
  from: z.iso.datetime({ offset: true }),
  /** Left out: open-ended. */
  until: z.iso.datetime({ offset: true }).optional(),
  /** Left out: all day on every day between the bounds (a closure, usually). */
  hours: z.array(HoursSchema).max(LIMITS.hoursPerPeriod).default([]),
});

const ClosingDaySchema = z.strictObject({
  date: z.iso.date(),
  reason: NameSchema.optional(),
});

const LineSchema = z.strictObject({
  key: KeySchema,
  id: IdSchema.optional(),
  value: AmountSchema,
  serviceFee: AmountSchema.default('0'),
  /** Minutes covered from the start. */
  durationMinutes: z.number().int().min(1).max(LIMITS.count).optional(),
  /** Sold only before this local time. */
  startBefore: ClockSchema.optional(),
  /** Covers up to this local time ('HH:MM', past 23:59 the next day). */
  endOfPeriod: ClockSchema.optional(),
});

const RateSchema = z.strictObject({
  key: KeySchema,
  id: IdSchema.optional(),
  name: NameSchema,
  texts: texts(['name']),
  type: z.enum(RATE_TYPES).default('FLAT_RATE'),
  lines: z.array(LineSchema).min(1).max(LIMITS.linesPerRate),
});

const GatedTariffSchema = z.strictObject({
  freeMinutes: CountSchema.default(0),
  /** The price of a stay up to each length, in increasing order. */
  steps: z
    .array(
      z.strictObject({
        upToMinutes: z.number().int().min(1).max(LIMITS.count),
        amount: AmountSchema,
      }),
    )
    .max(50)
    .default([]),
  thenEveryMinutes: z.number().int().min(1).max(LIMITS.count),
  thenAmount: AmountSchema,
  dailyCap: AmountSchema,
  graceMinutes: CountSchema.default(10),
});

const PlaceSchema = z.strictObject({
  key: KeySchema,
  id: IdSchema.optional(),
  name: NameSchema,
  description: TextSchema.optional(),
  texts: texts(['name', 'description']),
  timezone: z.string().max(64).default('UTC'),
  spaces: CountSchema.default(0),
  termsUrl: UrlSchema.optional(),
  payment: z
    .strictObject({
      provider: z.enum(PAYMENT_PROVIDERS).default('CARD_INTENT'),
      /** Which processor serves the card kinds: the built-in sandbox or Stripe. */
      gateway: z.enum(CARD_GATEWAYS).default('SANDBOX'),
      /** The operator's own account, by environment variable names; left out, the server's. */
      account: PaymentAccountSchema.optional(),
    })
    .default({ provider: 'CARD_INTENT', gateway: 'SANDBOX' }),
  settings: PlaceSettingsSchema.default({ bookingCancelBeforeMinutes: 1440 }),
  addresses: z.array(AddressSchema).max(LIMITS.addressesPerPlace).default([]),
  images: z
    .array(z.strictObject({ url: UrlSchema, alt: NameSchema.optional() }))
    .max(LIMITS.imagesPerPlace)
    .default([]),
  /** Keys of the organisation's vehicle types, in display order. */
  vehicleTypes: z.array(KeySchema).max(LIMITS.typesPerOrganization).default([]),
  serviceTypes: z.array(KeySchema).max(LIMITS.typesPerOrganization).default([]),
  periods: z.array(PeriodSchema).max(LIMITS.periodsPerPlace).default([]),
  closingDays: z.array(ClosingDaySchema).max(LIMITS.closingDaysPerPlace).default([]),
  rates: z.array(RateSchema).max(LIMITS.ratesPerPlace).default([]),
  /** An access-controlled lot: stays are priced by this tariff (the one in force at entry). */
  gatedTariff: GatedTariffSchema.optional(),
});

const CustomerSchema = z.strictObject({
  key: KeySchema,
  id: IdSchema.optional(),
  name: NameSchema,
  description: TextSchema.optional(),
  texts: texts(['name', 'description']),
  languages: z.array(LocaleSchema).min(1).default(['es-ES']),
  logoUrl: UrlSchema.optional(),
  landingUrl: UrlSchema.optional(),
  termsUrl: UrlSchema.optional(),
  primaryColor: ColorSchema.default('#0b57d0'),
  secondaryColor: ColorSchema.default('#e8f0fe'),
  contactPhone: z.string().trim().min(1).max(40).optional(),
  contactEmail: z.string().trim().max(254).pipe(z.email()).optional(),
  settings: CustomerSettingsSchema.default({
    allowSms: false,
    defaultSms: true,
    expireMinutes: 15,
    vehicleLookup: false,
    allowExtensions: false,
    similarPlatesOnMiss: false,
  }),
  places: z.array(PlaceSchema).max(LIMITS.places).default([]),
});

/** The file's shape; `OperatorFileSchema` (parse.ts) adds the checks across fields. */
export const OperatorFileShape = z.strictObject({
  /** Where an editor finds this schema: completion and checks while the file is written. */
  $schema: z.string().optional(),
  organization: OrganizationSchema,
  vehicleTypes: z
    .array(typeSchema(VEHICLE_TYPE_ICONS))
    .max(LIMITS.typesPerOrganization)
    .default([]),
  serviceTypes: z
    .array(typeSchema(SERVICE_TYPE_ICONS))
    .max(LIMITS.typesPerOrganization)
    .default([]),
  customers: z.array(CustomerSchema).max(LIMITS.customers).default([]),
});

/** A valid file with its defaults filled in. */
export type OperatorFile = z.output<typeof OperatorFileShape>;
export type OperatorFileInput = z.input<typeof OperatorFileShape>;
export type OperatorCustomer = OperatorFile['customers'][number];
export type OperatorPlace = OperatorCustomer['places'][number];
export type OperatorRate = OperatorPlace['rates'][number];
export type OperatorLine = OperatorRate['lines'][number];
export type OperatorPeriod = OperatorPlace['periods'][number];
export type OperatorGatedTariff = NonNullable<OperatorPlace['gatedTariff']>;
