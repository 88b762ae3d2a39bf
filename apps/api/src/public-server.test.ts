import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServerDatabase, runServer as runServerProcess } from '../test/server-process.js';
import { createEmptyPostgresDatabase } from '../test/test-database.js';
import { DEMO_IDS } from './db/seed/demo-extra-ids.js';

// Issue 22 point 6 (docs/decisions/073): a server reached by the public takes no sandbox money
// and seeds no demo unless told to.

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

function runServer(env: Record<string, string>) {
  const run = runServerProcess(env);
  cleanups.push(() => run.child.exitCode === null && run.child.kill('SIGKILL'));
  return run;
}

const STARTED = /Parking payments is running at /;

/** The exit code, or 'started' when the server printed its links instead. */
function exitOrStart(run: ReturnType<typeof runServer>) {
  return Promise.race([run.exit, run.waitForOutput(STARTED, 150_000).then(() => 'started')]);
}

/** A port free now: the banner of a public server shows PUBLIC_URL, not the port it bound. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** What an operator sets for a real deployment, as the server had. */
const PUBLIC = {
  PORT: '0',
  HOST: '127.0.0.1',
  PUBLIC_URL: 'https://park.example',
  SMTP_URL: 'smtp://127.0.0.1:1',
};

/** A database with nothing in it yet: a new PGlite directory, or a new PostgreSQL database. */
async function emptyDatabaseEnv(): Promise<Record<string, string>> {
  if (process.env.DATABASE_URL) {
    const database = await createEmptyPostgresDatabase(process.env.DATABASE_URL);
    cleanups.push(database.drop);
    return { DATABASE_URL: database.url };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'parking-public-server-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return { DATA_DIR: dataDir };
}

describe('a public server (PUBLIC_URL not local, or NODE_ENV=production)', () => {
  it('refuses to start while places are served by a sandbox, naming them and SANDBOX_PAYMENTS', async () => {
    const database = await createServerDatabase();
    cleanups.push(database.remove);
    const run = runServer({ ...database.env, ...PUBLIC, SEED_DEMO: 'true' });
    expect(await exitOrStart(run)).toBe(1);
    const message = run.stderr();
    expect(message).toMatch(/sandbox/i);
    expect(message).toContain('SANDBOX_PAYMENTS=on');
    // The card sandbox (Midtown) and the redirect sandbox (no REDSYS_*: Sol Barrera).
    expect(message).toContain(`Midtown Garage (${DEMO_IDS.places.transientOpen.id})`);
    expect(message).toContain(`Aparcamiento Sol Barrera (${DEMO_IDS.secondCustomer.gatedLotId})`);
    expect(run.stdout()).not.toContain('Parking payments is running');
  }, 180_000);

  it('refuses with NODE_ENV=production on a local PUBLIC_URL too', async () => {
    const database = await createServerDatabase();
    cleanups.push(database.remove);
    const run = runServer({
      ...database.env,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
    });
    expect(await exitOrStart(run)).toBe(1);
    expect(run.stderr()).toContain('SANDBOX_PAYMENTS=on');
  }, 180_000);

  it('starts with SANDBOX_PAYMENTS=on and says it takes no real money', async () => {
    const database = await createServerDatabase();
    cleanups.push(database.remove);
    const run = runServer({
      ...database.env,
      ...PUBLIC,
      SEED_DEMO: 'true',
      SANDBOX_PAYMENTS: 'on',
    });
    await run.waitForOutput(STARTED, 150_000);
    expect(run.stdout()).toMatch(/Test mode: .*no real money.*SANDBOX_PAYMENTS=on/);
    run.child.kill('SIGINT');
    expect(await run.exit).toBe(0);
  }, 180_000);

  it('seeds no demo data and prints no demo links unless SEED_DEMO=true', async () => {
    const port = await freePort();
    const run = runServer({ ...(await emptyDatabaseEnv()), ...PUBLIC, PORT: String(port) });
    await run.waitForOutput(/Press Ctrl-C/, 150_000);
    const base = `http://127.0.0.1:${port}`;
    expect(run.stdout()).not.toContain(DEMO_IDS.places.transientOpen.id);
    expect(run.stdout()).not.toContain('/transient/');
    const place = await fetch(`${base}/api/customer/place/${DEMO_IDS.places.transientOpen.id}`);
    expect(place.status).toBe(404);
    run.child.kill('SIGINT');
    expect(await run.exit).toBe(0);
  }, 180_000);
});
