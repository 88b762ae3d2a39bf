import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { seedDemo } from '../src/db/seed/index.js';
import { createEmptyPostgresDatabase } from './test-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated and seeded PGlite data directory; empty on PostgreSQL runs. */
    pgliteTemplate: string;
    /** The migrated and seeded PostgreSQL database each file copies; empty on PGlite runs. */
    postgresTemplate: string;
  }
}

/**
 * Builds one migrated and seeded database per run. On PGlite it saves its data directory: each
 * test file loads that dump (about half a second) instead of creating a database (about six).
 * On PostgreSQL (DATABASE_URL set) it is a database of the server that each file's database is
 * created from (CREATE DATABASE ... TEMPLATE, a copy of its files) instead of migrating and
 * seeding its own (about 2 s of a busy machine each).
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    project.provide('pgliteTemplate', '');
    const template = await createEmptyPostgresDatabase(baseUrl);
    const handle = await openPostgres(template.url);
    await migrateDatabase(handle);
    await seedDemo(handle.db);
    // A template has no connection open while it is copied.
    await handle.close();
    project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
    return () => template.drop();
  }
  project.provide('postgresTemplate', '');
  const dir = mkdtempSync(join(tmpdir(), 'parking-api-test-'));
  const client = await PGlite.create();
  const handle = openPglite(client);
  await migrateDatabase(handle);
  await seedDemo(handle.db);
  const dump = await client.dumpDataDir('none');
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
