import { getTableColumns, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.js';
import * as schema from '../schema/index.js';
import { resetDemoBooking } from './demo-booking.js';
import { buildDemoRows } from './demo-data.js';
import type { DemoRows } from './demo-rows.js';
import { rekeyDemoStays, resetDemoStays } from './demo-stays.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The table behind each key of DemoRows, in insert order (parents first). */
const TABLES = {
  organization: schema.organization,
  customer: schema.customer,
  operatorApiKey: schema.operatorApiKey,
  customerSettings: schema.customerSettings,
  vehicleType: schema.vehicleType,
  serviceType: schema.serviceType,
  place: schema.place,
  placeSettings: schema.placeSettings,
  placeAddress: schema.placeAddress,
  placeImage: schema.placeImage,
  placeVehicleType: schema.placeVehicleType,
  placeServiceType: schema.placeServiceType,
  closingDay: schema.closingDay,
  period: schema.period,
  periodTimeRange: schema.periodTimeRange,
  rate: schema.rate,
  rateLine: schema.rateLine,
  assignedRight: schema.assignedRight,
  credential: schema.credential,
  payment: schema.payment,
  paymentLine: schema.paymentLine,
  permit: schema.permit,
  gatedTariff: schema.gatedTariff,
  stay: schema.stay,
  stayPayment: schema.stayPayment,
  booking: schema.booking,
  sandboxPaymentIntent: schema.sandboxPaymentIntent,
  pendingPayment: schema.pendingPayment,
} satisfies Record<keyof DemoRows, PgTable>;

/**
 * Inserts the rows, or on a known primary key overwrites every other column with the demo
 * value: that is how rows relative to now (periods, sessions, permits, stays) are re-anchored
 * at each start, and how an edited demo row comes back to its documented state.
 */
async function upsert(tx: Transaction, table: PgTable, rows: Record<string, unknown>[]) {
  if (rows.length === 0) return;
  const provided = new Set(Object.keys(rows[0] ?? {}));
  const fields = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  const compositeKey = getTableConfig(table).primaryKeys[0]?.columns;
  const target = compositeKey ?? fields.filter(([, column]) => column.primary).map(([, c]) => c);
  const updatable = fields.filter(
    // created_at keeps its first value unless the demo row sets it (sessions are re-anchored).
    ([field, column]) => !target.includes(column) && (field !== 'createdAt' || provided.has(field)),
  );
  const set = Object.fromEntries(
    updatable.map(([field, column]) => [field, sql.raw(`excluded."${column.name}"`)]),
  );
  const insert = tx.insert(table).values(rows);
  if (updatable.length === 0) await insert.onConflictDoNothing();
  else await insert.onConflictDoUpdate({ target, set });
}

export type SeedResult = { rows: number };

/** Upserts the whole demo in one transaction; safe to run at every start. */
export async function seedDemo(db: Database, now: Date = new Date()): Promise<SeedResult> {
  const demo = buildDemoRows(now);
  let count = 0;
  await db.transaction(async (tx) => {
    await resetDemoBooking(tx);
    await resetDemoStays(tx);
    for (const [key, table] of Object.entries(TABLES) as [keyof DemoRows, PgTable][]) {
      const rows = demo[key] as Record<string, unknown>[];
      await upsert(tx, table, rows);
      count += rows.length;
    }
    await rekeyDemoStays(tx, demo.stay);
  });
  return { rows: count };
}
