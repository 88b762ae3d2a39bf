import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns.js';
import { periodTypeEnum, weekdayEnum } from './enums.js';
import { placeIdColumn } from './place.js';

/**
 * When a place is open (PRIMARY), valid (VALID) or closed by exception (EXCEPTION).
 * A period without time ranges applies all day between its bounds; a null end is open-ended.
 */
export const period = pgTable(
  'period',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeId: placeIdColumn({ onDelete: 'cascade' }),
    type: periodTypeEnum('type').notNull(),
    startOfPeriod: instant('start_of_period').notNull(),
    endOfPeriod: instant('end_of_period'),
  },
  (t) => [
    index('period_place_idx').on(t.placeId, t.type, t.startOfPeriod),
    check('period_bounds', sql`${t.endOfPeriod} is null or ${t.endOfPeriod} >= ${t.startOfPeriod}`),
  ],
);

/**
 * One opening range on one weekday, in minutes since local midnight. An end above 1439 runs
 * into the next day (Sat 0-2879 is Saturday 00:00 to Sunday 23:59).
 */
export const periodTimeRange = pgTable(
  'period_time_range',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    periodId: uuid('period_id')
      .notNull()
      .references(() => period.id, { onDelete: 'cascade' }),
    applicableDay: weekdayEnum('applicable_day').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('period_time_range_period_idx').on(t.periodId),
    check('period_time_range_start', sql`${t.startMinute} between 0 and 1439`),
    check('period_time_range_end', sql`${t.endMinute} between 0 and 2879`),
  ],
);
