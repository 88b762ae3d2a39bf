import { z } from 'zod';
import { WeekdaySchema } from '../contracts/common.js';
import { CARD_GATEWAYS, PAYMENT_PROVIDERS, PERIOD_TYPES, RATE_TYPES } from '../vocabulary/index.js';
import { OPERATOR_FILE_LIMITS as LIMITS } from './limits.js';
import { PaymentAccountSchema } from './payment-account.js';
import {
  AmountSchema,
  ClockSchema,
  CountrySchema,
  CountSchema,
  KeySchema,
  keyed,
  NameSchema,
  TextSchema,
  texts,
  UrlSchema,
} from './schema-parts.js';

/** A place of the operator file (decision 089); the descriptions are the file's reference. */

export const OperatorPlaceSettingsSchema = z.strictObject({
  dateFormat: NameSchema.optional().describe('How dates are written; left out, the customer’s.'),
  expireMinutes: CountSchema.optional().describe('Minutes before the end a session is "expiring".'),
  allowExtensions: z.boolean().optional().describe('Whether a paid session can be extended.'),
  allowSms: z.boolean().optional().describe('Whether a text reminder is offered.'),
  defaultSms: z.boolean().optional().describe('Whether the reminder starts ticked.'),
  vehicleLookup: z.boolean().optional().describe('Whether a driver can find a session by plate.'),
  bookingCancelBeforeMinutes: CountSchema.default(1440).describe(
    'Reservations: cancellable (and refunded) until this many minutes before the start.',
  ),
});

const AddressSchema = z.strictObject({
  line1: NameSchema.describe('Street and number.'),
  line2: NameSchema.optional().describe('Floor, entrance…'),
  city: NameSchema.optional(),
  postalCode: z.string().trim().min(1).max(20).optional(),
  country: CountrySchema.optional().describe('ISO 3166 code: ES, US…'),
  texts: texts(['addressLine1']),
});

const HoursSchema = z.strictObject({
  days: z.array(WeekdaySchema).min(1).max(7).describe('The weekdays these hours hold on.'),
  from: ClockSchema.describe("Opening time, 'HH:MM' from 00:00 to 23:59."),
  to: ClockSchema.describe(
    "Closing time, 'HH:MM' up to '47:59': past 23:59 runs into the next day.",
  ),
});

export const OperatorPeriodSchema = z.strictObject({
  type: z
    .enum(PERIOD_TYPES)
    .describe('PRIMARY: the usual hours; VALID: other hours for a while; EXCEPTION: a closure.'),
  from: z.iso.datetime({ offset: true }).describe('Start, ISO 8601 with an offset.'),
  until: z.iso
    .datetime({ offset: true })
    .optional()
    .describe('End, ISO 8601 with an offset; left out, open-ended.'),
  hours: z
    .array(HoursSchema)
    .max(LIMITS.hoursPerPeriod)
    .default([])
    .describe('Opening hours; left out, all day on every day between the bounds (a closure).'),
});

export const OperatorClosingDaySchema = z.strictObject({
  date: z.iso.date().describe('A calendar day, YYYY-MM-DD, in the place’s time zone.'),
  reason: NameSchema.optional().describe('Why it is closed (Christmas Day).'),
});

const LineSchema = z.strictObject({
  ...keyed('line'),
  value: AmountSchema.describe("The price, a decimal string in the currency's units: '2.50'."),
  serviceFee: AmountSchema.default('0').describe('A fee added to the price, the same way.'),
  durationMinutes: z
    .number()
    .int()
    .min(1)
    .max(LIMITS.count)
    .optional()
    .describe('Minutes covered from the start.'),
  startBefore: ClockSchema.optional().describe('Sold only before this local time.'),
  endOfPeriod: ClockSchema.optional().describe(
    "Covers up to this local time ('HH:MM', past 23:59 the next day).",
  ),
});

export const OperatorRateSchema = z.strictObject({
  ...keyed('rate'),
  name: NameSchema.describe('What a driver picks: "1 hour".'),
  texts: texts(['name']),
  type: z.enum(RATE_TYPES).default('FLAT_RATE').describe('How the lines price a session.'),
  lines: z.array(LineSchema).min(1).max(LIMITS.linesPerRate).describe('The prices of the rate.'),
});

const GatedTariffSchema = z.strictObject({
  freeMinutes: CountSchema.default(0).describe('Minutes free after entry.'),
  steps: z
    .array(
      z.strictObject({
        upToMinutes: z.number().int().min(1).max(LIMITS.count).describe('A stay up to this long…'),
        amount: AmountSchema.describe('…costs this much.'),
      }),
    )
    .max(50)
    .default([])
    .describe('The price of a stay up to each length, in increasing order.'),
  thenEveryMinutes: z.number().int().min(1).max(LIMITS.count).describe('Past the steps: per…'),
  thenAmount: AmountSchema.describe('…this amount.'),
  dailyCap: AmountSchema.describe('At most this much a day.'),
  graceMinutes: CountSchema.default(10).describe('Minutes to leave after paying.'),
});

export const OperatorPlaceSchema = z.strictObject({
  ...keyed('place'),
  name: NameSchema.describe("The place's name, in the customer's first language."),
  description: TextSchema.optional().describe('What a driver reads under the name.'),
  texts: texts(['name', 'description']),
  timezone: z.string().max(64).default('UTC').describe('IANA time zone: Europe/Madrid.'),
  spaces: CountSchema.default(0).describe('Number of spaces.'),
  termsUrl: UrlSchema.optional().describe("The place's terms; left out, the customer's."),
  payment: z
    .strictObject({
      provider: z.enum(PAYMENT_PROVIDERS).default('CARD_INTENT').describe('The payment kind.'),
      gateway: z
        .enum(CARD_GATEWAYS)
        .default('SANDBOX')
        .describe('Which processor serves the card kinds: the built-in sandbox or Stripe.'),
      account: PaymentAccountSchema.optional().describe(
        "The operator's own processor account, by the names of the environment variables that hold its keys (never the keys): secretKey, publishableKey and webhookSecret for a STRIPE card place; merchantCode, terminal and secretKey (its Redsys merchant) for REGIONAL_REDIRECT. Left out, the server's own.",
      ),
    })
    .default({ provider: 'CARD_INTENT', gateway: 'SANDBOX' })
    .describe('How drivers pay here; keys come from the environment, never from the file.'),
  settings: OperatorPlaceSettingsSchema.default({ bookingCancelBeforeMinutes: 1440 }).describe(
    "The place's own settings; one left out is its customer's.",
  ),
  addresses: z
    .array(AddressSchema)
    .max(LIMITS.addressesPerPlace)
    .default([])
    .describe('The first is shown on the place page.'),
  images: z
    .array(
      z.strictObject({
        url: UrlSchema.describe('A public https address, or a path on this server.'),
        alt: NameSchema.optional().describe('What the image shows, for screen readers.'),
      }),
    )
    .max(LIMITS.imagesPerPlace)
    .default([])
    .describe('Photos of the place, in display order.'),
  vehicleTypes: z
    .array(KeySchema)
    .max(LIMITS.typesPerOrganization)
    .default([])
    .describe("Keys of the organisation's vehicle types, in display order."),
  serviceTypes: z
    .array(KeySchema)
    .max(LIMITS.typesPerOrganization)
    .default([])
    .describe("Keys of the organisation's service types, in display order."),
  periods: z
    .array(OperatorPeriodSchema)
    .max(LIMITS.periodsPerPlace)
    .default([])
    .describe('Opening periods and closures.'),
  closingDays: z
    .array(OperatorClosingDaySchema)
    .max(LIMITS.closingDaysPerPlace)
    .default([])
    .describe('Whole days closed.'),
  rates: z
    .array(OperatorRateSchema)
    .max(LIMITS.ratesPerPlace)
    .default([])
    .describe('What a driver can buy here, in display order.'),
  gatedTariff: GatedTariffSchema.optional().describe(
    'An access-controlled lot: stays are priced by this tariff (the one in force at entry).',
  ),
});
