import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCard, postJson, rateBody, rateNamed } from '../test/payment-helpers.js';
import { emailTicket, outboxTo } from '../test/receipt-helpers.js';
import { redisReachable, TEST_REDIS_URL } from '../test/redis-helpers.js';
import { eventually, midtown, settle, smsTo, testClock } from '../test/reminder-helpers.js';
import { startTestServer, type TestServer } from '../test/start-test-server.js';
import { createSharedTestDatabase } from '../test/test-database.js';
import type { DatabaseHandle } from './db/client.js';
import {
  expiryReminder,
  pendingPayment,
  receiptDelivery,
  sandboxPaymentIntent,
} from './db/schema/index.js';

// Two API processes behind one address, on one database (point 11 of issue 8): on PostgreSQL
// two pools on one server database, on PGlite one shared connection. Both run their reminder
// sweepers, pg-boss workers and sandbox schedulers; every reminder, receipt and sandbox webhook
// must happen once, whichever instance takes it.

const clock = testClock();
/** The address drivers use (a load balancer, say), which the servers cannot reach themselves. */
const PUBLIC_URL = 'http://127.0.0.1:1';
const env = {
  PUBLIC_URL,
  REMINDER_SWEEP_INTERVAL_MS: '50',
  JOB_POLL_INTERVAL_MS: '500',
  SANDBOX_SLOW_CONFIRM_MS: '300',
};

/** Sandbox webhook POSTs received by either instance, per intent. */
const webhookPosts = new Map<string, number>();
function countWebhooks(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    if (request.url !== '/api/webhooks/sandbox' || !Buffer.isBuffer(request.body)) return;
    const event = JSON.parse(request.body.toString('utf8')) as { data: { object: { id: string } } };
    const id = event.data.object.id;
    webhookPosts.set(id, (webhookPosts.get(id) ?? 0) + 1);
  });
}

let shared: Awaited<ReturnType<typeof createSharedTestDatabase>>;
let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  shared = await createSharedTestDatabase();
  // Started together: both migrate pg-boss and create its queues at once.
  const start = (database: DatabaseHandle) =>
    startTestServer({ database, env, now: clock.now, routes: countWebhooks });
  [a, b] = await Promise.all([start(shared.handles[0]), start(shared.handles[1])]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await shared?.close();
});

type Paid = { plate: string; phoneNumber: string; intentId: string; assignedRightId: string };

/** Generated on one instance, processed on the other; `slow` settles by webhook alone. */
async function pay(
  [first, second]: [TestServer, TestServer],
  plate: string,
  phoneNumber: string,
  paymentMethodId = 'pm_card_visa',
): Promise<Omit<Paid, 'assignedRightId'> & { assignedRightId?: string }> {
  const oneHour = await rateNamed(first, midtown, '1 hour');
  const intent = await generateCard(first, 'card-intent', rateBody(midtown, oneHour));
  const result = await postJson(second, '/api/card-intent/process-payment', {
    paymentIntentId: intent.id,
    paymentMethodId,
    licensePlate: plate,
    phoneNumber,
  });
  const expected = paymentMethodId === 'pm_card_slow' ? 202 : 200;
  expect(result.response.status, JSON.stringify(result.body)).toBe(expected);
  const assignedRightId = result.body.assignedRightId as string | undefined;
  return {
    plate,
    phoneNumber,
    intentId: intent.id,
    ...(assignedRightId ? { assignedRightId } : {}),
  };
}

describe('two instances on one database', () => {
  it('send each reminder, receipt and sandbox webhook once, whichever instance takes it', async () => {
    const { db } = a.database;
    const both = (i: number): [TestServer, TestServer] => (i % 2 ? [a, b] : [b, a]);
    const paying = [
      ...Array.from({ length: 8 }, (_, i) => pay(both(i), `TWO${i}01`, `+1212555031${i}`)),
      ...Array.from({ length: 2 }, (_, i) =>
        pay(both(i), `SLOW${i}02`, `+1212555032${i}`, 'pm_card_slow'),
      ),
    ];
    const started = await Promise.all(paying);
    const intentIds = started.map((payment) => payment.intentId);

    // The slow cards are charged and settled by a scheduler's webhook, on either instance;
    // every other success also gets its webhook, which finds the payment settled. Besides
    // their timers, both schedulers are run at once, so that they race for each due intent.
    const settled = await eventually(async () => {
      await Promise.all(
        [a, b, a, b].map((server) => server.app.services.cardProcessors.sandbox.deliverDue()),
      );
      const rows = await db
        .select({
          externalId: pendingPayment.externalId,
          assignedRightId: pendingPayment.assignedRightId,
        })
        .from(pendingPayment)
        .where(
          and(
            inArray(pendingPayment.externalId, intentIds),
            eq(pendingPayment.status, 'SUCCEEDED'),
          ),
        );
      expect(rows).toHaveLength(intentIds.length);
      const undelivered = await db
        .select({ id: sandboxPaymentIntent.id })
        .from(sandboxPaymentIntent)
        .where(
          and(
            inArray(sandboxPaymentIntent.id, intentIds),
            sql`${sandboxPaymentIntent.confirmAt} is not null`,
          ),
        );
      expect(undelivered).toEqual([]);
      return rows;
    }, 20_000);
    const paid: Paid[] = started.map((payment) => ({
      ...payment,
      assignedRightId:
        settled.find((row) => row.externalId === payment.intentId)?.assignedRightId ?? '',
    }));

    const intents = await db
      .select({ id: sandboxPaymentIntent.id, chargeCount: sandboxPaymentIntent.chargeCount })
      .from(sandboxPaymentIntent)
      .where(inArray(sandboxPaymentIntent.id, intentIds));
    expect(intents.map((intent) => intent.chargeCount)).toEqual(intentIds.map(() => 1));
    expect(Object.fromEntries(intentIds.map((id) => [id, webhookPosts.get(id)]))).toEqual(
      Object.fromEntries(intentIds.map((id) => [id, 1])),
    );

    // Receipts asked on both instances (two addresses per ticket, one on each).
    const receipts = await Promise.all(
      paid.flatMap((payment, i) =>
        [a, b].map((server, n) =>
          emailTicket(server, midtown, payment.assignedRightId, {
            email: `driver${i}.${n}@example.com`,
          }),
        ),
      ),
    );
    for (const receipt of receipts) {
      expect(receipt.response.status, JSON.stringify(receipt.body)).toBe(200);
      expect(receipt.body.status).toBe('SENT');
    }

    // Reminders: both sweepers race for every due one (their timers, and sweeps at once).
    const ofPaid = inArray(
      expiryReminder.assignedRightId,
      paid.map((payment) => payment.assignedRightId),
    );
    const due = await db.select({ dueAt: expiryReminder.dueAt }).from(expiryReminder).where(ofPaid);
    expect(due).toHaveLength(paid.length);
    clock.set(Math.max(...due.map((row) => row.dueAt.getTime())) + 1000);
    await Promise.all([a, b, a, b].map((server) => server.app.services.reminders.sweep()));
    await eventually(async () => {
      const sent = await db
        .select({ status: expiryReminder.status })
        .from(expiryReminder)
        .where(ofPaid);
      expect(sent.map((row) => row.status)).toEqual(paid.map(() => 'SENT'));
    }, 10_000);
    // A job delivered again by each instance at once (a pg-boss retry, a restart's resend).
    const reminders = await db
      .select({
        assignedRightId: expiryReminder.assignedRightId,
        coversUntil: expiryReminder.coversUntil,
      })
      .from(expiryReminder)
      .where(ofPaid);
    const again = await Promise.all(
      reminders.flatMap((reminder) =>
        [a, b].map((server) =>
          server.app.services.reminders.deliver({
            assignedRightId: reminder.assignedRightId,
            coversUntil: reminder.coversUntil.toISOString(),
          }),
        ),
      ),
    );
    expect(new Set(again.map((delivery) => delivery.status))).toEqual(new Set(['STALE']));
    await settle();

    for (const payment of paid) {
      const sms = await smsTo(a, payment.phoneNumber);
      expect(sms, payment.phoneNumber).toHaveLength(1);
      expect(sms[0]?.text).toContain(
        `${PUBLIC_URL}/transient/${midtown}/extension/${payment.assignedRightId}`,
      );
    }
    for (const [i] of paid.entries()) {
      for (const n of [0, 1]) {
        expect(await outboxTo(a, `driver${i}.${n}@example.com`)).toHaveLength(1);
      }
    }
  }, 180_000);

  it('deliver one receipt once when both instances attempt it at once', async () => {
    const { db } = a.database;
    const payment = await pay([a, b], 'RACE901', '+12125550399');
    const email = `race.${randomUUID()}@example.com`;
    // A PENDING delivery whose job both instances hold at once (a pg-boss retry after a
    // timeout while the first attempt still runs): only the row decides who sends.
    const [delivery] = await db
      .insert(receiptDelivery)
      .values({ assignedRightId: payment.assignedRightId ?? '', email, locale: 'en-US' })
      .returning();
    const job = { deliveryId: delivery?.id ?? '', placeId: midtown };
    await Promise.all([a, b, a, b].map((server) => server.app.services.receipt.deliver(job)));
    expect(await outboxTo(a, email)).toHaveLength(1);
    const [row] = await db
      .select({ status: receiptDelivery.status })
      .from(receiptDelivery)
      .where(eq(receiptDelivery.id, job.deliveryId));
    expect(row?.status).toBe('SENT');
  });
});

describe.runIf(redisReachable())('two instances with REDIS_URL', () => {
  // Needs the Redis-backed rate-limit store (the carding branch of issue 8): until it is
  // merged each instance counts on its own and the 31st lookup is answered.
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    const start = (database: DatabaseHandle) =>
      startTestServer({ database, env: { ...env, REDIS_URL: TEST_REDIS_URL } });
    [first, second] = await Promise.all([start(shared.handles[0]), start(shared.handles[1])]);
  });
  afterAll(() => Promise.all([first?.close(), second?.close()]));

  it('hold the plate-lookup limit (30 a minute per client and place) across both', async () => {
    // A place id of this run alone: the Redis buckets outlive the run by their minute.
    const placeId = randomUUID();
    const lookup = (server: TestServer) =>
      server.request(`/api/assigned-right/?localIdentifier=ABC123&placeId=${placeId}`);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) statuses.push((await lookup(i % 2 ? first : second)).status);
    expect(statuses).not.toContain(429);
    expect((await lookup(first)).status).toBe(429);
    expect((await lookup(second)).status).toBe(429);
  });
});
