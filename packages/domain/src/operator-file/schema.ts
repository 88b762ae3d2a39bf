import { z } from 'zod';
import { LocaleSchema } from '../contracts/common.js';
import { SERVICE_TYPE_ICONS, VEHICLE_TYPE_ICONS } from '../vocabulary/index.js';
import { OPERATOR_FILE_LIMITS as LIMITS } from './limits.js';
import { OperatorPlaceSchema } from './place-schema.js';
import {
  ColorSchema,
  CountrySchema,
  CountSchema,
  keyed,
  NameSchema,
  TextSchema,
  texts,
  UrlSchema,
} from './schema-parts.js';

/**
 * The operator file (decision 089): one organisation, its customers (the spec's operators),
 * their places, opening periods, closures, rates and lines, settings, vehicle and service
 * types, and each place's payment provider. What is left out takes the default written here;
 * export leaves out what equals it. Amounts are decimal strings in the currency's units
 * ('2.50'), times of day 'HH:MM', instants ISO-8601 with an offset. Each description is the
 * field's line in docs/operator-file.md, the reference generated from this schema.
 */

export const OperatorOrganizationSchema = z.strictObject({
  ...keyed('organisation'),
  name: NameSchema.describe("The organisation's name."),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code like USD')
    .describe('ISO 4217 code of every amount in the file: EUR, USD…'),
  country: CountrySchema.describe('ISO 3166 code: ES, US…'),
  measurementUnit: z
    .enum(['metric', 'imperial'])
    .default('metric')
    .describe('Distances and sizes in metres or in feet and miles.'),
  dateFormat: NameSchema.default('DD/MM/YYYY HH:mm').describe('How dates are written.'),
});

const typeSchema = <I extends readonly [string, ...string[]]>(what: string, icons: I) =>
  z.strictObject({
    ...keyed(what),
    name: NameSchema.describe(`The ${what}'s name.`),
    icon: z.enum(icons).describe('The icon drivers see beside it.'),
  });

export const OperatorCustomerSettingsSchema = z.strictObject({
  allowSms: z.boolean().default(false).describe('Whether a text reminder is offered.'),
  defaultSms: z.boolean().default(true).describe('Whether the reminder starts ticked.'),
  expireMinutes: CountSchema.default(15).describe(
    'Minutes before the end a session is "expiring" (and the reminder is sent).',
  ),
  vehicleLookup: z
    .boolean()
    .default(false)
    .describe('Whether a driver can find a session by plate.'),
  allowExtensions: z.boolean().default(false).describe('Whether a paid session can be extended.'),
  similarPlatesOnMiss: z
    .boolean()
    .default(false)
    .describe('Gated lots: whether a plate not found offers similar ones.'),
});

export const OperatorCustomerSchema = z.strictObject({
  ...keyed('customer'),
  name: NameSchema.describe("The operator's name, in its first language."),
  description: TextSchema.optional().describe("The operator's description, in its first language."),
  texts: texts(['name', 'description']),
  languages: z
    .array(LocaleSchema)
    .min(1)
    .default(['es-ES'])
    .describe('The languages offered to drivers, the first one the default.'),
  logoUrl: UrlSchema.optional().describe('A public https address, or a path on this server.'),
  landingUrl: UrlSchema.optional().describe("The operator's own site."),
  termsUrl: UrlSchema.optional().describe('The terms and conditions drivers accept.'),
  primaryColor: ColorSchema.default('#0b57d0').describe('Buttons and links.'),
  secondaryColor: ColorSchema.default('#e8f0fe').describe('Backgrounds.'),
  contactPhone: z.string().trim().min(1).max(40).optional().describe('Shown on help pages.'),
  contactEmail: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email())
    .optional()
    .describe('Shown on help pages.'),
  settings: OperatorCustomerSettingsSchema.default({
    allowSms: false,
    defaultSms: true,
    expireMinutes: 15,
    vehicleLookup: false,
    allowExtensions: false,
    similarPlatesOnMiss: false,
  }).describe("Settings of the customer's places; a place may override most."),
  places: z
    .array(OperatorPlaceSchema)
    .max(LIMITS.places)
    .default([])
    .describe("The customer's car parks."),
});

/** The file's shape; `OperatorFileSchema` (parse.ts) adds the checks across fields. */
export const OperatorVehicleTypeSchema = typeSchema('vehicle type', VEHICLE_TYPE_ICONS);
export const OperatorServiceTypeSchema = typeSchema('service type', SERVICE_TYPE_ICONS);

export const OperatorFileShape = z.strictObject({
  $schema: z
    .string()
    .optional()
    .describe(
      'Where an editor finds this schema: completion and checks while the file is written.',
    ),
  organization: OperatorOrganizationSchema.describe('The organisation: currency, country, units.'),
  vehicleTypes: z
    .array(OperatorVehicleTypeSchema)
    .max(LIMITS.typesPerOrganization)
    .default([])
    .describe('Vehicle types the places may offer, named by key.'),
  serviceTypes: z
    .array(OperatorServiceTypeSchema)
    .max(LIMITS.typesPerOrganization)
    .default([])
    .describe('Services the places may offer (EV charging, valet…), named by key.'),
  customers: z
    .array(OperatorCustomerSchema)
    .max(LIMITS.customers)
    .default([])
    .describe("The spec's operators: each with its brand, languages and places."),
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
