import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;

/**
 * The one type repositories see, whichever driver is behind it: both drizzle drivers are
 * PgDatabase subclasses, and only their query-result shape differs.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** A Database and the connection it holds. */
export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** host:port/database or the PGlite directory, for messages (never a password). */
  location: string;
  close(): Promise<void>;
};

/** The database could not be reached at start: the message is meant for the operator. */
export class DatabaseConnectionError extends Error {
  override name = 'DatabaseConnectionError';
}

export type DatabaseOptions = { databaseUrl: string | undefined; dataDir: string };

/** PostgreSQL when a URL is given, otherwise PGlite stored in dataDir/pglite. */
export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const dir = join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const lock = lockDataDir(dir);
  if ('refusal' in lock) throw new DatabaseConnectionError(lock.refusal);
  // Released on close, and when the process exits without closing (a kill -9 leaves it: the
  // next opener sees its process gone and takes it over).
  process.once('exit', lock.release);
  try {
    const handle = openPglite(await PGlite.create({ dataDir: dir }), dir);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        lock.release();
        process.off('exit', lock.release);
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Wraps an open PGlite (on disk, in memory or loaded from a dump). */
export function openPglite(client: PGlite, location = 'memory'): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    location,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export function describePostgresUrl(url: string): string {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || '(default)';
  return `${parsed.hostname}:${parsed.port || '5432'}/${database}`;
}

/** Opens a pool and proves the server answers, so a bad URL fails at start with one line. */
export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const location = describePostgresUrl(url);
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseConnectionError(
      `Cannot connect to the database at ${location}: ${connectionReason(error)}`,
    );
  }
  const db = drizzleNodePg({ client: pool, schema });
  let closed: Promise<void> | undefined;
  return { db, kind: 'postgres', location, close: () => (closed ??= pool.end()) };
}

function connectionReason(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return connectionReason(error.errors[0]);
  }
  if (error instanceof Error)
    return error.message || (error as { code?: string }).code || 'unknown error';
  return String(error);
}
