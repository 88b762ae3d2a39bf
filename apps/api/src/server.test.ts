import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runServer as runServerProcess } from '../test/server-process.js';
import { createEmptyPostgresDatabase } from '../test/test-database.js';

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** The server in a child process, killed at the end of the file if still running. */
function runServer(env: Record<string, string>) {
  const run = runServerProcess(env);
  cleanups.push(() => run.child.exitCode === null && run.child.kill('SIGKILL'));
  return run;
}

/**
 * A child process loads the whole API through tsx before it reads its configuration: on a
 * loaded 2-core machine (CI's browser tests beside) that alone has taken over 30 s.
 */
const CHILD_START_MS = 120_000;

describe('server start', { timeout: CHILD_START_MS }, () => {
  it('stops with one line naming a bad PORT, exit code 1', async () => {
    const run = runServer({ PORT: 'abc' });
    expect(await run.exit).toBe(1);
    expect(run.stderr()).toBe('Invalid configuration: PORT must be a number (got "abc")\n');
  });

  it('stops with one clear line when PostgreSQL cannot be reached', async () => {
    const run = runServer({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/parking' });
    expect(await run.exit).toBe(1);
    const lines = run.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Cannot connect to the database at 127\.0\.0\.1:1\/parking: .*ECONNREFUSED/,
    );
  });

  it('migrates, seeds, prints the links once and exits 0 on Ctrl-C', {
    timeout: CHILD_START_MS + 60_000,
  }, async () => {
    const env: Record<string, string> = { PORT: '0', HOST: '127.0.0.1' };
    if (process.env.DATABASE_URL) {
      const database = await createEmptyPostgresDatabase(process.env.DATABASE_URL);
      cleanups.push(database.drop);
      env.DATABASE_URL = database.url;
    } else {
      const dataDir = mkdtempSync(join(tmpdir(), 'parking-server-test-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      env.DATA_DIR = dataDir;
    }
    const run = runServer(env);
    await run.waitForOutput(/Press Ctrl-C/);
    const out = run.stdout();
    expect(out.match(/Parking payments is running at /g)).toHaveLength(1);
    const base = out.match(/running at (http:\/\/localhost:\d+)/)?.[1];
    expect(base).toBeDefined();
    expect(base).not.toMatch(/:0$/);
    const health = await fetch(`${base?.replace('localhost', '127.0.0.1')}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    for (const path of [
      `/transient/${'b6129176-2e41-4221-ae76-f22afba2321c'}`,
      '/reservation/',
      '/permit/',
      '/access-control/',
      '/api/docs',
      '/api/health',
    ]) {
      expect(out).toContain(path);
    }
    run.child.kill('SIGINT');
    expect(await run.exit).toBe(0);
    expect(run.stderr()).toBe('');
  });
});
