import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../db/client.js';

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
  return { executeSql: (text, values) => client.query(text, values) };
}
