import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createStatementBatch } from '#api/lib/statement-batch.js';
import type { Database } from '../client.js';
import { createStatementNames } from '../statement-names.js';
import { rowsOf } from './booking-capacity.js';

const dialect = new PgDialect();

/** Statements are prepared in the session under a name from their text (decision 103). */
const nameOf = createStatementNames('under_place_lock_');

/**
 * A statement as run_statements (migrations 0027, 0030) takes it: its text, with $n written
 * $1[n], its parameters as texts (each cast where the statement uses it), and the name it is
 * prepared under in the session (decision 103), from its text.
 */
function entryOf(statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  const text = query.sql.replace(/\$(\d+)/g, '$$1[$1]');
  const name = nameOf(text);
  return {
    ...(name ? { name } : {}),
    sql: text,
    args: query.params.map((value) =>
      value == null ? null : value instanceof Date ? value.toISOString() : String(value),
    ),
  };
}

/**
 * The place's lock (SELECT ... FOR NO KEY UPDATE of its row, decision 051) taken in the
 * database, with statements run after it is granted, in one call (function
 * run_under_place_lock, migration 0027; decisions 096 and 098): the lock is held while the
 * database works, never across a turn of the application. The calls for one place that arrive
 * while its call is in flight go together in the next one: one grant, one commit (one WAL flush)
 * for all of them, each statement run in turn with its own snapshot, so each sees the ones
 * before it. A call that fails makes its batch run again one call at a time.
 */
export function createPlaceLockQueue(db: Pick<Database, 'execute'>, maxBatch = 32) {
  const batches = new Map<string, (statement: () => SQL) => Promise<unknown>>();
  let calls = 0;

  function batchOf(placeId: string) {
    let batch = batches.get(placeId);
    if (!batch) {
      batch = createStatementBatch<() => SQL, unknown>({
        run: async (builds) => {
          const entries = JSON.stringify(builds.map((build) => entryOf(build())));
          const result = await db.execute(
            sql`select run_under_place_lock(${placeId}::uuid, ${entries}::jsonb) as answers`,
          );
          return rowsOf<{ answers: unknown[] }>(result)[0]?.answers ?? [];
        },
        // Statements of one batch run in turn and see each other: any two may share one.
        keyOf: () => String(calls++),
        maxSize: maxBatch,
      });
      batches.set(placeId, batch);
    }
    return batch;
  }

  return {
    /**
     * Runs the statement `build` makes when its batch is sent (so that what it reads of the
     * clock is not older than its wait in the queue) after the place's lock is granted, and
     * answers its one jsonb value (null for no row). A place that does not exist locks nothing:
     * its statements see no place row.
     */
    run: async <T>(placeId: string, build: () => SQL): Promise<T | null> =>
      ((await batchOf(placeId.toLowerCase())(build)) as T | null) ?? null,
  };
}

export type PlaceLockQueue = ReturnType<typeof createPlaceLockQueue>;
