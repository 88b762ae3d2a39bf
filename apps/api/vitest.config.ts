import { defineProject } from 'vitest/config';
import { domainSourceAlias } from '../../vitest.shared.ts';

export default defineProject({
  resolve: { alias: domainSourceAlias },
  test: {
    name: 'api',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    // One migrated and seeded PGlite template per run (see test/global-setup.ts).
    globalSetup: ['./test/global-setup.ts'],
    // Each file opens its own database in beforeAll: about 0.5 s on PGlite.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
