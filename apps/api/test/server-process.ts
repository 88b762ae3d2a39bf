import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/client.js';
import type { HttpServer } from './payment-helpers.js';
import { createEmptyPostgresDatabase } from './test-database.js';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

export type ServerProcess = {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** The exit code; null when a signal ended the process. */
  exit: Promise<number | null>;
  /** Resolves once stdout matches (the banner, a log line), rejects after timeoutMs. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** http://127.0.0.1:<port> once the start banner is printed. */
  ready(timeoutMs?: number): Promise<string>;
};

/**
 * `src/server.ts` as `npm run dev` runs it (tsx, source conditions), in a child process with
 * only the environment given (and PATH). Kill what is still running at the end of the file:
 * `process.kill()` in an afterAll.
 */
export function runServer(env: Record<string, string>): ServerProcess {
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
  const listeners = new Set<() => void>();
  child.stdout?.on('data', (chunk) => {
    out += chunk;
    for (const listener of listeners) listener();
  });
  child.stderr?.on('data', (chunk) => {
    err += chunk;
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  // Generous: a child server starting on a loaded 2-core machine (migrations, pg-boss's schema)
  // has taken over 45 s; a hang still fails, just later.
  function waitForOutput(pattern: RegExp, timeoutMs = 120_000): Promise<RegExpMatchArray> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const match = out.match(pattern);
        if (!match) return;
        done();
        resolve(match);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no ${pattern} in the server's output:\n${out}\n${err}`));
      }, timeoutMs);
      const gone = () => {
        done();
        reject(new Error(`the server exited before ${pattern}:\n${out}\n${err}`));
      };
      const done = () => {
        clearTimeout(timer);
        listeners.delete(check);
        child.off('exit', gone);
      };
      listeners.add(check);
      child.once('exit', gone);
      check();
    });
  }

  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exit,
    waitForOutput,
    async ready(timeoutMs) {
      const [, port] = await waitForOutput(/running at http:\/\/localhost:(\d+)/, timeoutMs);
      return `http://127.0.0.1:${port}`;
    },
  };
}

/**
 * A database that outlives the server processes run on it: a fresh PostgreSQL database on
 * DATABASE_URL runs, else a PGlite directory in a temporary folder. `env` points a server at
 * it; `open()` opens it in the test (on PGlite only while no server has it open).
 */
export async function createServerDatabase(): Promise<{
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
  remove(): Promise<void>;
}> {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const database = await createEmptyPostgresDatabase(baseUrl);
    return {
      env: { DATABASE_URL: database.url },
      open: () => openPostgres(database.url),
      remove: async () => {
        await database.drop();
      },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'parking-server-process-'));
  // The run's migrated and seeded template (global-setup.ts), written to the directory: the
  // server's own migrations and seed then find their work done, and it starts in half the time.
  const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
  await (await PGlite.create({ dataDir: join(dataDir, 'pglite'), loadDataDir: template })).close();
  return {
    env: { DATA_DIR: dataDir },
    open: async () => openPglite(await PGlite.create({ dataDir: join(dataDir, 'pglite') })),
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A server process as the HTTP helpers (payment-helpers.ts) take it. */
export const httpServer = (url: string): HttpServer => ({
  request: (path, init) => fetch(`${url}${path}`, init),
});
