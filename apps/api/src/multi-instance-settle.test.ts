import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateCard, postJson, rateBody, rateNamed } from '../test/payment-helpers.js';
import { startTestServer, type TestServer } from '../test/start-test-server.js';
import { createSharedTestDatabase } from '../test/test-database.js';
import { pendingPayment, sandboxPaymentIntent } from './db/schema/index.js';
import { DEMO_IDS } from './db/seed/demo-extra-ids.js';

// Decision 104: settles go in batches, and two instances' batches may share a payment's row.

const midtown = DEMO_IDS.places.transientOpen.id;
let shared: Awaited<ReturnType<typeof createSharedTestDatabase>>;
let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  shared = await createSharedTestDatabase();
  const [first, second] = shared.handles;
  [a, b] = await Promise.all([
    startTestServer({ database: first }),
    startTestServer({ database: second }),
  ]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await shared?.close();
});

it('two instances settle each payment once, whichever one a duplicate call reaches', async () => {
  const oneHour = await rateNamed(a, midtown, '1 hour');
  const intents = await Promise.all(
    Array.from({ length: 20 }, () => generateCard(a, 'card-intent', rateBody(midtown, oneHour))),
  );
  // Every payment processed on both instances at once: their settle batches share rows.
  const results = await Promise.all(
    intents.flatMap((intent, n) =>
      [a, b].map((server) =>
        postJson(server, '/api/card-intent/process-payment', {
          paymentIntentId: intent.id,
          paymentMethodId: 'pm_card_visa',
          licensePlate: `DUO${String(n).padStart(2, '0')}`,
        }),
      ),
    ),
  );
  for (const result of results) expect(result.response.status).toBe(200);
  const rights = new Set(results.map((result) => result.body.assignedRightId));
  expect(rights.size).toBe(intents.length);
  const ids = intents.map((intent) => intent.id);
  const { db } = shared.handles[0];
  const settled = await db
    .select({ status: pendingPayment.status, right: pendingPayment.assignedRightId })
    .from(pendingPayment)
    .where(inArray(pendingPayment.externalId, ids));
  expect(settled.filter((row) => row.status === 'SUCCEEDED')).toHaveLength(intents.length);
  expect(new Set(settled.map((row) => row.right))).toEqual(rights);
  const [charges] = await db
    .select({ total: sql<number>`sum(${sandboxPaymentIntent.chargeCount})::int` })
    .from(sandboxPaymentIntent)
    .where(inArray(sandboxPaymentIntent.id, ids));
  expect(charges?.total).toBe(intents.length);
});
