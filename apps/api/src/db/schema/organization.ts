import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/** The legal owner of one or more customers: currency, units and formats of its receipts. */
export const organization = pgTable(
  'organization',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The operator file's stable key (decision 089); null until the first apply names it. */
    key: text('key'),
    defaultCurrencyCode: text('default_currency_code').notNull(),
    defaultMeasurementUnit: text('default_measurement_unit').notNull().default('metric'),
    defaultDateFormat: text('default_date_format').notNull().default('DD/MM/YYYY HH:mm'),
    defaultCountryCode: text('default_country_code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('organization_key').on(t.key),
    check('organization_currency_code', sql`${t.defaultCurrencyCode} ~ '^[A-Z]{3}$'`),
    check('organization_country_code', sql`${t.defaultCountryCode} ~ '^[A-Z]{2}$'`),
    check(
      'organization_measurement_unit',
      sql`${t.defaultMeasurementUnit} in ('metric', 'imperial')`,
    ),
  ],
);
