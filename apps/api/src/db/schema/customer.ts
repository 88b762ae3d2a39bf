import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  type ReferenceConfig,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, translations, translationsIsObject } from './columns.js';
import { organization } from './organization.js';

/** The parking operator whose brand the white-label app wears (spec section 3, 'Customer'). */
export const customer = pgTable(
  'customer',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id),
    name: text('name').notNull(),
    /** The operator file's stable key (decision 089); null until the first apply names it. */
    key: text('key'),
    description: text('description'),
    translations: translations(),
    landingUrl: text('landing_url'),
    logoUrl: text('logo_url'),
    primaryColor: text('primary_color').notNull().default('#0b57d0'),
    secondaryColor: text('secondary_color').notNull().default('#e8f0fe'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    termsUrl: text('terms_url'),
    languages: text('languages').array().notNull().default(sql`'{es-ES}'::text[]`),
    /** Its place in its organisation's file (decision 089). */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_organization_idx').on(t.organizationId),
    uniqueIndex('customer_key').on(t.organizationId, t.key),
    check('customer_translations', translationsIsObject(t.translations)),
    // The target of operator_api_key's (customer, organisation) reference.
    uniqueIndex('customer_id_organization_key').on(t.id, t.organizationId),
    check('customer_primary_color', sql`${t.primaryColor} ~ '^#[0-9a-fA-F]{6}$'`),
    check('customer_secondary_color', sql`${t.secondaryColor} ~ '^#[0-9a-fA-F]{6}$'`),
  ],
);

/** The customer a row belongs to: `customer_id`, required, with drizzle's `actions` if any. */
export const customerIdColumn = (actions?: ReferenceConfig['actions']) =>
  uuid('customer_id')
    .notNull()
    .references(() => customer.id, actions);

/** Defaults of the customer's places (spec section 9). A place has its own effective copy. */
export const customerSettings = pgTable(
  'customer_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .unique()
      .references(() => customer.id, { onDelete: 'cascade' }),
    allowSms: boolean('allow_sms').notNull().default(false),
    defaultSms: boolean('default_sms').notNull().default(true),
    expireMinutes: integer('expire_minutes').notNull().default(15),
    vehicleLookup: boolean('vehicle_lookup').notNull().default(false),
    allowExtensions: boolean('allow_extensions').notNull().default(false),
    /**
     * Access control: a plate with no stay leads to the similar plates (on) or to no-results
     * (off). The spec's one hard-coded customer, made a setting (decision 056).
     */
    similarPlatesOnMiss: boolean('similar_plates_on_miss').notNull().default(false),
  },
  (t) => [check('customer_settings_expire_minutes', sql`${t.expireMinutes} >= 0`)],
);
