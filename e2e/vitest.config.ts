import { defineProject } from 'vitest/config';
import { domainSourceAlias } from '../vitest.shared.ts';

export default defineProject({
  resolve: { alias: domainSourceAlias },
  test: {
    name: 'e2e',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    globalSetup: ['./support/server.global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
