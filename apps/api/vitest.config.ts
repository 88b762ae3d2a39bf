import { defineProject } from 'vitest/config';
import { domainSourceAlias } from '../../vitest.shared.ts';

export default defineProject({
  resolve: { alias: domainSourceAlias },
  test: { name: 'api', include: ['**/*.test.ts'], exclude: ['**/node_modules/**', '**/dist/**'] },
});
