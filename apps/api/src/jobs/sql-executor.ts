import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../db/client.js';
import { createStatementNames } from '../db/statement-names.js';

/** What pg-boss needs of a database (its `Db` interface): one statement or a script. */
export type SqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
};

/**
 * pg-boss on the app's own connection: the PGlite instance of the embedded default (one
 * process, no server) or the `pg` pool. Scripts without parameters (pg-boss's schema
 * migrations) go through PGlite's exec, which, unlike query, runs several statements.
 */
export function sqlExecutorFor(db: Database): SqlExecutor {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (client instanceof PGlite) {
    return {
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
    };
  }
  // Its statements with values are prepared once per connection, by a name from their text
  // (decision 103), where each was planned at every call; PostgreSQL still plans its fetch and
  // completion each time (custom plans over the partitioned job table), not its insert.
  const nameOf = createStatementNames('pgboss_');
  return {
    executeSql: (text, values) => {
      const name = values && values.length > 0 ? nameOf(text) : undefined;
      return name ? client.query({ name, text, values }) : client.query(text, values);
    },
  };
}
