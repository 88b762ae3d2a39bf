// Reservations through the real app on PostgreSQL (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test; the bench creates and drops its own database):
// quotes per second (N concurrent clients loop POST /api/quote/compute/booking over random
// windows of the next weeks) and completed bookings per second (each client loops quote, then
// POST card-intent/generate-payment-by-quote, then POST card-intent/process-payment-booking with
// pm_card_visa, the sandbox processor). Every booking of the place takes the place's row lock
// (decision 051), so this is the figure that lock costs. Beside them, in the same run and with
// the same clients, the transient payment (generate-payment + process-payment) at another
// place. The clients run in this process (fetch); the figures compare, they do not boast.
//
//   npx tsx --conditions=source bench/reservations.ts
//   BENCH_CLIENTS=16 BENCH_DURATION_S=8 (defaults)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CustomerPlaceSchema, fromZonedWallClock, toZonedParts } from '@parking/domain';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { createDatabase } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { place } from '../apps/api/src/db/schema/index.ts';
import { DEMO_IDS } from '../apps/api/src/db/seed/demo-extra-ids.ts';
import { seedDemo } from '../apps/api/src/db/seed/index.ts';
import { createBenchDatabase } from './_database.ts';
import { writeBenchResult } from './_results.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const WARMUP_S = 2;
const reservation = DEMO_IDS.places.reservation.id;
const transient = DEMO_IDS.places.transientOpen.id;
const TIME_ZONE = 'America/Los_Angeles';

type Figures = { perSec: number; p50Ms: number; p99Ms: number; completed: number; errors: number };

/** 10:00 on the place's clock, a random weekday (Tue-Thu) of the next four weeks. */
function randomWindow(): { startTime: string; endTime: string } {
  const today = toZonedParts({ date: new Date(), timeZone: TIME_ZONE });
  for (;;) {
    const day = new Date(
      Date.UTC(today.year, today.month - 1, today.day + 1 + Math.floor(Math.random() * 28)),
    );
    const monthDay = `${day.getUTCMonth() + 1}-${day.getUTCDate()}`;
    if (day.getUTCDay() < 2 || day.getUTCDay() > 4 || monthDay === '12-25' || monthDay === '1-1')
      continue;
    const start = fromZonedWallClock({
      wallClock: {
        year: day.getUTCFullYear(),
        month: day.getUTCMonth() + 1,
        day: day.getUTCDate(),
        hour: 10,
        minute: 0,
      },
      timeZone: TIME_ZONE,
    });
    const hours = 1 + Math.floor(Math.random() * 8);
    return {
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + hours * 3_600_000).toISOString(),
    };
  }
}

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
  if (firstError) console.warn(`  first error: ${String(firstError)}`);
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
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'parking-bench-reservations-'));
const pgDatabase = await createBenchDatabase();
const config = loadConfig({
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: join(dataDir, 'no-web'),
  CARD_ATTEMPTS_PER_IP: '1000000',
  CARD_DECLINES_PER_IP: '1000000',
  CARD_INTENTS_PER_IP: '1000000',
  // Every bench client holds from one address (decision 070).
  HOLDS_PER_CLIENT_AT_PLACE: '1000000',
  DATABASE_URL: pgDatabase.url,
});
const database = await createDatabase(config);
try {
  await migrateDatabase(database);
  await seedDemo(database.db);
  // Room for every booking the bench makes: it measures the lock, not a full lot.
  await database.db.update(place).set({ spacesTotal: 1_000_000 }).where(eq(place.id, reservation));
  const app = await buildApp({ config, db: database.db });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const placeResponse = await fetch(`${url}/api/customer/place/${transient}?include=rate`);
  const rate = CustomerPlaceSchema.parse(await placeResponse.json()).rate?.find(
    (r) => r.name === '1 hour',
  );
  if (!rate) throw new Error('no 1 hour rate at the transient place');

  const quote = async () => {
    await post(url, '/api/quote/compute/booking', { placeId: reservation, ...randomWindow() });
  };
  const book = async (n: number) => {
    const quoted = await post(url, '/api/quote/compute/booking', {
      placeId: reservation,
      ...randomWindow(),
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
    `\npostgres (${database.location}): ${CLIENTS} clients, ${WARMUP_S} s warm-up, ${DURATION_S} s each`,
  );
  await load(WARMUP_S, book);
  const quotes = await load(DURATION_S, quote);
  const bookings = await load(DURATION_S, book);
  const payments = await load(DURATION_S, pay);
  await app.close();
  const row = (name: string, f: Figures) =>
    `${name.padEnd(44)} ${String(f.perSec).padStart(8)} ${String(f.p50Ms).padStart(8)} ${String(f.p99Ms).padStart(8)} ${String(f.errors).padStart(7)}`;
  console.log(
    `${'measure'.padEnd(44)} ${'per s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`,
  );
  console.log(row('quotes (compute/booking)', quotes));
  console.log(row('completed bookings (quote + generate + pay)', bookings));
  console.log(row('transient payments (generate + pay), baseline', payments));
  writeBenchResult('reservations', {
    clients: CLIENTS,
    durationSeconds: DURATION_S,
    postgres: { location: database.location, quotes, bookings, transientPayments: payments },
  });
} finally {
  await database.close();
  await pgDatabase.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
