// The similar-plate search on a million open stays (docs/decisions/056), on PostgreSQL
// (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; the bench creates and drops
// its own database). One customer, four gated lots, BENCH_STAYS open stays (default 1,000,000)
// with realistic plates (Spanish 1234BCD, US 4321XYZ, Californian 7ABC123) and their
// similar-plate keys (the domain's similarPlateKeys), then VACUUM ANALYZE. Measured in the same
// run, one query at a time, interleaved: the exact plate lookup (the stay service's byPlate,
// behind POST .../session/lookup, and its plate query alone) and the similar search (the
// service's similar, behind GET .../session/similar) for misread plates: a substitution, a
// swap of neighbours, a missing character or a look-alike. Every misreading must find its stay.
// Beside them, a few runs of the scan the index replaced, and the search as decision 071
// ranked it (closeness bucket, then latest entry) beside today's (plateDistance, decision 083):
// their cost side by side, and where each puts the misread car.
//
//   npx tsx --conditions=source bench/similar-plates.ts     (npm run bench -- similar-plates)
//   BENCH_STAYS=1000000 BENCH_QUERIES=2000 BENCH_SCAN_QUERIES=1 (defaults)
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isSimilarPlate, similarPlateKeys } from '@parking/domain';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config.ts';
import { createDatabase } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { DEMO_IDS, gatedLot } from '../apps/api/src/db/seed/demo-extra-ids.ts';
import { seedDemo } from '../apps/api/src/db/seed/index.ts';
import { createStayRepository } from '../apps/api/src/modules/stay/repository.ts';
import { createStayService } from '../apps/api/src/modules/stay/service.ts';
import { copyGatedLot, insertStaysWithKeys, withoutSecondaryIndexes } from './_bulk-load.ts';
import { createBenchDatabase } from './_database.ts';
import { MISREAD_KINDS, misread, randomPlate, seededRandom } from './_plates.ts';
import { writeBenchResult } from './_results.ts';
import { rankAfter, rankBefore, searchRanked } from './_similar-ranking.ts';

const STAYS = Number(process.env.BENCH_STAYS ?? 1_000_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 2000);
const WARMUP_QUERIES = 200;
/** The scan reads every open stay (seconds each at a million): one run shows the order. */
const SCAN_QUERIES = Number(process.env.BENCH_SCAN_QUERIES ?? 1);
const BATCH = 25_000;
const GOAL_P99_MS = 20;
const customerId = DEMO_IDS.customer.id;

type Figures = { p50Ms: number; p99Ms: number; meanMs: number; queries: number };

function figures(latencies: number[]): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const mean = sorted.reduce((sum, ms) => sum + ms, 0) / Math.max(1, sorted.length);
  const round = (ms: number) => Number(ms.toFixed(2));
  return {
    p50Ms: round(at(0.5)),
    p99Ms: round(at(0.99)),
    meanMs: round(mean),
    queries: sorted.length,
  };
}

async function timed(latencies: number[], run: () => Promise<unknown>) {
  const started = performance.now();
  await run();
  latencies.push(performance.now() - started);
}

const seconds = (since: number) => Number(((performance.now() - since) / 1000).toFixed(1));

const dataDir = mkdtempSync(join(tmpdir(), 'parking-bench-similar-'));
const pgDatabase = await createBenchDatabase();
const config = loadConfig({
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: join(dataDir, 'no-web'),
  DATABASE_URL: pgDatabase.url,
});
const database = await createDatabase(config);
const client = new pg.Client({ connectionString: pgDatabase.url });
try {
  await migrateDatabase(database);
  await seedDemo(database.db);
  await client.connect();
  const places = [gatedLot, ...(await copyGatedLot(client, gatedLot, 3))];

  // The plates, unique (one car is in the lots once), entered during the last three days.
  const random = seededRandom(2026);
  const plates = new Set<string>();
  while (plates.size < STAYS) plates.add(randomPlate(random));
  const now = Date.now();
  const stays = [...plates].map((plate, n) => ({
    id: randomUUID(),
    placeId: places[n % places.length] as string,
    plate,
    actualStart: new Date(now - Math.floor(random() * 3 * 86_400_000)).toISOString(),
  }));

  console.log(`\npostgres (${database.location}): ${STAYS} open stays in ${places.length} lots`);
  let started = performance.now();
  await withoutSecondaryIndexes(client, async () => {
    for (let i = 0; i < stays.length; i += BATCH) {
      await insertStaysWithKeys(client, customerId, stays.slice(i, i + BATCH), similarPlateKeys);
    }
    console.log(`  loaded stays and keys in ${seconds(started)} s`);
  });
  await client.query('vacuum analyze stay, stay_plate_key');
  const loadSeconds = seconds(started);
  const { rows: sizes } = await client.query<{ keys: string; keyBytes: string; stayBytes: string }>(
    `select (select count(*) from stay_plate_key) as keys,
            pg_total_relation_size('stay_plate_key') as "keyBytes",
            pg_total_relation_size('stay') as "stayBytes"`,
  );
  const size = sizes[0] ?? { keys: '0', keyBytes: '0', stayBytes: '0' };
  const mb = (bytes: string) => Math.round(Number(bytes) / 1_048_576);
  console.log(
    `  with indexes and VACUUM ANALYZE: ${loadSeconds} s; ${size.keys} keys, ` +
      `stay_plate_key ${mb(size.keyBytes)} MB, stay ${mb(size.stayBytes)} MB (with indexes)`,
  );

  const service = createStayService({ db: database.db, sandboxMoney: true });
  const repository = createStayRepository(database.db);
  const queries = Array.from({ length: WARMUP_QUERIES + QUERIES }, (_, n) => {
    const target = stays[Math.floor(random() * stays.length)] as (typeof stays)[number];
    const kind = MISREAD_KINDS[n % MISREAD_KINDS.length] ?? 'substitution';
    return { target, kind, misread: misread(target.plate, kind, random) };
  });
  const exact: number[] = [];
  const exactQuery: number[] = [];
  const similar: number[] = [];
  const similarBefore: number[] = [];
  await client.query('select pg_stat_reset()');
  started = performance.now();
  for (const [n, { target, misread: plate }] of queries.entries()) {
    const warm = n < WARMUP_QUERIES;
    await timed(warm ? [] : exact, () => service.byPlate(customerId, target.plate));
    await timed(warm ? [] : exactQuery, () => repository.findOpenByPlate(customerId, target.plate));
    await timed(warm ? [] : similar, () =>
      service.similar(customerId, { plateId: plate, take: 6, skip: 0 }),
    );
    await timed(warm ? [] : similarBefore, () =>
      searchRanked(repository, customerId, plate, rankBefore),
    );
  }
  const querySeconds = seconds(started);
  // The plan the queries took, from the statistics (reset above, flushed after at most 1 s):
  // index scans of the key table, no sequential scan.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const { rows: scans } = await client.query<{ indexScans: string; seqScans: string }>(
    `select (select idx_scan from pg_stat_user_indexes
              where indexrelname = 'stay_plate_key_lookup_idx') as "indexScans",
            (select seq_scan from pg_stat_user_tables where relname = 'stay_plate_key') as "seqScans"`,
  );

  // Recall: the search's own steps (index, then isSimilarPlate) must find every misread stay.
  let misses = 0;
  let candidates = 0;
  let matches = 0;
  // Where the misread car comes in each order: 1 is first.
  const placeOf = { before: [] as number[], after: [] as number[] };
  // The ranking alone (filter, order, what is shown), in memory: its own cost beside the query.
  const rankingMs = { before: 0, after: 0 };
  for (const { target, misread: plate } of queries) {
    const rows = await repository.listOpenUnderKeys(customerId, similarPlateKeys(plate));
    const found = rows.filter((row) => row.plate && isSimilarPlate(plate, row.plate));
    candidates += rows.length;
    matches += found.length;
    if (!found.some((row) => row.id === target.id)) misses += 1;
    let started = performance.now();
    const before = rankBefore(plate, rows);
    rankingMs.before += performance.now() - started;
    started = performance.now();
    const after = rankAfter(plate, rows);
    rankingMs.after += performance.now() - started;
    placeOf.before.push(before.findIndex((row) => row.id === target.id) + 1);
    placeOf.after.push(after.findIndex((row) => row.id === target.id) + 1);
  }
  const microseconds = (ms: number) => Number(((1000 * ms) / queries.length).toFixed(1));
  const rankingMicroseconds = {
    before: microseconds(rankingMs.before),
    after: microseconds(rankingMs.after),
  };
  const share = (places: number[], within: number) =>
    Number(
      ((100 * places.filter((at) => at >= 1 && at <= within).length) / places.length).toFixed(1),
    );
  const carPlace = {
    before: { firstPct: share(placeOf.before, 1), inFirstThreePct: share(placeOf.before, 3) },
    after: { firstPct: share(placeOf.after, 1), inFirstThreePct: share(placeOf.after, 3) },
  };

  // The scan the index replaced: every open stay of the customer within one character's length.
  const scan: number[] = [];
  for (const { misread: plate } of queries.slice(0, SCAN_QUERIES)) {
    await timed(scan, async () => {
      const { rows } = await client.query<{ plate: string }>(
        `select id, plate, actual_start from stay where customer_id = $1 and actual_end is null
           and plate is not null and length(plate) between $2 and $3 order by actual_start desc`,
        [customerId, plate.length - 1, plate.length + 1],
      );
      return rows.filter((row) => isSimilarPlate(plate, row.plate));
    });
  }

  const results = {
    exactLookup: figures(exact),
    exactPlateQuery: figures(exactQuery),
    similarSearch: figures(similar),
    similarSearchBefore083: figures(similarBefore),
    scanReplaced: figures(scan),
  };
  const ratio = (a: number, b: number) => Number((a / b).toFixed(2));
  const ratios = {
    similarToExactP50: ratio(results.similarSearch.p50Ms, results.exactLookup.p50Ms),
    similarToExactP99: ratio(results.similarSearch.p99Ms, results.exactLookup.p99Ms),
    similarToPlateQueryP50: ratio(results.similarSearch.p50Ms, results.exactPlateQuery.p50Ms),
    similarToPlateQueryP99: ratio(results.similarSearch.p99Ms, results.exactPlateQuery.p99Ms),
  };
  const row = (name: string, f: Figures) =>
    `${name.padEnd(48)} ${String(f.p50Ms).padStart(8)} ${String(f.p99Ms).padStart(8)} ${String(f.queries).padStart(7)}`;
  console.log(`  ${QUERIES} queries each (after ${WARMUP_QUERIES} to warm up), ${querySeconds} s`);
  console.log(
    `${'measure'.padEnd(48)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'queries'.padStart(7)}`,
  );
  console.log(row('exact: byPlate (plate query + priced stay)', results.exactLookup));
  console.log(row('exact: the plate query alone', results.exactPlateQuery));
  console.log(row('similar: similar (keys + isSimilarPlate)', results.similarSearch));
  console.log(
    `${'similar, ranked as before 083 | as now'.padEnd(48)} ` +
      `${results.similarSearchBefore083.p50Ms} | ${results.similarSearch.p50Ms} (p50), ` +
      `${results.similarSearchBefore083.p99Ms} | ${results.similarSearch.p99Ms} (p99)`,
  );
  console.log(
    `the ranking alone, mean per search: ${rankingMicroseconds.before} µs before 083 | ` +
      `${rankingMicroseconds.after} µs now`,
  );
  console.log(
    `the misread car first: ${carPlace.before.firstPct} % before 083 | ${carPlace.after.firstPct} % now; ` +
      `in the first three: ${carPlace.before.inFirstThreePct} % | ${carPlace.after.inFirstThreePct} %`,
  );
  console.log(row('the scan it replaced (for comparison)', results.scanReplaced));
  console.log(
    `similar/byPlate: p50 ${ratios.similarToExactP50}, p99 ${ratios.similarToExactP99}; ` +
      `similar/plate query: p50 ${ratios.similarToPlateQueryP50}, p99 ${ratios.similarToPlateQueryP99}; ` +
      `goal p99 < ${GOAL_P99_MS} ms: ${results.similarSearch.p99Ms < GOAL_P99_MS ? 'met' : 'MISSED'}`,
  );
  const perQuery = (n: number) => Number((n / queries.length).toFixed(2));
  console.log(
    `per misread: ${perQuery(candidates)} candidates from the index, ${perQuery(matches)} similar; ` +
      `stays not found: ${misses} of ${queries.length}`,
  );
  console.log(
    `stay_plate_key: ${scans[0]?.indexScans} index scans of its lookup index, ` +
      `${scans[0]?.seqScans} sequential scans, while measuring`,
  );
  writeBenchResult('similar-plates', {
    postgres: database.location,
    stays: STAYS,
    places: places.length,
    keys: Number(size.keys),
    keyTableMB: mb(size.keyBytes),
    loadSeconds,
    ...results,
    ratios,
    goalP99Ms: GOAL_P99_MS,
    carPlace,
    rankingMicroseconds,
    perMisread: { candidates: perQuery(candidates), similar: perQuery(matches) },
    misses,
    keyTableScans: { index: Number(scans[0]?.indexScans), sequential: Number(scans[0]?.seqScans) },
  });
  if (misses > 0) throw new Error(`${misses} misread plates did not find their stay`);
} finally {
  await client.end().catch(() => undefined);
  await database.close();
  await pgDatabase.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
