import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startProductServer } from './product-server.ts';

/**
 * Starts the built product exactly as `npm start` serves it (API + web on one origin, embedded
 * PGlite, demo data) on a free port in a fresh data directory, once for the whole browser run.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'parking-e2e-'));
  // The server's log lines (at warn), for a test that checks what the server heard.
  const serverLogFile = join(dataDir, 'server.log');
  const serverLog = createWriteStream(serverLogFile);
  const server = await startProductServer(dataDir, {
    onStdout: (chunk) => serverLog.write(chunk),
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('serverLogFile', serverLogFile);

  return async () => {
    await server.stop();
    serverLog.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The file the server's stdout (its JSON log lines) is written to. */
    serverLogFile: string;
  }
}
