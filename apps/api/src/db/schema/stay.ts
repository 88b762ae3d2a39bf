import type { GatedTariffStep } from '@parking/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  type ReferenceConfig,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { customerIdColumn } from './customer.js';
import { paymentProviderEnum } from './enums.js';
import { placeIdColumn } from './place.js';

/**
 * What a gated place charges for a stay (packages/domain access-control/gated-tariff.ts): free
 * first minutes, steps, an increment after the last step, a cap per 24 hours, and the grace
 * time to leave after paying. Versioned: a change is a new row in force from `valid_from`, and a
 * stay keeps the version it entered under (`stay.gated_tariff_id`), so a change never reprices a
 * car already inside (modules/gated-tariff). A version a stay uses is never updated or deleted.
 */
export const gatedTariff = pgTable(
  'gated_tariff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeId: placeIdColumn({ onDelete: 'cascade' }),
    /** In force from here until the place's next version starts (or `retired_at`). */
    validFrom: instant('valid_from').notNull(),
    /**
     * When the place stopped being gated (its tariff removed, which no open stay allows): set
     * on every version of the place at once, never changing what a version charges.
     */
    retiredAt: instant('retired_at'),
    freeMinutes: integer('free_minutes').notNull().default(0),
    steps: jsonb('steps').$type<GatedTariffStep[]>().notNull(),
    thenEveryMinutes: integer('then_every_minutes').notNull(),
    thenAmountMinor: integer('then_amount_minor').notNull(),
    dailyCapMinor: integer('daily_cap_minor').notNull(),
    graceMinutes: integer('grace_minutes').notNull().default(10),
    currencyCode: text('currency_code').notNull(),
  },
  (t) => [
    uniqueIndex('gated_tariff_place_valid_from_key').on(t.placeId, t.validFrom),
    check('gated_tariff_currency_code', sql`${t.currencyCode} ~ '^[A-Z]{3}$'`),
    check(
      'gated_tariff_values',
      sql`${t.freeMinutes} >= 0 and ${t.thenEveryMinutes} > 0 and ${t.thenAmountMinor} >= 0 and ${t.dailyCapMinor} >= 0 and ${t.graceMinutes} >= 0`,
    ),
  ],
);

/**
 * A vehicle inside a gated lot (access control), as the gate's cameras reported it. What it owes
 * is never stored: it is its tariff version for the time since entry, minus what its stay
 * payments paid (docs/decisions/056).
 */
export const stay = pgTable(
  'stay',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: customerIdColumn(),
    placeId: placeIdColumn(),
    /** Normalised (A-Z, 0-9); null when the camera read no plate at all (search by time). */
    plate: text('plate'),
    actualStart: instant('actual_start').notNull(),
    actualEnd: instant('actual_end'),
    /** The tariff version in force when it entered: it prices the whole stay. */
    gatedTariffId: uuid('gated_tariff_id')
      .notNull()
      .references(() => gatedTariff.id),
    /** The entry camera's confidence in its reading, 0 to 1; null when not reported. */
    entryConfidence: real('entry_confidence'),
    createdAt: createdAt(),
  },
  (t) => [
    // One car is in a lot once: a camera that repeats its entry finds this row (decision 056).
    uniqueIndex('stay_open_plate_key')
      .on(t.placeId, t.plate)
      .where(sql`${t.actualEnd} is null and ${t.plate} is not null`),
    index('stay_customer_plate_idx').on(t.customerId, t.plate),
    index('stay_customer_start_idx').on(t.customerId, t.actualStart),
    check('stay_plate_normalised', sql`${t.plate} is null or ${t.plate} ~ '^[A-Z0-9]+$'`),
    check('stay_bounds', sql`${t.actualEnd} is null or ${t.actualEnd} >= ${t.actualStart}`),
    check(
      'stay_entry_confidence',
      sql`${t.entryConfidence} is null or (${t.entryConfidence} >= 0 and ${t.entryConfidence} <= 1)`,
    ),
  ],
);

/** The stay a row belongs to: `stay_id`, required, with drizzle's `actions` if any. */
export const stayIdColumn = (actions?: ReferenceConfig['actions']) =>
  uuid('stay_id')
    .notNull()
    .references(() => stay.id, actions);

/**
 * The similar-plate index (docs/decisions/056): for each OPEN stay with a plate, the keys of
 * `similarPlateKeys` (its look-alike skeleton and every one-deletion variant of it). Two plates
 * `isSimilarPlate` accepts share a key, so the search reads the stays under the query's keys
 * instead of every open stay. Written where a stay is created open, deleted where it closes;
 * the start fills in the keys of open stays that have none (db/queries/stay-plate-keys.ts).
 */
export const stayPlateKey = pgTable(
  'stay_plate_key',
  {
    stayId: stayIdColumn({ onDelete: 'cascade' }),
    /** The stay's customer, copied so that the search reads one index. */
    customerId: uuid('customer_id').notNull(),
    key: text('key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.stayId, t.key] }),
    // stay_id last: the search reads the ids from the index alone (index-only scan).
    index('stay_plate_key_lookup_idx').on(t.customerId, t.key, t.stayId),
  ],
);

/**
 * Money paid for a stay: one row per successful payment (the spec's orderId is its id). It pays
 * the tariff up to `pricedUntil`; a later exit owes the tariff at exit minus the sum of these.
 * Written once per processor payment (unique external id), in the transaction that settles it.
 */
export const stayPayment = pgTable(
  'stay_payment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stayId: stayIdColumn(),
    customerId: customerIdColumn(),
    placeId: placeIdColumn(),
    provider: paymentProviderEnum('provider').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currencyCode: text('currency_code').notNull(),
    /** The instant the amount was computed for: the tariff is paid up to here. */
    pricedUntil: instant('priced_until').notNull(),
    paidAt: instant('paid_at').notNull(),
    /** The processor's id for this money: a card intent id, or the redirect gateway's order. */
    externalId: text('external_id').notNull(),
    transactionId: text('transaction_id'),
    cardBrand: text('card_brand'),
    lastFourDigits: text('last_four_digits'),
    email: text('email'),
    locale: text('locale').notNull().default('es-ES'),
    /**
     * Taken by an embedded sandbox (card or redirect): no real money. Counted as paid only by a
     * server in sandbox mode (config.sandboxPayments, docs/decisions/073).
     */
    sandbox: boolean('sandbox').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stay_payment_external_key').on(t.provider, t.externalId),
    index('stay_payment_stay_idx').on(t.stayId, t.paidAt),
    check('stay_payment_amount', sql`${t.amountMinor} >= 0`),
    check('stay_payment_currency_code', sql`${t.currencyCode} ~ '^[A-Z]{3}$'`),
    check(
      'stay_payment_last_four',
      sql`${t.lastFourDigits} is null or ${t.lastFourDigits} ~ '^[0-9]{4}$'`,
    ),
  ],
);
