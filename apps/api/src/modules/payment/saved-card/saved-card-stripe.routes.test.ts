import type { Rate } from '@parking/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { place } from '#api/db/schema/index.js';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import { type FakeStripeApi, startFakeStripeApi } from '#test/fake-stripe-api.js';
import { expectError, postJson, rateNamed } from '#test/payment-helpers.js';
import {
  extensionIntentOf,
  payExtensionWithSaved,
  removeSavedCard,
  savedCardRow,
  sessionKeepingCard,
} from '#test/saved-card-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * A card kept through Stripe (its API served locally by test/fake-stripe-api.ts): a Customer
 * and setup_future_usage 'on_session' at the first payment, the customer given to the
 * extension's intent before it is confirmed with the kept method, 3-D Secure answered with the
 * card form, and the card detached and the customer deleted on removal.
 */
const midtown = DEMO_IDS.places.transientOpen.id;

let stripeApi: FakeStripeApi;
let server: TestServer;
let oneHour: Rate;
beforeAll(async () => {
  stripeApi = await startFakeStripeApi();
  server = await startTestServer({
    env: {
      PLACE_CACHE_TTL_MS: '0',
      STRIPE_SECRET_KEY: 'sk_test_saved',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_saved',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_saved',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(stripeApi.port),
      STRIPE_API_PROTOCOL: 'http',
    },
  });
  await server.database.db
    .update(place)
    .set({ paymentGateway: 'STRIPE' })
    .where(eq(place.id, midtown));
  oneHour = await rateNamed(server, midtown, '1 hour');
});
afterAll(async () => {
  await server?.close();
  await stripeApi?.close();
});

const keptSession = (plate: string) =>
  sessionKeepingCard(server, {
    placeId: midtown,
    rate: oneHour,
    plate,
    paymentMethodId: 'pm_card_visa',
  });
const extensionIntent = (assignedRightId: string) =>
  extensionIntentOf(server, midtown, assignedRightId);

const requestsTo = (path: RegExp, since: number) =>
  stripeApi.requests.slice(since).filter((request) => path.test(request.path));

describe('a card kept for the device (Stripe)', () => {
  it('makes a Customer and asks on_session before confirming the first payment', async () => {
    const since = stripeApi.requests.length;
    const { card, row } = await keptSession('STKEEP1');
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 });
    const [customer] = requestsTo(/^\/v1\/customers$/, since);
    expect(customer?.idempotencyKey).toMatch(/^cus-create:/);
    // No name, e-mail or phone: a customer is only what the kept card hangs on.
    expect([...(customer?.form.keys() ?? [])]).toEqual(['description']);
    const update = requestsTo(/^\/v1\/payment_intents\/pi_[^/]+$/, since).find((request) =>
      request.form.has('setup_future_usage'),
    );
    expect(update?.form.get('setup_future_usage')).toBe('on_session');
    expect(update?.form.get('customer')).toBe(row.processorCustomerId);
    expect(stripeApi.methods.get(row.processorMethodId)?.customer).toBe(row.processorCustomerId);
  });

  it('pays an extension with the kept method on an intent given its customer', async () => {
    const { secret, assignedRightId, card, row } = await keptSession('STKEEP2');
    const intent = await extensionIntent(assignedRightId);
    const since = stripeApi.requests.length;
    const paid = await payExtensionWithSaved(server, {
      intent,
      savedCardId: card.id,
      plate: 'STKEEP2',
      secret,
    });
    expect(paid.response.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toEqual({ assignedRightId });
    const confirm = requestsTo(/\/confirm$/, since)[0];
    expect(confirm?.form.get('payment_method')).toBe(row.processorMethodId);
    expect(stripeApi.intents.get(intent.id)).toMatchObject({
      status: 'succeeded',
      amount: 150,
      customer: row.processorCustomerId,
    });
  });

  it('answers 3-D Secure with the card form: a clear reason, then the typed card pays', async () => {
    const { secret, assignedRightId, card, row } = await keptSession('STKEEP3');
    const kept = stripeApi.methods.get(row.processorMethodId);
    if (!kept) throw new Error('not kept');
    // The issuer now asks the driver to authenticate every payment of this card.
    kept.card = { ...kept.card, outcome: 'authenticate' };
    const intent = await extensionIntent(assignedRightId);
    const refused = await payExtensionWithSaved(server, {
      intent,
      savedCardId: card.id,
      plate: 'STKEEP3',
      secret,
    });
    expectError(refused, 402, /./, 'PAYMENT_DECLINED');
    expect(refused.body.reason).toBe('authentication_required');
    const typed = await postJson(server, '/api/card-intent/process-payment-on-demand-extension', {
      paymentIntentId: intent.id,
      paymentMethodId: 'pm_card_mastercard',
      licensePlate: 'STKEEP3',
    });
    expect(typed.response.status, JSON.stringify(typed.body)).toBe(200);
    expect(typed.body).toEqual({ assignedRightId });
  });

  it('detaches the method and deletes the customer when the driver removes the card', async () => {
    const { secret, card, row } = await keptSession('STKEEP4');
    const since = stripeApi.requests.length;
    expect((await removeSavedCard(server, card.id, secret)).status).toBe(204);
    const calls = stripeApi.requests.slice(since).map((request) => [request.method, request.path]);
    expect(calls).toEqual([
      ['POST', `/v1/payment_methods/${row.processorMethodId}/detach`],
      ['DELETE', `/v1/customers/${row.processorCustomerId}`],
    ]);
    expect(stripeApi.customers.has(row.processorCustomerId)).toBe(false);
    expect(await savedCardRow(server, card.id)).toBeUndefined();
    expect((await removeSavedCard(server, card.id, secret)).status).toBe(404);
  });
});
