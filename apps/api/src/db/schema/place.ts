import { SERVICE_TYPE_ICONS, VEHICLE_TYPE_ICONS } from '@parking/domain';
import type { PaymentAccount } from '@parking/domain/operator-file';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  type ReferenceConfig,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, translations, translationsIsObject } from './columns.js';
import { customerIdColumn } from './customer.js';
import { paymentGatewayEnum, paymentProviderEnum } from './enums.js';
import { organization } from './organization.js';

export const place = pgTable(
  'place',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: customerIdColumn(),
    name: text('name').notNull(),
    /** The operator file's stable key (decision 089); null until the first apply names it. */
    key: text('key'),
    description: text('description'),
    translations: translations(),
    spacesTotal: integer('spaces_total').notNull().default(0),
    timezone: text('timezone').notNull().default('UTC'),
    termsUrl: text('terms_url'),
    paymentProvider: paymentProviderEnum('payment_provider').notNull().default('CARD_INTENT'),
    paymentGateway: paymentGatewayEnum('payment_gateway').notNull().default('SANDBOX'),
    /**
     * The operator's own processor account (issue 25): the NAMES of the environment variables
     * holding its keys, never a key. Null: the server's own STRIPE_* / REDSYS_* account.
     */
    paymentAccount: jsonb('payment_account').$type<PaymentAccount>(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('place_customer_idx').on(t.customerId, t.position),
    uniqueIndex('place_key').on(t.customerId, t.key),
    check('place_spaces_total', sql`${t.spacesTotal} >= 0`),
    check('place_translations', translationsIsObject(t.translations)),
  ],
);

/** The place a row belongs to: `place_id`, required, with drizzle's `actions` if any. */
export const placeIdColumn = (actions?: ReferenceConfig['actions']) =>
  uuid('place_id')
    .notNull()
    .references(() => place.id, actions);

/** The effective settings of a place (copied from the customer's defaults, then adjusted). */
export const placeSettings = pgTable(
  'place_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeId: uuid('place_id')
      .notNull()
      .unique()
      .references(() => place.id, { onDelete: 'cascade' }),
    defaultDateFormat: text('default_date_format').notNull().default('DD/MM/YYYY HH:mm'),
    expireMinutes: integer('expire_minutes').notNull().default(15),
    allowExtensions: boolean('allow_extensions').notNull().default(false),
    allowSms: boolean('allow_sms').notNull().default(false),
    defaultSms: boolean('default_sms').notNull().default(true),
    vehicleLookup: boolean('vehicle_lookup').notNull().default(false),
    /**
     * Reservations: a booking can be cancelled (and refunded) until this many minutes before its
     * start (docs/decisions/051). 0 allows cancelling until the start itself.
     */
    bookingCancelBeforeMinutes: integer('booking_cancel_before_minutes').notNull().default(1440),
  },
  (t) => [
    check('place_settings_expire_minutes', sql`${t.expireMinutes} >= 0`),
    check('place_settings_booking_cancel', sql`${t.bookingCancelBeforeMinutes} >= 0`),
  ],
);

export const placeAddress = pgTable(
  'place_address',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeId: placeIdColumn({ onDelete: 'cascade' }),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city'),
    postalCode: text('postal_code'),
    countryCode: text('country_code'),
    translations: translations(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('place_address_place_idx').on(t.placeId, t.position),
    check('place_address_translations', translationsIsObject(t.translations)),
  ],
);

export const placeImage = pgTable(
  'place_image',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeId: placeIdColumn({ onDelete: 'cascade' }),
    url: text('url').notNull(),
    alt: text('alt').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('place_image_place_idx').on(t.placeId, t.position)],
);

/** Whole days a place is closed (holidays), shown by the reservation flow. */
export const closingDay = pgTable(
  'closing_day',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeId: placeIdColumn({ onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    reason: text('reason'),
  },
  (t) => [index('closing_day_place_idx').on(t.placeId, t.date)],
);

/** A SQL list of string literals, for check constraints (inlined: checks take no parameters). */
const literals = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));

// Icons are checked here as well as in the contract: a bad one would fail every response that
// includes the place's vehicle or service types.
export const vehicleType = pgTable(
  'vehicle_type',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The organisation whose file names it (decision 089); null for a type made before. */
    organizationId: uuid('organization_id').references(() => organization.id),
    key: text('key'),
    name: text('name').notNull(),
    icon: text('icon').notNull(),
  },
  (t) => [
    uniqueIndex('vehicle_type_key').on(t.organizationId, t.key),
    check('vehicle_type_icon', sql`${t.icon} in (${literals(VEHICLE_TYPE_ICONS)})`),
  ],
);

export const placeVehicleType = pgTable(
  'place_vehicle_type',
  {
    placeId: placeIdColumn({ onDelete: 'cascade' }),
    vehicleTypeId: uuid('vehicle_type_id')
      .notNull()
      .references(() => vehicleType.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.placeId, t.vehicleTypeId] })],
);

export const serviceType = pgTable(
  'service_type',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').references(() => organization.id),
    key: text('key'),
    name: text('name').notNull(),
    icon: text('icon').notNull(),
  },
  (t) => [
    uniqueIndex('service_type_key').on(t.organizationId, t.key),
    check('service_type_icon', sql`${t.icon} in (${literals(SERVICE_TYPE_ICONS)})`),
  ],
);

export const placeServiceType = pgTable(
  'place_service_type',
  {
    placeId: placeIdColumn({ onDelete: 'cascade' }),
    serviceTypeId: uuid('service_type_id')
      .notNull()
      .references(() => serviceType.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.placeId, t.serviceTypeId] })],
);
