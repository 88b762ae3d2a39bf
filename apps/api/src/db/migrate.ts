import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle, Schema } from './client.js';
import { insertMissingPlateKeys } from './queries/stay-plate-keys.js';

/** apps/api/drizzle, from src/db or dist/db alike. */
const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Applies the pending drizzle-kit migrations with the migrator of the handle's driver, then
 * fills in the data a migration cannot compute in SQL: the similar-plate keys of open stays
 * that have none (their rule is TypeScript, `similarPlateKeys`; queries/stay-plate-keys.ts).
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as PgliteDatabase<Schema>, config);
  } else {
    await migrateNodePg(handle.db as NodePgDatabase<Schema>, config);
  }
  await insertMissingPlateKeys(handle.db);
}
