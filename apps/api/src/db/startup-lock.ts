import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from './client.js';

/** One key for all start-up schema work: ours (migrations, demo seed) and pg-boss's. */
const STARTUP_LOCK = 'parking:startup';

/**
 * Runs `work` while this process holds a PostgreSQL advisory lock, so that instances starting
 * together on one database take turns at creating and changing the schema. Without it two
 * fresh instances both apply the same migration, and pg-boss's own install and queue creation
 * race (a duplicate schema, a deadlock; seen in the two-instance test), and one instance fails
 * to start. The lock is held by one pooled connection for the duration (the work itself runs on
 * any); a process that dies loses its connection, and with it the lock. PGlite is one process
 * per database: nothing to take turns with.
 */
export async function withStartupLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (client instanceof PGlite) return work();
  const connection = await client.connect();
  try {
    await connection.query('select pg_advisory_lock(hashtext($1))', [STARTUP_LOCK]);
    return await work();
  } finally {
    // Closed rather than returned to the pool: closing the session is what releases the lock,
    // whatever state the connection is in.
    connection.release(true);
  }
}
