import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export const repoRoot = new URL('../../', import.meta.url);
const serverEntry = new URL('apps/api/dist/server.js', repoRoot);

/** The variables every browser run's server takes, whatever the caller's environment. */
const E2E_SERVER_ENV = {
  HOST: '127.0.0.1',
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
} as const;

export type ProductServer = {
  baseUrl: string;
  process: ChildProcess;
  /** What the server wrote so far, for a failure's message. */
  output: string[];
  stop(): Promise<void>;
};

/**
 * The built product exactly as `npm start` serves it (API + web on one origin, embedded PGlite)
 * on a free port with the data directory given, once it answers /api/health.
 */
export async function startProductServer(
  dataDir: string,
  {
    onStdout,
    env = {},
  }: {
    onStdout?: (chunk: Buffer) => void;
    /** More variables; one set to undefined is removed from the caller's environment. */
    env?: Record<string, string | undefined>;
  } = {},
): Promise<ProductServer> {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [serverEntry.pathname], {
    env: serverEnv({ ...E2E_SERVER_ENV, PORT: String(port), DATA_DIR: dataDir, ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  server.stdout?.on('data', (chunk: Buffer) => {
    output.push(String(chunk));
    onStdout?.(chunk);
  });
  server.stderr?.on('data', (chunk) => output.push(String(chunk)));
  await waitForHealth(baseUrl, server, output);
  return { baseUrl, process: server, output, stop: () => stop(server) };
}

/** The caller's environment with `changes` over it, undefined meaning unset. */
export function serverEnv(changes: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...changes };
  for (const [name, value] of Object.entries(changes)) if (value === undefined) delete env[name];
  return env;
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
