import { defineConfig } from 'vitest/config';

// Each workspace owns its vitest.config.ts; `--project <name>` picks one.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web', 'e2e'],
  },
});
