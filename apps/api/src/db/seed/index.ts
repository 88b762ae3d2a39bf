import { getTableColumns, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { applyOperatorFile } from '#api/modules/operator-file/apply-file.js';
import type { Database } from '../client.js';
import * as schema from '../schema/index.js';
import { resetDemoBooking } from './demo-booking.js';
import { reanchorDemoCalendar } from './demo-calendar.js';
import { buildDemoRows } from './demo-data.js';
import { demoOperatorFiles } from './demo-operators.js';
import type { DemoRows } from './demo-rows.js';
import { rekeyDemoStays, resetDemoStays } from './demo-stays.js';
import { withTariffVersions } from './demo-stays-tariff.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The table behind each key of DemoRows, in insert order (parents first). */
const TABLES = {
  operatorApiKey: schema.operatorApiKey,
  assignedRight: schema.assignedRight,
  credential: schema.credential,
  payment: schema.payment,
  paymentLine: schema.paymentLine,
  permit: schema.permit,
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

/**
 * The demo in one transaction, safe to run at every start: its operators' files applied by the
 * same code as any operator's (decision 089), their dates that follow the clock moved, then its
 * activity (sessions, bookings, permits, stays) upserted relative to now.
 */
export async function seedDemo(db: Database, at: Date = new Date()): Promise<SeedResult> {
  const now = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
  const demo = buildDemoRows(now);
  let count = 0;
  await db.transaction(async (tx) => {
    for (const file of demoOperatorFiles()) {
      const outcome = await applyOperatorFile(tx, file, { dryRun: false, now });
      if (outcome.problems.length > 0)
        throw new Error(
          `the demo's ${file.organization.key} file was refused:\n${outcome.problems.join('\n')}`,
        );
    }
    await reanchorDemoCalendar(tx, now);
    await resetDemoBooking(tx);
    await resetDemoStays(tx);
    const stays = await withTariffVersions(tx, demo.stay, now);
    for (const [key, table] of Object.entries(TABLES) as [keyof DemoRows, PgTable][]) {
      const rows = (key === 'stay' ? stays : demo[key]) as Record<string, unknown>[];
      await upsert(tx, table, rows);
      count += rows.length;
    }
    await rekeyDemoStays(tx, stays);
  });
  return { rows: count };
}
