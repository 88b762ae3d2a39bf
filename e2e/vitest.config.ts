import { defineProject } from 'vitest/config';
import { apiSourceAlias, domainSourceAlias } from '../vitest.shared.ts';

export default defineProject({
  resolve: { alias: [...domainSourceAlias, ...apiSourceAlias] },
  test: {
    name: 'e2e',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    globalSetup: ['./support/server.global-setup.ts'],
    // A journey of 20 to 40 s alone (pay, e-mail, invoice, PDF) took over 60 s beside the API
    // suite's PostgreSQL pass (.ci/run), both on two cores: the limit is for a hang, not a pace.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    // Playwright and the helpers are imported once per worker, not once per file: 11 s of
    // imports fell to 2 s over ten small files, 13% of their CPU. Safe while no browser test
    // mocks a module or keeps state in a helper module: each file launches its own browser and
    // each test opens its own context.
    isolate: false,
    // Page states are asserted with expect.poll; its default second is too short for a
    // render after a request on a busy two-core machine.
    expect: { poll: { timeout: 10_000 } },
  },
});
