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
// attempts in any figure fails the bench (_error-budget.ts). The clients run in this process
// (fetch); the figures compare, they do not boast.
//
//   npx tsx --conditions=source bench/reservations.ts
//   BENCH_CLIENTS=16 BENCH_DURATION_S=8 (defaults); BENCH_TIME_ZONE=night (_bench-places.ts)
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
import { createBenchDatabase } from './_database.ts';
import { enforceErrorBudget } from './_error-budget.ts';
import { type BookableWindow, readBookablePlace, readPayableRate } from './_place-windows.ts';
import { writeBenchResult } from './_results.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const WARMUP_S = 2;
const reservation = DEMO_IDS.places.reservation.id;
const transient = DEMO_IDS.places.transientOpen.id;

type Figures = {
  perSec: number;
  p50Ms: number;
  p99Ms: number;
  completed: number;
  errors: number;
  firstError?: string;
};

async function post(baseUrl: string, path: string, body: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (response.status !== 200)
    throw new Error(`${path}: ${response.status} ${String(json.message)}`);
  return json;
}

/** N clients loop `step` for `seconds`; one completed step is one unit. */
async function load(seconds: number, step: (n: number) => Promise<void>): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  let counter = 0;
  let firstError: unknown;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        try {
          await step(counter++);
          latencies.push(performance.now() - t0);
        } catch (error) {
          errors += 1;
          firstError ??= error;
        }
      }
    }),
  );
  const sorted = latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1));
  const elapsed = (performance.now() - started) / 1000;
  return {
    perSec: Math.round(sorted.length / elapsed),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    completed: sorted.length,
    errors,
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
  let nextWindow = 0;
  let booked = 0;
  // Each window in turn: the place's spaces fill evenly, and never (bookingsWithinCapacity).
  const window = () => lot.windows[nextWindow++ % lot.windows.length] as BookableWindow;

  const quote = async () => {
    await post(url, '/api/quote/compute/booking', { placeId: reservation, ...window() });
  };
  const book = async (n: number) => {
    if (++booked > lot.bookingsWithinCapacity)
      throw new Error(`more bookings than ${lot.bookingsWithinCapacity}: the place could fill`);
    const quoted = await post(url, '/api/quote/compute/booking', {
      placeId: reservation,
      ...window(),
    });
    const intent = await post(url, '/api/card-intent/generate-payment-by-quote', {
      quoteId: quoted.pendingQuoteId,
      placeId: reservation,
    });
    await post(url, '/api/card-intent/process-payment-booking', {
      paymentIntentId: intent.id,
      paymentMethodId: 'pm_card_visa',
      licensePlate: `RB${n.toString(36).toUpperCase()}`,
      email: `bench${n}@example.com`,
    });
  };
  const readPlace = async () => {
    const response = await fetch(`${url}/api/customer/place/${reservation}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`place read: ${response.status}`);
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
  const pay = async (n: number) => {
    const intent = await post(url, '/api/card-intent/generate-payment', {
      rateId: rate.rateId,
      rateLineId: rate.rateLineId,
      placeId: transient,
    });
    await post(url, '/api/card-intent/process-payment', {
      paymentIntentId: intent.id,
      paymentMethodId: 'pm_card_visa',
      licensePlate: `RT${n.toString(36).toUpperCase()}`,
    });
  };

  console.log(
    `\npostgres (${database.location}): ${CLIENTS} clients, ${WARMUP_S} s warm-up, ${DURATION_S} s each; ${where}`,
  );
  console.log(
    `reservation place (${lot.timeZone}, ${lot.spacesTotal} spaces): ${lot.windows.length} windows it sells in the next 28 days, room for ${lot.bookingsWithinCapacity} bookings spread over them`,
  );
  await load(WARMUP_S, book);
  const quotes = await load(DURATION_S, quote);
  const placeReads = await load(DURATION_S, readPlace);
  const quoteInserts = await load(DURATION_S, insertQuote);
  const bookings = await load(DURATION_S, book);
  const payments = await load(DURATION_S, pay);
  await app.close();
  const row = (name: string, f: Figures) =>
    `${name.padEnd(44)} ${String(f.perSec).padStart(8)} ${String(f.p50Ms).padStart(8)} ${String(f.p99Ms).padStart(8)} ${String(f.errors).padStart(7)}`;
  console.log(
    `${'measure'.padEnd(44)} ${'per s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`,
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
    timeZone: lot.timeZone,
    places: where,
    postgres: {
      location: database.location,
      quotes,
      placeReads,
      quoteInserts,
      bookings,
      transientPayments: payments,
    },
  });
  enforceErrorBudget('reservations', {
    quotes,
    'place reads': placeReads,
    'quote inserts': quoteInserts,
    'completed bookings': bookings,
    'transient payments': payments,
  });
} finally {
  await database.close();
  await pgDatabase.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
