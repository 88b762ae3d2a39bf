import { defineProject } from 'vitest/config';
import { domainSourceAlias } from '../../vitest.shared.ts';

export default defineProject({
  resolve: { alias: domainSourceAlias },
  test: { name: 'domain', include: ['src/**/*.test.ts'] },
});
