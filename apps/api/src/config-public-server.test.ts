import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

// docs/decisions/073: a public server takes no sandbox money and seeds no demo unless told to.
describe('loadConfig: a public server', () => {
  // docs/decisions/073: a public server takes no sandbox money and seeds no demo unless told to.
  it.each([
    [{}, false],
    [{ PUBLIC_URL: 'http://localhost:3000' }, false],
    [{ PUBLIC_URL: 'http://parking.localhost' }, false],
    [{ PUBLIC_URL: 'http://127.0.0.1:8080' }, false],
    [{ PUBLIC_URL: 'http://[::1]:3000' }, false],
    [{ PUBLIC_URL: 'https://park.example' }, true],
    [{ PUBLIC_URL: 'http://192.168.1.20:3000' }, true],
    [{ PUBLIC_URL: 'https://localhost.park.example' }, true],
    [{ NODE_ENV: 'production' }, true],
    [{ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' }, true],
    [{ NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' }, false],
    // Issue 22: 'Production' started a local server with the sandbox places.
    [{ NODE_ENV: 'Production' }, true],
    [{ NODE_ENV: 'PRODUCTION', PUBLIC_URL: 'http://localhost:3000' }, true],
    [{ NODE_ENV: ' production ' }, true],
    [{ NODE_ENV: 'productions' }, false],
  ])('%j is a public server: %s', (env, publicServer) => {
    const config = loadConfig(env);
    expect(config.publicServer).toBe(publicServer);
    expect(config.seedDemo).toBe(!publicServer);
    expect(config.sandboxPayments).toBe(!publicServer);
  });

  it('seeds a public server and takes its sandbox money only when told to', () => {
    const asked = loadConfig({
      PUBLIC_URL: 'https://park.example',
      SEED_DEMO: 'true',
      SANDBOX_PAYMENTS: 'on',
    });
    expect(asked).toMatchObject({ publicServer: true, seedDemo: true, sandboxPayments: true });
    const local = loadConfig({ SEED_DEMO: 'false', SANDBOX_PAYMENTS: 'off' });
    expect(local).toMatchObject({ publicServer: false, seedDemo: false, sandboxPayments: false });
  });
});
