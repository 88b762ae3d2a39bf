import { AssignedRightLookupResponseSchema, PAYMENT_MESSAGES, type Rate } from '@parking/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignedRight, pendingPayment } from '#api/db/schema/index.js';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import {
  expectError,
  generateFree,
  getJson,
  offerPlateLookup,
  postJson,
  rateBody,
  rateNamed,
  resumeOf as resumeAt,
} from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

const { places } = DEMO_IDS;
const plaza = places.transientManyRates.id;
const MINUTE = 60_000;

let server: TestServer;
let free: Rate;
beforeAll(async () => {
  server = await startTestServer();
  await offerPlateLookup(server.database, plaza);
  free = await rateNamed(server, plaza, '15 min free');
});
afterAll(() => server?.close());

const processFree = (body: unknown) => postJson(server, '/api/payment/process-payment', body);

const resumeOf = (assignedRightId: string, placeId = plaza) =>
  resumeAt(server, placeId, assignedRightId);

describe('POST /api/payment/process-payment (free parking)', () => {
  it('needs the pending payment id and the plate, with the spec message', async () => {
    const pending = await generateFree(server, rateBody(plaza, free));
    const message = PAYMENT_MESSAGES.freePaymentMissing;
    expectError(await processFree({ licensePlate: 'FREE001' }), 400, message);
    expectError(await processFree({ pendingPaymentId: pending.pendingPaymentId }), 400, message);
    expectError(
      await processFree({ pendingPaymentId: pending.pendingPaymentId, licensePlate: '' }),
      400,
      message,
    );
  });

  it('creates the assigned right, the same one on every retry', async () => {
    const pending = await generateFree(server, rateBody(plaza, free));
    const body = { pendingPaymentId: pending.pendingPaymentId, licensePlate: 'free 001' };
    const first = await processFree(body);
    expect(first.response.status).toBe(200);
    const { assignedRightId } = first.body as { assignedRightId: string };
    const again = await Promise.all([processFree(body), processFree(body), processFree(body)]);
    for (const retry of again) expect(retry.body).toEqual({ assignedRightId });

    const resume = await resumeOf(assignedRightId);
    expect(resume.cardDetail).toBeNull();
    expect(resume.payments).toHaveLength(1);
    const [payment] = resume.payments;
    expect(payment?.transactionId).toMatch(/^FREE-[0-9A-F]{8}$/);
    expect(payment?.credential).toEqual([{ type: 'LICENSE_PLATE', localIdentifier: 'FREE001' }]);
    // No SURCHARGE line: the service fee is 0.
    expect(payment?.paymentLine).toEqual([{ type: 'BASE', code: null, amount: 0, amountMinor: 0 }]);
    const start = new Date(payment?.startPeriodCovered ?? 0).getTime();
    expect(new Date(payment?.endPeriodCovered ?? 0).getTime() - start).toBe(15 * MINUTE);
    expect(Math.abs(start - Date.now())).toBeLessThan(10_000);

    const lookup = await getJson(
      server,
      `/api/assigned-right/?localIdentifier=FREE001&placeId=${plaza}`,
    );
    const found = AssignedRightLookupResponseSchema.parse(lookup.body).data;
    expect(found.map((right) => right.assignedRightId)).toEqual([assignedRightId]);
  });

  it('keeps the phone number and notifies before expiry only when one is given', async () => {
    const withPhone = await generateFree(server, rateBody(plaza, free));
    const withoutPhone = await generateFree(server, rateBody(plaza, free));
    const a = await processFree({
      pendingPaymentId: withPhone.pendingPaymentId,
      licensePlate: 'FREE002',
      phoneNumber: '+34612345678',
      locale: 'es-ES',
    });
    const b = await processFree({
      pendingPaymentId: withoutPhone.pendingPaymentId,
      licensePlate: 'FREE003',
    });
    const rightOf = async (result: { body: Record<string, unknown> }) => {
      const rows = await server.database.db
        .select()
        .from(assignedRight)
        .where(eq(assignedRight.id, result.body.assignedRightId as string));
      return rows[0];
    };
    expect(await rightOf(a)).toMatchObject({
      kind: 'TRANSIENT',
      customerId: DEMO_IDS.customer.id,
      phoneNumber: '+34612345678',
      notifyBeforeExpiry: true,
      locale: 'es-ES',
    });
    expect(await rightOf(b)).toMatchObject({
      phoneNumber: null,
      notifyBeforeExpiry: false,
      locale: 'en-US',
    });
    expectError(
      await processFree({
        pendingPaymentId: withoutPhone.pendingPaymentId,
        licensePlate: 'FREE003',
        phoneNumber: '612345678',
      }),
      400,
      /phoneNumber/,
    );
  });

  it('answers 404 for an unknown pending payment', async () => {
    const result = await processFree({
      pendingPaymentId: '00000000-0000-4000-8000-000000000000',
      licensePlate: 'FREE004',
    });
    expectError(result, 404, 'Payment not found', 'PAYMENT_NOT_FOUND');
  });

  it('refuses an expired pending payment, and keeps refusing it', async () => {
    let now = new Date();
    const clocked = await startTestServer({ database: server.database, now: () => now });
    try {
      const pending = await generateFree(clocked, rateBody(plaza, free));
      now = new Date(now.getTime() + 4 * MINUTE + 1);
      const body = { pendingPaymentId: pending.pendingPaymentId, licensePlate: 'LATE001' };
      const post = () => postJson(clocked, '/api/payment/process-payment', body);
      expectError(await post(), 400, PAYMENT_MESSAGES.paymentExpired, 'PAYMENT_EXPIRED');
      expectError(await post(), 400, PAYMENT_MESSAGES.paymentExpired, 'PAYMENT_EXPIRED');
      const rows = await server.database.db
        .select({ status: pendingPayment.status, right: pendingPayment.assignedRightId })
        .from(pendingPayment)
        .where(eq(pendingPayment.id, pending.pendingPaymentId));
      expect(rows).toEqual([{ status: 'EXPIRED', right: null }]);
    } finally {
      await clocked.close();
    }
  });

  it('is still valid just before 4 minutes', async () => {
    let now = new Date();
    const clocked = await startTestServer({ database: server.database, now: () => now });
    try {
      const pending = await generateFree(clocked, rateBody(plaza, free));
      now = new Date(now.getTime() + 4 * MINUTE - 1000);
      const result = await postJson(clocked, '/api/payment/process-payment', {
        pendingPaymentId: pending.pendingPaymentId,
        licensePlate: 'LATE002',
      });
      expect(result.response.status).toBe(200);
    } finally {
      await clocked.close();
    }
  });
});
