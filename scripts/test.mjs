// `npm test`: every check a change must pass, in the order that fails fastest.
import { runSteps } from './run.mjs';

const npx = 'npx';
await runSteps([
  ['lint and format (biome)', npx, ['biome', 'check', '.']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['unit tests (domain, web)', npx, ['vitest', 'run', '--project', 'domain', '--project', 'web']],
  ['API tests over HTTP (PGlite, or DATABASE_URL)', npx, ['vitest', 'run', '--project', 'api']],
  ['browser tests (Chromium)', 'npm', ['run', 'test:e2e']],
]);
