// E-mail receipts per second through the job queue into a real SMTP server, on PostgreSQL
// (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; the bench creates and drops
// its own database) and on PGlite (on disk, as `npm start` runs it). The real app (buildApp
// with SMTP_URL at the bench's server): K receipts are enqueued by calling the receipt service
// (services.receipt.requestReceipt, what the e-mail-ticket route calls, not through HTTP: the
// goal is about the queue, and the route's per-IP limit would be in the way) from ENQUEUERS
// concurrent callers, with RECEIPT_WAIT_MS=0 so a call returns once its delivery row and its
// pg-boss job are written. Each delivery then goes the real way: pg-boss fetches the
// receipt-email job, the handler claims the row, reads the ticket, renders HTML and text,
// sends it with nodemailer's pooled SMTP transport and marks it SENT. The clock runs from the
// first enqueue until the SMTP server has received all K; every receipt goes to its own
// address, so the server's count per recipient shows none lost and none duplicated. The SMTP
// server (smtp-server, no TLS, no auth; it counts what it receives) runs in a child process,
// as a mail server is another program. Rights: paid tickets inserted with plain SQL (the rows
// of bench/payments.ts's baseline), at most 5 receipts each, under the cap of 10 an hour.
// Baseline in the same run: the same rendered messages sent straight to the same server with
// nodemailer's pooled transport, the same pool size and the same number in flight as the
// worker's batch; no queue, no database. Latency: from the start of an enqueue call until the
// server has the message. The goal: at least 200 receipts a second. Its errors, lost and
// duplicated messages, show beside each figure; any one fails it. BENCH_TIME_ZONE: as payments.
//
//   npx tsx --conditions=source bench/receipts.ts
//   BENCH_RECEIPTS=2000 BENCH_ROUNDS=2 BENCH_TARGETS=postgres,pglite (defaults)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locale } from '@parking/domain';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { createDatabase, type DatabaseHandle } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { receiptDelivery } from '../apps/api/src/db/schema/index.ts';
import { seedDemo } from '../apps/api/src/db/seed/index.ts';
import type { EmailMessage } from '../apps/api/src/messaging/message.ts';
import { SMTP_MAX_CONNECTIONS } from '../apps/api/src/messaging/smtp-mailer.ts';
import { toReceiptContent } from '../apps/api/src/modules/receipt/content.ts';
import { RECEIPT_QUEUE } from '../apps/api/src/modules/receipt/queue.ts';
import { createReceiptRepository } from '../apps/api/src/modules/receipt/repository.ts';
import { renderReceiptEmail } from '../apps/api/src/modules/receipt/templates/receipt-email.ts';
import { benchAddressLimits } from './_address-limits.ts';
import { placeBenchPlaces } from './_bench-places.ts';
import { createBenchDatabase } from './_database.ts';
import {
  type Figures,
  figures,
  type SmtpServer,
  sendStraight,
  startSmtpServer,
  wallClock,
} from './_mail-sink.ts';
import { insertPaidTicket, BENCH_PLACE_ID as placeId } from './_paid-ticket.ts';
import { writeBenchResult } from './_results.ts';

const RECEIPTS = Number(process.env.BENCH_RECEIPTS ?? 2000);
// Two alternating rounds, best shown: a neighbour's burst of work rarely lands on both.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WARMUP = 200;
const ENQUEUERS = 16;
const PER_RIGHT = 5;
const GOAL = 200;
const TARGETS = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',');
const MAIL_FROM = 'Parking <receipts@bench.test>';
/** A round that has not delivered everything by then is reported as lost mail. */
const DELIVERY_TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 300_000);

type Right = { id: string; locale: Locale };
type Delivery = { right: Right; email: string };
const localeOf = (i: number): Locale => (i % 2 === 0 ? 'en-US' : 'es-ES');

/** Paid tickets (the rows of bench/payments.ts's baseline), in one transaction. */
async function insertPaidRights(database: DatabaseHandle, count: number): Promise<Right[]> {
  const ids: Right[] = [];
  await database.db.transaction(async (tx) => {
    for (let i = 0; i < count; i += 1) {
      const rightId = await insertPaidTicket(tx, {
        plate: `RCPT${i.toString(36).toUpperCase()}`,
        locale: localeOf(i),
        transactionPrefix: 'pi_bench_',
      });
      ids.push({ id: rightId, locale: localeOf(i) });
    }
  });
  return ids;
}

async function benchTarget(target: 'postgres' | 'pglite', smtp: SmtpServer) {
  const dataDir = mkdtempSync(join(tmpdir(), 'parking-bench-receipts-'));
  const pgDatabase = target === 'postgres' ? await createBenchDatabase() : undefined;
  const config = loadConfig({
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    SMTP_URL: smtp.url,
    MAIL_FROM,
    RECEIPT_WAIT_MS: '0',
    ...benchAddressLimits(),
    ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}),
  });
  const database = await createDatabase(config);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await migrateDatabase(database);
    await seedDemo(database.db);
    const where = await placeBenchPlaces(database.db);
    const rights = await insertPaidRights(
      database,
      Math.ceil((WARMUP + 2 * ROUNDS * RECEIPTS) / PER_RIGHT),
    );
    const api = await buildApp({ config, db: database.db });
    app = api;
    await api.ready();
    let nextRight = 0;
    /** K (right, address) pairs, each right used PER_RIGHT times in all, addresses unique. */
    const deliveries = (label: string, count: number): Delivery[] =>
      Array.from({ length: count }, (_, i) => ({
        right: rights[Math.floor(nextRight++ / PER_RIGHT)] as Right,
        email: `${label}-${i}@bench.test`,
      }));

    /** The app's way: enqueue from ENQUEUERS callers, wait until the server has them all. */
    async function throughQueue(work: Delivery[]): Promise<Figures> {
      const count = work.length;
      smtp.reset();
      const sentAt = new Map<string, number>();
      let next = 0;
      const started = wallClock();
      await Promise.all(
        Array.from({ length: ENQUEUERS }, async () => {
          for (let item = work[next++]; item; item = work[next++]) {
            sentAt.set(item.email, wallClock());
            await api.services.receipt.requestReceipt({
              placeId,
              assignedRightId: item.right.id,
              email: item.email,
              lang: undefined,
              payerKeyHashes: [],
            });
          }
        }),
      );
      const enqueueSeconds = (wallClock() - started) / 1000;
      await smtp.waitFor(count).catch(async (error: unknown) => {
        // Where the missing ones are: jobs by state, deliveries by status.
        type Rows = { rows: unknown[] };
        const jobs = (await database.db.execute(
          sql`select state, count(*)::int as count from pgboss.job where name = ${RECEIPT_QUEUE.name} group by state`,
        )) as unknown as Rows;
        const rows = (await database.db.execute(
          sql`select status, count(*)::int as count, max(attempts) as attempts, max(last_error) as error from receipt_delivery group by status`,
        )) as unknown as Rows;
        console.error('jobs', JSON.stringify(jobs.rows), 'deliveries', JSON.stringify(rows.rows));
        throw error;
      });
      // Late duplicates (a job delivered twice) would arrive just after: give them a moment.
      await new Promise((resolve) => setTimeout(resolve, 200));
      return figures(smtp, sentAt, started, enqueueSeconds);
    }

    /**
     * The queue alone: K deliveries recorded at once (one insert) and their jobs added in one
     * statement, as after an outage or a restart; timed from the jobs' insert until the
     * server has them all. What the workers deliver a second, without requests competing.
     */
    async function backlog(work: Delivery[]): Promise<Figures> {
      smtp.reset();
      const rows = await database.db
        .insert(receiptDelivery)
        .values(
          work.map((item) => ({
            assignedRightId: item.right.id,
            email: item.email,
            locale: item.right.locale,
          })),
        )
        .returning({ id: receiptDelivery.id });
      const started = wallClock();
      const sentAt = new Map(work.map((item) => [item.email, started]));
      await api.services.jobs.sendMany(
        RECEIPT_QUEUE.name,
        rows.map((row) => ({ deliveryId: row.id, placeId })),
      );
      await smtp.waitFor(work.length);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return figures(smtp, sentAt, started);
    }

    /** The messages the handler renders for these deliveries, rendered ahead of the clock. */
    async function render(work: Delivery[], label: string) {
      const repository = createReceiptRepository(database.db);
      const brand = await repository.loadPlaceBrand(placeId);
      if (!brand) throw new Error('no brand');
      const messages: EmailMessage[] = [];
      for (const item of work) {
        const resume = await api.services.resume.getResume(placeId, item.right.id);
        const content = toReceiptContent({
          resume,
          brand,
          locale: item.right.locale,
          publicUrl: `http://localhost:${config.port}`,
        });
        messages.push(renderReceiptEmail(content, `${label}-${item.email}`));
      }
      return messages;
    }

    /** The baseline: the same pooled transport and concurrency, straight to the server. */
    const straight = (messages: EmailMessage[]) =>
      sendStraight(smtp, messages, {
        connections: SMTP_MAX_CONNECTIONS,
        inFlight: RECEIPT_QUEUE.batchSize,
        from: MAIL_FROM,
      });

    console.log(
      `\n${target} (${database.location}): ${RECEIPTS} receipts a round, ${ENQUEUERS} enqueuers, batch ${RECEIPT_QUEUE.batchSize}, ${SMTP_MAX_CONNECTIONS} SMTP connections, ${config.jobs.pollIntervalMs} ms poll; warm-up of ${WARMUP}, ${ROUNDS} alternating rounds (best shown); ${where}`,
    );
    const warmup = deliveries('warmup', WARMUP);
    await throughQueue(warmup);
    await straight(await render(warmup, 'straight'));
    const rounds: Array<{ app: Figures; backlog: Figures; straight: Figures }> = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const work = deliveries(`r${round}`, RECEIPTS);
      const appFigures = await throughQueue(work);
      const backlogFigures = await backlog(deliveries(`b${round}`, RECEIPTS));
      // The same tickets in the same languages, to fresh addresses (the server counts by them).
      const messages = await render(work, 'straight');
      rounds.push({ app: appFigures, backlog: backlogFigures, straight: await straight(messages) });
    }
    const statuses = (await database.db.execute(
      sql`select status, count(*)::int as count from receipt_delivery group by status`,
    )) as unknown as { rows: Array<{ status: string; count: number }> };
    const rows = statuses.rows;
    const byStatus = Object.fromEntries(rows.map((row) => [row.status, row.count]));

    const best = (pick: (round: (typeof rounds)[number]) => Figures) =>
      rounds.map(pick).reduce((a, b) => (b.receiptsPerSec > a.receiptsPerSec ? b : a));
    const queued = best((round) => round.app);
    const drained = best((round) => round.backlog);
    const baseline = best((round) => round.straight);
    const ratio = Number((drained.receiptsPerSec / baseline.receiptsPerSec).toFixed(2));
    const requestsRatio = Number((queued.receiptsPerSec / baseline.receiptsPerSec).toFixed(2));
    const row = (name: string, f: Figures) =>
      `${name.padEnd(40)} ${String(f.receiptsPerSec).padStart(10)} ${String(f.seconds).padStart(7)} ${String(f.p50Ms).padStart(8)} ${String(f.p99Ms).padStart(8)} ${String(f.lost).padStart(5)} ${String(f.duplicated).padStart(5)}`;
    console.log(
      `${'measure'.padEnd(40)} ${'receipts/s'.padStart(10)} ${'s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'lost'.padStart(5)} ${'dup'.padStart(5)}`,
    );
    console.log(row(`requests -> pg-boss -> SMTP (${ENQUEUERS} callers)`, queued));
    console.log(row('backlog: pg-boss -> SMTP', drained));
    console.log(row('nodemailer pool straight to SMTP', baseline));
    const verdict = drained.receiptsPerSec >= GOAL ? ` (goal >= ${GOAL})` : `  BELOW GOAL ${GOAL}`;
    console.log(
      `queue ratio ${ratio}${verdict}; with requests ${requestsRatio}, enqueued ${queued.enqueuedPerSec} a second; deliveries by status ${JSON.stringify(byStatus)}`,
    );
    const failures = rounds.flatMap((round) => [round.app, round.backlog, round.straight]);
    if (failures.some((f) => f.lost > 0 || f.duplicated > 0)) {
      throw new Error(`${target}: receipts lost or duplicated`);
    }
    return {
      location: database.location,
      withRequests: queued,
      backlog: drained,
      straightNodemailer: baseline,
      ratio,
      requestsRatio,
      goal: GOAL,
      deliveriesByStatus: byStatus,
      rounds,
    };
  } finally {
    // The workers stop (and finish their jobs) before the database closes.
    await app?.close();
    await database.close();
    await pgDatabase?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const smtp = await startSmtpServer(DELIVERY_TIMEOUT_MS);
const results: Record<string, unknown> = {};
try {
  for (const target of TARGETS) {
    if (target !== 'postgres' && target !== 'pglite') throw new Error(`Unknown target ${target}`);
    results[target] = await benchTarget(target, smtp);
  }
} finally {
  await smtp.close();
}
writeBenchResult('receipts', {
  receiptsPerRound: RECEIPTS,
  rounds: ROUNDS,
  enqueuers: ENQUEUERS,
  batchSize: RECEIPT_QUEUE.batchSize,
  smtpMaxConnections: SMTP_MAX_CONNECTIONS,
  flow: 'withRequests: services.receipt.requestReceipt (RECEIPT_WAIT_MS=0) from concurrent callers -> pg-boss receipt-email job -> claim, render, nodemailer pooled SMTP, SENT, timed from the first request until the SMTP server has all; backlog: the same deliveries recorded at once and their jobs inserted in one statement, timed from that insert (the goal is on this one: the throughput of the queue itself)',
  baseline:
    'the same rendered messages through nodemailer pooled SMTP, same pool size, batchSize in flight',
  ...results,
});
