import { defineProject } from 'vitest/config';
import { domainSourceAlias } from '../../vitest.shared.ts';

export default defineProject({
  resolve: { alias: domainSourceAlias },
  // Property tests do bounded, CPU-bound work: on a loaded 2-core machine some take longer than
  // vitest's 5 s default; the timeout only guards against a hang.
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    // Pure functions: one module graph per worker, not per file (37 s -> 19 s on 2 cores).
    // A test that fakes timers restores them in its afterEach.
    isolate: false,
  },
});
