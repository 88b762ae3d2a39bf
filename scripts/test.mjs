// `npm test`: every check a change must pass, in the order that fails fastest.
import { runSteps } from './run.mjs';

const npx = 'npx';
await runSteps([
  ['lint, format and file length (biome)', npx, ['biome', 'check', '.']],
  ['unused files, exports and dependencies (knip)', 'npm', ['run', 'lint:unused']],
  ['import rules (dependency-cruiser)', 'npm', ['run', 'lint:imports']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['unit tests (domain, web)', npx, ['vitest', 'run', '--project', 'domain', '--project', 'web']],
  ['API tests over HTTP (PGlite, or DATABASE_URL)', npx, ['vitest', 'run', '--project', 'api']],
  ['browser tests (Chromium)', 'npm', ['run', 'test:e2e']],
]);
