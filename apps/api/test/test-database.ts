import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/client.js';

/** The same server's maintenance database, where CREATE/DROP DATABASE run. */
function adminUrl(url: string): string {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return admin.toString();
}

async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl(url) });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * An empty PostgreSQL database of its own (DATABASE_URL runs only); `drop` removes it.
 * Returns the URL to reach it.
 */
export async function createEmptyPostgresDatabase(baseUrl: string, template?: string) {
  const name = `parking_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  // The names are ours (letters, digits, underscores): nothing to quote.
  await admin(baseUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      admin(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

/**
 * A migrated and seeded database for one test file. PGlite (default): the run's template
 * loaded into memory. PostgreSQL (DATABASE_URL): a new database, a copy of the run's template
 * (global-setup.ts), dropped again by close().
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const template = inject('pgliteTemplate');
    const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(template)]) });
    return openPglite(client);
  }
  const database = await createEmptyPostgresDatabase(baseUrl, inject('postgresTemplate'));
  const handle = await openPostgres(database.url);
  let closed: Promise<void> | undefined;
  return {
    ...handle,
    close: () =>
      (closed ??= (async () => {
        await handle.close();
        await database.drop();
      })()),
  };
}

/**
 * One migrated and seeded database opened twice, as two API processes on one database open
 * it: on PostgreSQL two pools on one server database (each statement of one may wait on the
 * other's row locks); on PGlite, which is one connection per database, the one handle twice
 * (both apps' statements then take turns, which still tests every conditional update).
 */
export async function createSharedTestDatabase(): Promise<{
  handles: [DatabaseHandle, DatabaseHandle];
  close(): Promise<void>;
}> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const handle = await createTestDatabase();
    return { handles: [handle, handle], close: () => handle.close() };
  }
  const database = await createEmptyPostgresDatabase(baseUrl, inject('postgresTemplate'));
  const first = await openPostgres(database.url);
  const second = await openPostgres(database.url);
  return {
    handles: [first, second],
    close: async () => {
      await Promise.all([first.close(), second.close()]);
      await database.drop();
    },
  };
}
