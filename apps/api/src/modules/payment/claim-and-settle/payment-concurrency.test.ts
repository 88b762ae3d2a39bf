import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignedRight,
  credential,
  payment,
  paymentLine,
  pendingPayment,
  sandboxPaymentIntent,
} from '#api/db/schema/index.js';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import {
  confirmInBrowser,
  generateCard,
  generateFree,
  postJson,
  rateBody,
  rateNamed,
} from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

const midtown = DEMO_IDS.places.transientOpen.id;
const plaza = DEMO_IDS.places.transientManyRates.id;
const CALLS = 100;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** Rows the payment left behind: rights, payments and lines by its transaction id. */
async function rowsOf(transactionId: string) {
  const { db } = server.database;
  const payments = await db.select().from(payment).where(eq(payment.transactionId, transactionId));
  const [lines] = await db
    .select({ n: count() })
    .from(paymentLine)
    .innerJoin(payment, eq(payment.id, paymentLine.paymentId))
    .where(eq(payment.transactionId, transactionId));
  const [credentials] = await db
    .select({ n: count() })
    .from(credential)
    .innerJoin(payment, eq(payment.assignedRightId, credential.assignedRightId))
    .where(eq(payment.transactionId, transactionId));
  return {
    payments: payments.length,
    rights: new Set(payments.map((row) => row.assignedRightId)).size,
    lines: lines?.n,
    credentials: credentials?.n,
  };
}

function expectOneAnswer(results: { response: Response; body: Record<string, unknown> }[]) {
  const statuses = new Set(results.map((result) => result.response.status));
  expect([...statuses]).toEqual([200]);
  const ids = new Set(results.map((result) => result.body.assignedRightId));
  expect(ids.size).toBe(1);
  return [...ids][0] as string;
}

describe('one pending payment, many concurrent calls', () => {
  it(`${CALLS} process-payment calls (first kind, pm_card_visa) charge once and make one right`, async () => {
    const rate = await rateNamed(server, midtown, '1 hour');
    const intent = await generateCard(server, 'card-intent', rateBody(midtown, rate));
    const body = {
      paymentIntentId: intent.id,
      paymentMethodId: 'pm_card_visa',
      licensePlate: 'RACE001',
    };
    const results = await Promise.all(
      Array.from({ length: CALLS }, () =>
        postJson(server, '/api/card-intent/process-payment', body),
      ),
    );
    const assignedRightId = expectOneAnswer(results);
    expect(await rowsOf(intent.id)).toEqual({ payments: 1, rights: 1, lines: 2, credentials: 1 });
    const [sandbox] = await server.database.db
      .select({ chargeCount: sandboxPaymentIntent.chargeCount })
      .from(sandboxPaymentIntent)
      .where(eq(sandboxPaymentIntent.id, intent.id));
    expect(sandbox?.chargeCount).toBe(1);
    const [pending] = await server.database.db
      .select()
      .from(pendingPayment)
      .where(eq(pendingPayment.externalId, intent.id));
    expect(pending).toMatchObject({ status: 'SUCCEEDED', assignedRightId });
  });

  it(`${CALLS} free process-payment calls make one right`, async () => {
    const rate = await rateNamed(server, plaza, '15 min free');
    const pending = await generateFree(server, rateBody(plaza, rate));
    const body = { pendingPaymentId: pending.pendingPaymentId, licensePlate: 'RACE002' };
    const results = await Promise.all(
      Array.from({ length: CALLS }, () => postJson(server, '/api/payment/process-payment', body)),
    );
    const assignedRightId = expectOneAnswer(results);
    const [row] = await server.database.db
      .select()
      .from(pendingPayment)
      .where(eq(pendingPayment.id, pending.pendingPaymentId));
    expect(row?.assignedRightId).toBe(assignedRightId);
    expect(await rowsOf(row?.paymentId ? await txOf(row.paymentId) : '')).toEqual({
      payments: 1,
      rights: 1,
      lines: 1,
      credentials: 1,
    });
  });

  it('process-payment calls racing the webhook’s finalise (second kind) make one right', async () => {
    const rate = await rateNamed(server, plaza, '1 hour');
    const intent = await generateCard(server, 'card-client-secret', rateBody(plaza, rate));
    await postJson(server, `/api/card-client-secret/update-payment-intent/${intent.id}`, {
      placeId: plaza,
      licensePlate: 'RACE003',
    });
    await confirmInBrowser(server, intent, 'pm_card_visa');
    const body = { externalId: intent.id, licensePlate: 'RACE003' };
    const [processed, finalised] = await Promise.all([
      Promise.all(
        Array.from({ length: CALLS / 2 }, () =>
          postJson(server, '/api/card-client-secret/process-payment', body),
        ),
      ),
      Promise.all(
        Array.from({ length: CALLS / 2 }, () =>
          server.app.services.payment.finaliseByExternalId({
            gateway: 'SANDBOX',
            externalId: intent.id,
          }),
        ),
      ),
    ]);
    const assignedRightId = expectOneAnswer(processed);
    for (const result of finalised)
      expect(result).toEqual({ status: 'succeeded', assignedRightId });
    expect(await rowsOf(intent.id)).toEqual({ payments: 1, rights: 1, lines: 2, credentials: 1 });
  });
});

describe('many pending payments settled at once (decision 104)', () => {
  it('gives each its own right, plate, payment and lines, with or without a reminder to schedule', async () => {
    const rate = await rateNamed(server, midtown, '1 hour');
    const payments = await Promise.all(
      Array.from({ length: 24 }, async (_, n) => ({
        intent: await generateCard(server, 'card-intent', rateBody(midtown, rate)),
        plate: `BATCH${String(n).padStart(2, '0')}`,
        // A third with a phone: their settle schedules a reminder, in a statement of its own.
        phoneNumber: n % 3 === 0 ? `+1212555${String(1000 + n)}` : undefined,
      })),
    );
    // All at once: the settles without a reminder go together in batches.
    const results = await Promise.all(
      payments.map(({ intent, plate, phoneNumber }) =>
        postJson(server, '/api/card-intent/process-payment', {
          paymentIntentId: intent.id,
          paymentMethodId: 'pm_card_visa',
          licensePlate: plate,
          ...(phoneNumber ? { phoneNumber } : {}),
        }),
      ),
    );
    const rights = new Set<string>();
    for (const [index, { intent, plate, phoneNumber }] of payments.entries()) {
      const result = results[index];
      expect(result?.response.status, JSON.stringify(result?.body)).toBe(200);
      const assignedRightId = result?.body.assignedRightId as string;
      rights.add(assignedRightId);
      expect(await rowsOf(intent.id)).toEqual({
        payments: 1,
        rights: 1,
        lines: 2,
        credentials: 1,
      });
      const [settled] = await server.database.db
        .select({
          rightId: payment.assignedRightId,
          plate: credential.localIdentifier,
          phone: assignedRight.phoneNumber,
          pendingRight: pendingPayment.assignedRightId,
          status: pendingPayment.status,
        })
        .from(payment)
        .innerJoin(credential, eq(credential.assignedRightId, payment.assignedRightId))
        .innerJoin(assignedRight, eq(assignedRight.id, payment.assignedRightId))
        .innerJoin(pendingPayment, eq(pendingPayment.paymentId, payment.id))
        .where(eq(payment.transactionId, intent.id));
      expect(settled).toEqual({
        rightId: assignedRightId,
        plate,
        phone: phoneNumber ?? null,
        pendingRight: assignedRightId,
        status: 'SUCCEEDED',
      });
    }
    expect(rights.size).toBe(payments.length);
  });
});

async function txOf(paymentId: string): Promise<string> {
  const rows = await server.database.db
    .select({ transactionId: payment.transactionId })
    .from(payment)
    .where(eq(payment.id, paymentId));
  return rows[0]?.transactionId ?? '';
}
