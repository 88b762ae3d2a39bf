import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { translations, translationsIsObject } from './columns.js';
import { rateTypeEnum } from './enums.js';
import { placeIdColumn } from './place.js';

/** A priced product of a place. Amounts live in its lines, in integer minor units. */
export const rate = pgTable(
  'rate',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeId: placeIdColumn({ onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The operator file's stable key (decision 089); null until the first apply names it. */
    key: text('key'),
    translations: translations(),
    type: rateTypeEnum('type').notNull(),
    currencyCode: text('currency_code').notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('rate_place_idx').on(t.placeId, t.type, t.position),
    uniqueIndex('rate_key').on(t.placeId, t.key),
    check('rate_currency_code', sql`${t.currencyCode} ~ '^[A-Z]{3}$'`),
    check('rate_translations', translationsIsObject(t.translations)),
  ],
);

/**
 * What a rate costs and covers: a duration from the start, or up to a time of day
 * (end_time_of_period_minute, above 1439 = next day), optionally sold only before a time.
 */
export const rateLine = pgTable(
  'rate_line',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rateId: uuid('rate_id')
      .notNull()
      .references(() => rate.id, { onDelete: 'cascade' }),
    key: text('key'),
    valueMinor: integer('value_minor').notNull(),
    serviceFeeMinor: integer('service_fee_minor').notNull().default(0),
    durationMinutes: integer('duration_minutes'),
    startBeforeMinute: integer('start_before_minute'),
    endTimeOfPeriodMinute: integer('end_time_of_period_minute'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('rate_line_rate_idx').on(t.rateId, t.position),
    uniqueIndex('rate_line_key').on(t.rateId, t.key),
    check('rate_line_value', sql`${t.valueMinor} >= 0`),
    check('rate_line_service_fee', sql`${t.serviceFeeMinor} >= 0`),
    check('rate_line_duration', sql`${t.durationMinutes} is null or ${t.durationMinutes} > 0`),
    check(
      'rate_line_start_before',
      sql`${t.startBeforeMinute} is null or ${t.startBeforeMinute} between 0 and 1439`,
    ),
    check(
      'rate_line_end_time',
      sql`${t.endTimeOfPeriodMinute} is null or ${t.endTimeOfPeriodMinute} between 0 and 2879`,
    ),
  ],
);
