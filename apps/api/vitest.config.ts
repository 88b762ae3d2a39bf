import { defineProject } from 'vitest/config';
import { apiSourceAlias, domainSourceAlias } from '../../vitest.shared.ts';

export default defineProject({
  resolve: { alias: [...domainSourceAlias, ...apiSourceAlias] },
  test: {
    name: 'api',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    // Whether Redis is there, asked once (test/redis.global-setup.ts); one migrated and seeded
    // PGlite template per run (test/global-setup.ts).
    globalSetup: ['./test/redis.global-setup.ts', './test/global-setup.ts'],
    // Each file opens its own database in beforeAll: about 0.5 s on PGlite.
    hookTimeout: 60_000,
    // Two files at once, whatever the core count (vitest's default leaves one worker on two
    // cores): a file spends much of its time waiting on the database, timers and the job queue,
    // so a second one fills the wait. Measured on 2 cores: PGlite 346 s -> 246 s, PostgreSQL
    // 170 s for the whole suite.
    maxWorkers: 2,
    // The app's modules are loaded once per worker, not once per file: importing them took
    // about 2 s a file, most of the suite's time (PGlite 522 s -> 203 s, PostgreSQL about 300 s
    // -> 140 s, on a busy 2-core machine). Safe while no API test mocks a module, stubs the
    // environment or fakes timers: each file starts its own server on its own database, and
    // what the shared modules keep is caches of pure results.
    isolate: false,
    testTimeout: 30_000,
  },
});
