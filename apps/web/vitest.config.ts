import { defineProject } from 'vitest/config';
import { domainSourceAlias } from '../../vitest.shared.ts';

export default defineProject({
  resolve: { alias: domainSourceAlias },
  test: { name: 'web', include: ['**/*.test.ts'], exclude: ['**/node_modules/**', '**/dist/**'] },
});
