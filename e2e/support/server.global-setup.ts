import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

const repoRoot = new URL('../../', import.meta.url);
const serverEntry = new URL('apps/api/dist/server.js', repoRoot);

/**
 * Starts the built product exactly as `npm start` serves it (API + web on one origin, embedded
 * PGlite, demo data) on a free port in a fresh data directory, once for the whole browser run.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'parking-e2e-'));
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [serverEntry.pathname], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Outbox mode whatever the caller's environment: receipts land in /dev/mailbox, which
      // DEV_MAILBOX=auto serves to this machine (the browser) while PUBLIC_URL names no other.
      SMTP_URL: '',
      // Every driver of the run pays from 127.0.0.1: the carding defence (decision 041) would
      // count them as one. Its figures are tested in the API suite.
      CARD_ATTEMPTS_PER_IP: '1000',
      CARD_DECLINES_PER_IP: '1000',
      CARD_INTENTS_PER_IP: '1000',
      SANDBOX_REQUESTS_PER_IP: '1000',
      // The stay searches' budget (decision 071) too: tested in the API suite.
      STAY_SEARCHES_PER_IP: '1000',
      STAY_SEARCHES_PER_CUSTOMER: '1000',
      // Likewise every checkout's hold (decision 070).
      HOLDS_PER_CLIENT_AT_PLACE: '1000',
      DEV_MAILBOX: 'auto',
      PUBLIC_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  // The server's log lines (at warn), for a test that checks what the server heard.
  const serverLogFile = join(dataDir, 'server.log');
  const serverLog = createWriteStream(serverLogFile);
  server.stdout?.on('data', (chunk) => {
    output.push(String(chunk));
    serverLog.write(chunk);
  });
  server.stderr?.on('data', (chunk) => output.push(String(chunk)));

  await waitForHealth(baseUrl, server, output);
  project.provide('baseUrl', baseUrl);
  project.provide('serverLogFile', serverLogFile);

  return async () => {
    await stop(server);
    serverLog.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitForHealth(baseUrl: string, server: ChildProcess, output: string[]) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(
        `The server exited (${server.exitCode}) before it was healthy:\n${output.join('')}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGKILL');
  throw new Error(`The server was not healthy within 90 s:\n${output.join('')}`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    server.kill('SIGINT');
  });
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The file the server's stdout (its JSON log lines) is written to. */
    serverLogFile: string;
  }
}
