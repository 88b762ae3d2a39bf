import { AssignedRightLookupResponseSchema, PAYMENT_MESSAGES, type Rate } from '@parking/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignedRight, pendingPayment } from '#api/db/schema/index.js';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import { createFakeCardProcessor } from '#test/fake-card-processor.js';
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
const midtown = places.transientOpen.id;
const MINUTE = 60_000;

let server: TestServer;
let free: Rate;
let paid: Rate;
beforeAll(async () => {
  server = await startTestServer();
  await offerPlateLookup(server.database, plaza);
  free = await rateNamed(server, plaza, '15 min free');
  paid = await rateNamed(server, plaza, '1 hour');
});
afterAll(() => server?.close());

const processFree = (body: unknown) => postJson(server, '/api/payment/process-payment', body);

const resumeOf = (assignedRightId: string, placeId = plaza) =>
  resumeAt(server, placeId, assignedRightId);

describe('POST /api/payment/generate-payment', () => {
  it('holds a free rate for 4 minutes, priced by the server', async () => {
    const before = Date.now();
    const pending = await generateFree(server, rateBody(plaza, free));
    expect(pending).toMatchObject({
      currencyCode: 'USD',
      amount: 0,
      serviceFee: 0,
      total: 0,
      amountMinor: 0,
      serviceFeeMinor: 0,
      totalMinor: 0,
      isFree: true,
    });
    const expiresIn = new Date(pending.expiresAt).getTime() - before;
    expect(expiresIn).toBeGreaterThanOrEqual(4 * MINUTE - 1000);
    expect(expiresIn).toBeLessThanOrEqual(4 * MINUTE + 5000);
  });

  it('ignores amounts sent by the browser', async () => {
    const pending = await generateFree(server, {
      ...rateBody(plaza, free),
      amount: 99,
      amountMinor: 9900,
      total: 99,
    });
    expect(pending.totalMinor).toBe(0);
  });

  it('refuses a priced rate: it needs a card', async () => {
    const result = await postJson(server, '/api/payment/generate-payment', rateBody(plaza, paid));
    expectError(result, 400, 'This rate requires a card payment', 'CARD_PAYMENT_REQUIRED');
  });

  it('refuses unknown places and rates, and rates of another place', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const generate = (body: unknown) => postJson(server, '/api/payment/generate-payment', body);
    expectError(
      await generate({ ...rateBody(plaza, free), placeId: unknown }),
      404,
      'Place not found',
      'PLACE_NOT_FOUND',
    );
    expectError(
      await generate({ ...rateBody(plaza, free), rateLineId: unknown }),
      404,
      'Rate not found',
      'RATE_NOT_FOUND',
    );
    expectError(
      await generate({ ...rateBody(plaza, free), rateId: paid.rateId }),
      400,
      'The rate line does not belong to this rate',
      'RATE_LINE_OF_ANOTHER_RATE',
    );
    expectError(
      await generate(rateBody(midtown, free)),
      400,
      'The rate does not belong to this place',
      'RATE_OF_ANOTHER_PLACE',
    );
    expectError(await generate({ placeId: plaza }), 400, /body\/rateId/, 'VALIDATION');
  });
});

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

describe('rate availability', () => {
  it('sells the early bird only before 9:00 in Madrid', async () => {
    const earlyBird = await rateNamed(server, plaza, 'Early bird (in before 9:00, out by 19:00)');
    // A winter day: Madrid is UTC+1.
    let now = new Date('2030-01-15T07:30:00Z');
    const processor = createFakeCardProcessor();
    const clocked = await startTestServer({
      database: server.database,
      now: () => now,
      cardProcessors: { get: () => processor },
    });
    try {
      const generate = () =>
        postJson(clocked, '/api/card-client-secret/generate-payment', rateBody(plaza, earlyBird));
      const ok = await generate();
      expect(ok.response.status).toBe(200);
      now = new Date('2030-01-15T08:00:00Z');
      expectError(await generate(), 400, PAYMENT_MESSAGES.rateNotAvailable, 'RATE_NOT_AVAILABLE');
    } finally {
      await clocked.close();
    }
  });
});
