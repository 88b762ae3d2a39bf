import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../client.js';
import { rowsOf } from './booking-capacity.js';

const dialect = new PgDialect();

/**
 * A statement as the functions of migration 0027 take it (run_statements): its text, with $n
 * written $1[n], and its parameters as texts (each cast where the statement uses it).
 * `values` fills the statement's placeholders (sql.placeholder) by name.
 */
export type LockedStatement = { sql: string; args: (string | null)[] };

export function lockedStatementOf(statement: SQL, values: Record<string, unknown> = {}) {
  const query = dialect.sqlToQuery(statement);
  return {
    sql: query.sql.replace(/\$(\d+)/g, '$$1[$1]'),
    args: fillPlaceholders(query.params, values).map((value) =>
      value == null ? null : value instanceof Date ? value.toISOString() : String(value),
    ),
  } satisfies LockedStatement;
}

/**
 * Runs the statements after the lock of `table`'s row `id` is granted (FOR NO KEY UPDATE), in
 * one call and one transaction (run_under_place_lock, run_under_right_lock); each answers one
 * jsonb value (null for no row), answered in their order.
 */
export async function runUnderRowLock(
  db: Pick<Database, 'execute'>,
  table: 'place' | 'assigned_right',
  id: string,
  statements: LockedStatement[],
): Promise<unknown[]> {
  const entries = JSON.stringify(statements);
  const result = await db.execute(
    table === 'place'
      ? sql`select run_under_place_lock(${id}::uuid, ${entries}::jsonb) as answers`
      : sql`select run_under_right_lock(${id}::uuid, ${entries}::jsonb) as answers`,
  );
  return rowsOf<{ answers: unknown[] }>(result)[0]?.answers ?? [];
}
