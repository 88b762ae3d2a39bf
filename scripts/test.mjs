// `npm test`: every check a change must pass, in the order that fails fastest.
import { runSteps } from './run.mjs';

const npx = 'npx';
// .ci/run sets it: the API suite once more on a PostgreSQL server, beside the browser tests
// (decision 080: the two wait on different things, a database and a browser).
const postgresUrl = process.env.POSTGRES_TEST_URL;
const postgresPass = postgresUrl && [
  `API tests over HTTP on PostgreSQL (${postgresUrl})`,
  npx,
  ['vitest', 'run', '--project', 'api'],
  { env: { ...process.env, DATABASE_URL: postgresUrl } },
];

await runSteps([
  ['lint and format (biome)', npx, ['biome', 'check', '.']],
  ['file length (300 physical lines)', 'node', ['scripts/check-file-length.mjs']],
  ['folder maps (every folder named in its README)', 'node', ['scripts/check-folder-maps.mjs']],
  [
    'dates and amounts written by the display module',
    'node',
    ['scripts/check-display-formatting.mjs'],
  ],
  ['unused files, exports and dependencies (knip)', 'npm', ['run', 'lint:unused']],
  ['import rules (dependency-cruiser) and no climbing imports', 'npm', ['run', 'lint:imports']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  // One run each: in one run the two projects lost their shared modules (isolate: false),
  // 75 s against 19 s and 13 s apart on 2 cores.
  ['unit tests (domain)', npx, ['vitest', 'run', '--project', 'domain']],
  ['unit tests (web)', npx, ['vitest', 'run', '--project', 'web']],
  ['API tests over HTTP (PGlite, or DATABASE_URL)', npx, ['vitest', 'run', '--project', 'api']],
  ['browser tests (Chromium)', 'npm', ['run', 'test:e2e'], {}, postgresPass],
]);
