import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns.js';
import { customer } from './customer.js';
import { place } from './place.js';

/** A vehicle inside a gated lot (access control): entered, maybe left, owes an amount. */
export const stay = pgTable(
  'stay',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customer.id),
    placeId: uuid('place_id')
      .notNull()
      .references(() => place.id),
    plate: text('plate').notNull(),
    actualStart: instant('actual_start').notNull(),
    actualEnd: instant('actual_end'),
    amountDueMinor: integer('amount_due_minor').notNull().default(0),
    currencyCode: text('currency_code').notNull(),
  },
  (t) => [
    index('stay_customer_plate_idx').on(t.customerId, t.plate),
    index('stay_customer_start_idx').on(t.customerId, t.actualStart),
    check('stay_plate_normalised', sql`${t.plate} ~ '^[A-Z0-9]+$'`),
    check('stay_amount_due', sql`${t.amountDueMinor} >= 0`),
    check('stay_bounds', sql`${t.actualEnd} is null or ${t.actualEnd} >= ${t.actualStart}`),
  ],
);
