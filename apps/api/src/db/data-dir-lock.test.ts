import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, DatabaseConnectionError } from './client.js';

/**
 * One process at a time on the embedded database's directory (PGlite locks nothing): a second
 * opener is refused with the pid to stop, a lock its process left behind is taken over.
 */
const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'parking-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// The embedded database only, whatever DATABASE_URL says: the pass without it runs it; the pass
// on a PostgreSQL server would run the same thing again.
describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded database directory', () => {
  it('refuses a second opener while the first has it, and opens again once it is closed', async () => {
    const dataDir = freshDir();
    const first = await createDatabase({ databaseUrl: undefined, dataDir });
    await expect(createDatabase({ databaseUrl: undefined, dataDir })).rejects.toThrow(
      DatabaseConnectionError,
    );
    await first.close();
    const again = await createDatabase({ databaseUrl: undefined, dataDir });
    await again.close();
  }, 60_000);

  it("refuses while another live process holds it, and takes over a dead process's lock", async () => {
    const dataDir = freshDir();
    const lockFile = join(dataDir, 'pglite', 'pglite.lock');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      (await createDatabase({ databaseUrl: undefined, dataDir })).close();
      writeFileSync(lockFile, String(other.pid));
      await expect(createDatabase({ databaseUrl: undefined, dataDir })).rejects.toThrow(
        `is open in process ${other.pid}`,
      );
    } finally {
      other.kill();
    }
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']);
    writeFileSync(lockFile, String(dead.stdout).trim());
    const taken = await createDatabase({ databaseUrl: undefined, dataDir });
    await taken.close();
  }, 60_000);
});
