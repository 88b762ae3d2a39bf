// The built product as `npm start` serves it (API + web on one origin, embedded PGlite in a
// fresh data directory, demo data), for the benches that measure what a browser receives.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../', import.meta.url);
/** A path inside the repository. */
export const repoPath = (relative: string) => new URL(relative, root).pathname;

/** Builds what is missing (the whole product, or only the web app), like `npm start` would. */
function ensureBuilt(): void {
  const build = (args: string[]) => {
    console.log(`> npm ${args.join(' ')}`);
    const result = spawnSync('npm', args, { cwd: repoPath('.'), stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed`);
  };
  if (!existsSync(repoPath('apps/api/dist/server.js'))) build(['run', 'build']);
  else if (!existsSync(repoPath('apps/web/dist/index.html')))
    build(['run', 'build', '-w', '@parking/web']);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface BuiltServer {
  baseUrl: string;
  isAlive: () => boolean;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts apps/api/dist/server.js on a free port of 127.0.0.1 (building it first if needed). */
export async function startBuiltServer(): Promise<BuiltServer> {
  ensureBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'parking-bench-'));
  const port = await freePort();
  // The embedded database whatever the caller's environment says: a fresh install's figures.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, [repoPath('apps/api/dist/server.js')], {
    cwd: repoPath('.'),
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    isAlive: () => child.exitCode === null,
    output: () => output.join(''),
    stop: () => stop().catch(() => undefined),
  };
}

/** Polls `url` until it answers 2xx (the demo seed is in once the place endpoint answers). */
export async function waitUntilOk(
  url: string,
  server: Pick<BuiltServer, 'isAlive' | 'output'> | null,
): Promise<Response> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server && !server.isAlive())
      throw new Error(`The server exited before it was ready:\n${server.output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server was not ready within 90 s:\n${server?.output() ?? ''}`);
}
