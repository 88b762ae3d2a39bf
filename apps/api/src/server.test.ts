import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from '../test/test-database.js';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

type Run = {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
};

/** `src/server.ts` as `npm run dev` runs it, in a child process. */
function runServer(env: Record<string, string>): Run {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'src/server.ts'],
    {
      cwd: apiDir,
      env: {
        PATH: process.env.PATH ?? '',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '/nonexistent',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    err += chunk;
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  cleanups.push(() => child.exitCode === null && child.kill('SIGKILL'));
  return { child, stdout: () => out, stderr: () => err, exit };
}

async function waitFor(check: () => boolean, timeoutMs: number) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('server start', () => {
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

  it('migrates, seeds, prints the links once and exits 0 on Ctrl-C', async () => {
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
    await waitFor(() => run.stdout().includes('Press Ctrl-C'), 45_000);
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
  }, 60_000);
});
