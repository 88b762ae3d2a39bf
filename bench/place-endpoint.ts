// The place endpoint under load: GET /api/customer/place/<transientOpen>?include=<all ten>
// served by the real app (buildApp: helmet, zod validation, error handler, cache, ETag) on a
// seeded PGlite, against a bare Fastify route that returns a constant JSON body of the same
// size, measured in the same run with the same client: 100 connections, a short warm-up,
// then alternating rounds of DURATION_S seconds each, the best round of each kept. The goal is a ratio of at least 0.4 of the bare route's req/s.
// Errors (failed requests, timeouts, answers other than 2xx) show beside each figure; more
// than 0.1% of them in any round fails the bench. BENCH_TIME_ZONE=night: _bench-places.ts.
//
//   npx tsx --conditions=source bench/place-endpoint.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLACE_INCLUDES } from '@parking/domain';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { createDatabase } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { DEMO_IDS } from '../apps/api/src/db/seed/demo-extra-ids.ts';
import { seedDemo } from '../apps/api/src/db/seed/index.ts';
import { benchAddressLimits } from './_address-limits.ts';
import { autocannon, type AutocannonResult as Result } from './_autocannon.ts';
import { placeBenchPlaces } from './_bench-places.ts';
import { type Counted, enforceErrorBudget } from './_error-budget.ts';
import { writeBenchResult } from './_results.ts';

const CONNECTIONS = 100;
const WARMUP_S = 2;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const ROUNDS = 2;
const GOAL = 0.4;

async function load(url: string, seconds: number): Promise<Result> {
  // One worker thread: the client does not compete with the servers' event loop.
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, workers: 1 });
}

async function measure(url: string) {
  const result = await load(url, DURATION_S);
  const errors = result.errors + result.timeouts + result.non2xx;
  const figures = {
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors,
    ...(errors > 0
      ? {
          firstError: `${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
        }
      : {}),
  };
  return figures;
}
type Figures = Awaited<ReturnType<typeof measure>>;

const dataDir = mkdtempSync(join(tmpdir(), 'parking-bench-'));
const config = loadConfig({
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: join(dataDir, 'no-web'),
  ...benchAddressLimits(),
});
const database = await createDatabase(config);
try {
  await migrateDatabase(database);
  await seedDemo(database.db);
  const where = await placeBenchPlaces(database.db);
  const app = await buildApp({ config, db: database.db });
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const path = `/api/customer/place/${DEMO_IDS.places.transientOpen.id}?include=${PLACE_INCLUDES.join(',')}`;
  const sample = await fetch(`${appUrl}${path}`);
  if (sample.status !== 200) throw new Error(`place endpoint answered ${sample.status}`);
  const bodyText = await sample.text();
  const constant = JSON.parse(bodyText) as unknown;

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => constant);
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

  console.log(
    `${CONNECTIONS} connections, ${WARMUP_S} s warm-up, ${ROUNDS} alternating rounds of ${DURATION_S} s (best shown); body ${bodyText.length} bytes; ${where}`,
  );
  const placeUrl = `${appUrl}${path}`;
  await load(placeUrl, WARMUP_S);
  await load(`${bareUrl}/bare`, WARMUP_S);
  // Alternating rounds, best of each: on a shared machine a neighbour's burst of work lands
  // on one measurement, rarely on all of them.
  const rounds: Array<{ bare: Figures; place: Figures }> = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    rounds.push({
      bare: await measure(`${bareUrl}/bare`),
      place: await measure(placeUrl),
    });
  }
  const best = (pick: (r: (typeof rounds)[number]) => Figures) =>
    rounds.map(pick).reduce((a, b) => (b.reqPerSec > a.reqPerSec ? b : a));
  const baseline = best((r) => r.bare);
  const place = best((r) => r.place);
  const ratio = Number((place.reqPerSec / baseline.reqPerSec).toFixed(2));

  const row = (name: string, r: typeof place) =>
    `${name.padEnd(16)} ${String(r.reqPerSec).padStart(8)} ${String(r.p50Ms).padStart(8)} ${String(r.p99Ms).padStart(8)} ${String(r.errors).padStart(7)}`;
  console.log(
    `${'route'.padEnd(16)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`,
  );
  console.log(row('place endpoint', place));
  console.log(row('bare route', baseline));
  console.log(`ratio ${ratio} (goal >= ${GOAL})${ratio >= GOAL ? '' : '  BELOW GOAL'}`);

  writeBenchResult('place-endpoint', {
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    bodyBytes: bodyText.length,
    placeEndpoint: place,
    bareRoute: baseline,
    ratio,
    goal: GOAL,
    rounds,
  });
  // Every round counts towards the error budget, not only the best one shown.
  const counted = (pick: (r: (typeof rounds)[number]) => Figures): Counted =>
    rounds.map(pick).reduce<Counted>(
      (sum, f) => ({
        completed: sum.completed + Math.max(0, f.requests - f.errors),
        errors: sum.errors + f.errors,
        ...((sum.firstError ?? f.firstError) ? { firstError: sum.firstError ?? f.firstError } : {}),
      }),
      { completed: 0, errors: 0 },
    );
  enforceErrorBudget('place-endpoint', {
    'place endpoint': counted((r) => r.place),
    'bare route': counted((r) => r.bare),
  });
  await bare.close();
  await app.close();
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
