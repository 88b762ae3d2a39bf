import { randomUUID } from 'node:crypto';
// Reservations through the real app on PostgreSQL (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test; the bench creates and drops its own database):
// quotes per second (N concurrent clients loop POST /api/quote/compute/booking over the windows
// the place sells, _place-windows.ts) and completed bookings per second (each client loops quote,
// then POST card-intent/generate-payment-by-quote, then POST card-intent/process-payment-booking
// with pm_card_visa, the sandbox processor). Every booking of the place takes the place's row
// lock (decision 051), so this is the figure that lock costs. Beside them, in the same run and
// with the same clients, the transient payment (generate-payment + process-payment) at another
// place; and the quote beside two baselines of its own: the place's read (GET
// /api/customer/place/{id}, what the reservation page reads first) and the quote's row inserted
// with plain SQL (one statement each, same clients). The windows come from the place's hours, closing days, tiers and time zone as its
// endpoint gives them, spread evenly so that its spaces never fill; more than 0.1% of failed
// attempts in any figure fails the bench (_error-budget.ts). The HTTP clients run in a child
// process of their own (_http-load.ts), so the server's CPU time per completed unit is read
// apart (server cpu ms); the plain-SQL baseline runs in this process. The figures compare, they
// do not boast.
//
//   npx tsx --conditions=source bench/reservations.ts
//   BENCH_CLIENTS=16 BENCH_DURATION_S=8 BENCH_ROUNDS=2 (defaults); BENCH_TIME_ZONE=night (_bench-places.ts)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { createDatabase } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { DEMO_IDS } from '../apps/api/src/db/seed/demo-extra-ids.ts';
import { seedDemo } from '../apps/api/src/db/seed/index.ts';
import { benchAddressLimits } from './_address-limits.ts';
import { placeBenchPlaces } from './_bench-places.ts';
import { analyzeAsInUse, createBenchDatabase } from './_database.ts';
import { countedOverRounds, enforceErrorBudget } from './_error-budget.ts';
import { type HttpUnit, type LoadRun, loadThroughHttp, type WindowCursor } from './_http-load.ts';
import { type BookableWindow, readBookablePlace, readPayableRate } from './_place-windows.ts';
import { writeBenchResult } from './_results.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WARMUP_S = 2;
const reservation = DEMO_IDS.places.reservation.id;
const transient = DEMO_IDS.places.transientOpen.id;

type Run = LoadRun & {
  /** The server process's CPU time (all its threads), when the clients were apart from it. */
  serverCpuMs?: number;
};
type Figures = {
  perSec: number;
  /** The server process's CPU time per completed unit (HTTP figures only). */
  serverCpuMsPerUnit?: number;
  p50Ms: number;
  p99Ms: number;
  completed: number;
  errors: number;
  firstError?: string;
};

function figures(run: Run): Figures {
  const sorted = [...run.latenciesMs].sort((a, b) => a - b);
  const at = (q: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1));
  return {
    perSec: Math.round(run.completed / run.seconds),
    ...(run.serverCpuMs === undefined
      ? {}
      : { serverCpuMsPerUnit: Number((run.serverCpuMs / Math.max(1, run.completed)).toFixed(2)) }),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    completed: run.completed,
    errors: run.errors,
    ...(run.firstError === undefined ? {} : { firstError: run.firstError }),
  };
}

/** N clients loop `step` in this process for `seconds`; one completed step is one unit. */
async function loadInProcess(seconds: number, step: () => Promise<void>): Promise<Run> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: unknown;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        try {
          await step();
          latencies.push(performance.now() - t0);
        } catch (error) {
          errors += 1;
          firstError ??= error;
        }
      }
    }),
  );
  return {
    completed: latencies.length,
    errors,
    seconds: (performance.now() - started) / 1000,
    latenciesMs: latencies,
    ...(firstError === undefined ? {} : { firstError: String(firstError) }),
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'parking-bench-reservations-'));
const pgDatabase = await createBenchDatabase();
const config = loadConfig({
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: join(dataDir, 'no-web'),
  ...benchAddressLimits(),
  DATABASE_URL: pgDatabase.url,
});
const database = await createDatabase(config);
try {
  await migrateDatabase(database);
  await seedDemo(database.db);
  const where = await placeBenchPlaces(database.db);
  const app = await buildApp({ config, db: database.db });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const rate = await readPayableRate(url, transient, '1 hour');
  const lot = await readBookablePlace(url, reservation);
  // Each window in turn: the place's spaces fill evenly, and never (bookingsWithinCapacity).
  // The turn runs on from run to run, the child processes' and this process's baseline alike.
  const cursor: WindowCursor = { nextWindow: 0, booked: 0 };
  const window = () => lot.windows[cursor.nextWindow++ % lot.windows.length] as BookableWindow;
  const throughHttp = async (seconds: number, unit: HttpUnit) => {
    const run = await loadThroughHttp(url, CLIENTS, seconds, unit);
    if (run.cursor) Object.assign(cursor, run.cursor);
    return figures(run);
  };
  const windows = { placeId: reservation, windows: lot.windows, cursor };
  const quote: HttpUnit = { mode: 'quote', ...windows };
  const book: HttpUnit = {
    mode: 'book',
    ...windows,
    bookingsWithinCapacity: lot.bookingsWithinCapacity,
  };
  // The row a quote stores, as it stores it: plain SQL, one statement, the same window's values.
  const insertQuote = async () => {
    const { startTime, endTime } = window();
    const at = new Date();
    await database.db.execute(sql`insert into pending_quote (id, place_id, requested_start,
        requested_end, start_at, end_at, rate_line_id, lines, amount_minor, service_fee_minor,
        currency_code, expires_at, created_at)
      values (${randomUUID()}::uuid, ${reservation}::uuid, ${startTime}::timestamptz,
        ${endTime}::timestamptz, ${startTime}::timestamptz, ${endTime}::timestamptz,
        ${lot.rateLineId}::uuid, '[]'::jsonb, 1000, 100, 'USD',
        ${new Date(at.getTime() + 900_000).toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)`);
  };
  console.log(
    `\npostgres (${database.location}): ${CLIENTS} clients, ${WARMUP_S} s warm-up, ${ROUNDS} alternating rounds of ${DURATION_S} s (best shown); ${where}`,
  );
  console.log(
    `reservation place (${lot.timeZone}, ${lot.spacesTotal} spaces): ${lot.windows.length} windows it sells in the next 28 days, room for ${lot.bookingsWithinCapacity} bookings spread over them`,
  );
  await throughHttp(WARMUP_S, book);
  await analyzeAsInUse(database.db);
  // Alternating rounds, best of each (as bench/payments.ts): on a shared machine a neighbour's
  // burst of work lands on one measurement, rarely on all of them.
  const rounds: Array<
    Record<'quotes' | 'placeReads' | 'quoteInserts' | 'bookings' | 'payments', Figures>
  > = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    rounds.push({
      quotes: await throughHttp(DURATION_S, quote),
      placeReads: await throughHttp(DURATION_S, { mode: 'read-place', placeId: reservation }),
      quoteInserts: figures(await loadInProcess(DURATION_S, insertQuote)),
      bookings: await throughHttp(DURATION_S, book),
      payments: await throughHttp(DURATION_S, { mode: 'pay', rate }),
    });
  }
  await app.close();
  type Round = (typeof rounds)[number];
  const best = (pick: (round: Round) => Figures) =>
    rounds.map(pick).reduce((a, b) => (b.perSec > a.perSec ? b : a));
  const quotes = best((round) => round.quotes);
  const placeReads = best((round) => round.placeReads);
  const quoteInserts = best((round) => round.quoteInserts);
  const bookings = best((round) => round.bookings);
  const payments = best((round) => round.payments);
  const row = (name: string, f: Figures) =>
    `${name.padEnd(44)} ${String(f.perSec).padStart(8)} ${String(f.p50Ms).padStart(8)} ${String(f.p99Ms).padStart(8)} ${String(f.serverCpuMsPerUnit ?? '-').padStart(13)} ${String(f.errors).padStart(7)}`;
  console.log(
    `${'measure'.padEnd(44)} ${'per s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'server cpu ms'.padStart(13)} ${'errors'.padStart(7)}`,
  );
  console.log(row('quotes (compute/booking)', quotes));
  console.log(row('place reads (customer/place), baseline', placeReads));
  console.log(row("quote's row inserted with plain SQL, baseline", quoteInserts));
  console.log(row('completed bookings (quote + generate + pay)', bookings));
  console.log(row('transient payments (generate + pay), baseline', payments));
  const ratio = (a: Figures, b: Figures) => (a.perSec / Math.max(1, b.perSec)).toFixed(2);
  console.log(
    `quotes / place reads ${ratio(quotes, placeReads)} (goal >= 0.9); quotes / plain inserts ${ratio(quotes, quoteInserts)}; bookings / transient payments ${ratio(bookings, payments)} (goal >= 0.5)`,
  );
  writeBenchResult('reservations', {
    clients: CLIENTS,
    durationSeconds: DURATION_S,
    rounds: ROUNDS,
    timeZone: lot.timeZone,
    places: where,
    postgres: {
      location: database.location,
      quotes,
      placeReads,
      quoteInserts,
      bookings,
      transientPayments: payments,
      rounds,
    },
  });
  // Every round counts towards the error budget, not only the best one shown.
  const counted = (pick: (round: Round) => Figures) => countedOverRounds(rounds, pick);
  enforceErrorBudget('reservations', {
    quotes: counted((round) => round.quotes),
    'place reads': counted((round) => round.placeReads),
    'quote inserts': counted((round) => round.quoteInserts),
    'completed bookings': counted((round) => round.bookings),
    'transient payments': counted((round) => round.payments),
  });
} finally {
  await database.close();
  await pgDatabase.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
