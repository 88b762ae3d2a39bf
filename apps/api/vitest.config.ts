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
    // Two files at once, whatever the core count (vitest's default leaves one worker on two
    // cores): a file spends much of its time waiting on the database, timers and the job queue,
    // so a second one fills the wait. Measured on 2 cores: PGlite 346 s -> 246 s, PostgreSQL
    // 170 s for the whole suite.
    maxWorkers: 2,
    testTimeout: 30_000,
  },
});
