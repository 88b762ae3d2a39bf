import { defineProject } from 'vitest/config';
import { domainSourceAlias } from '../../vitest.shared.ts';

// Logic tests (.ts) run in Node. Component tests (.tsx) render into happy-dom, which they ask
// for with a `// @vitest-environment happy-dom` first line: happy-dom also replaces fetch,
// Response, URL and AbortController, which the logic tests should meet as Node has them.
export default defineProject({
  resolve: { alias: domainSourceAlias },
  test: {
    name: 'web',
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    // One module graph per worker, not per file: 44 s -> 13 s on 2 cores, most of it
    // importing React and happy-dom again. Safe while no test mocks a module and every stubbed
    // global is unstubbed in afterEach (checked with --sequence.shuffle).
    isolate: false,
  },
});
