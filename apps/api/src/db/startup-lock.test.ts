import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from '#test/test-database.js';
import { type DatabaseHandle, openPostgres } from './client.js';
import { migrateDatabase } from './migrate.js';
import { seedDemo } from './seed/index.js';
import { withStartupLock } from './startup-lock.js';

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// Instances starting together on one fresh PostgreSQL database (server.ts's start): without the
// lock both apply the first migration and one fails. PGlite is one process: nothing to share.
describe.runIf(process.env.DATABASE_URL)('the start-up lock', () => {
  it('lets instances starting together migrate and seed one after the other', async () => {
    const database = await createEmptyPostgresDatabase(process.env.DATABASE_URL ?? '');
    cleanups.push(database.drop);
    const handles: DatabaseHandle[] = [];
    for (let i = 0; i < 3; i += 1) handles.push(await openPostgres(database.url));
    cleanups.push(() => Promise.all(handles.map((handle) => handle.close())));

    const order: string[] = [];
    await Promise.all(
      handles.map((handle, i) =>
        withStartupLock(handle.db, async () => {
          order.push(`start ${i}`);
          await migrateDatabase(handle);
          await seedDemo(handle.db);
          order.push(`end ${i}`);
        }),
      ),
    );
    // One at a time: every start is followed by its own end.
    for (let at = 0; at < order.length; at += 2) {
      expect(order[at + 1]).toBe(order[at]?.replace('start', 'end'));
    }
    const first = handles[0] as DatabaseHandle;
    const applied = await first.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect((applied as unknown as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThan(0);
  });
});
