import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { place } from '#api/db/schema/index.js';
import { type FakeStripeApi, startFakeStripeApi } from '#test/fake-stripe-api.js';
import { postJson } from '#test/payment-helpers.js';
import {
  basePayments,
  insertPermit,
  permitInfo,
  permitPlace,
  renewalIntent,
} from '#test/permit-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * A permit renewal through Stripe (its API served locally by test/fake-stripe-api.ts, with
 * Stripe's idempotency): the second generate of a period answers the first intent, client
 * secret included, by creating it again with the pending payment's own key.
 */

let stripeApi: FakeStripeApi;
let server: TestServer;
beforeAll(async () => {
  stripeApi = await startFakeStripeApi();
  server = await startTestServer({
    env: {
      PLACE_CACHE_TTL_MS: '0',
      STRIPE_SECRET_KEY: 'sk_test_permits',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_permits',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_permits',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(stripeApi.port),
      STRIPE_API_PROTOCOL: 'http',
    },
  });
  await server.database.db
    .update(place)
    .set({ paymentGateway: 'STRIPE' })
    .where(eq(place.id, permitPlace));
});
afterAll(async () => {
  await server?.close();
  await stripeApi?.close();
});

describe('permit renewal through Stripe', () => {
  it('answers one intent per period and settles the next cycle once', async () => {
    const permitId = await insertPermit(server.database, {
      plate: 'STRIPE1',
      paidUntilDays: 2,
      cycles: 1,
    });
    const before = await permitInfo(server, permitId);
    const first = await renewalIntent(server, 'card-intent', permitId);
    expect(first.id).toMatch(/^pi_/);
    const again = await renewalIntent(server, 'card-intent', permitId);
    expect(again).toMatchObject({
      id: first.id,
      clientSecret: first.clientSecret,
      pendingPaymentId: first.pendingPaymentId,
    });
    const created = stripeApi.requests.filter(
      (request) => request.method === 'POST' && request.path === '/v1/payment_intents',
    );
    // The same key twice: Stripe made one intent and replayed it.
    expect(created).toHaveLength(2);
    expect(new Set(created.map((request) => request.idempotencyKey)).size).toBe(1);
    expect(created[0]?.idempotencyKey).toContain(first.pendingPaymentId);

    const paid = await postJson(server, '/api/card-intent/process-payment-on-demand-extension', {
      paymentIntentId: first.id,
      paymentMethodId: 'pm_card_visa',
      licensePlate: 'STRIPE1',
    });
    expect(paid.response.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toEqual({ assignedRightId: permitId });
    const after = await permitInfo(server, permitId);
    expect(after.status).toBe('COMPLETED');
    expect(after.payments[0]).toMatchObject({
      startPeriodCovered: before.nextPeriod?.start,
      endPeriodCovered: before.nextPeriod?.end,
      transactionId: first.id,
    });
    expect(await basePayments(server.database, permitId)).toHaveLength(2);
  });
});
