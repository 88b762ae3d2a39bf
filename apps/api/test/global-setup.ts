import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { seedDemo } from '../src/db/seed/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated and seeded PGlite data directory; empty on PostgreSQL runs. */
    pgliteTemplate: string;
  }
}

/**
 * On PGlite, builds one migrated and seeded database per run and saves its data directory:
 * each test file loads that dump (about half a second) instead of creating a database (about
 * six). On PostgreSQL (DATABASE_URL set) each file creates its own database instead.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
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
