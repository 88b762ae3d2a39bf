import type { PaymentAccount } from '@parking/domain/operator-file';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { place } from '#api/db/schema/index.js';
import { DEMO_IDS, transientOpensLater } from '#api/db/seed/demo-extra-ids.js';
import { type FakeStripeApi, startFakeStripeApi } from '#test/fake-stripe-api.js';
import {
  generateCard,
  getJson,
  pendingPaymentOfIntent,
  postJson,
  rateBody,
  rateNamed,
} from '#test/payment-helpers.js';
import { savedCardsOf, sessionKeepingCard } from '#test/saved-card-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * Two places on two operators' own Stripe accounts (issue 25), named in the place by environment
 * variables: each place's money goes through its own account's key, a webhook is accepted when
 * one of the accounts (or the server's) signed it, and a place naming variables that are not
 * set is refused as an unconfigured gateway is.
 */
const midtown = DEMO_IDS.places.transientOpen.id;
const plaza = DEMO_IDS.places.transientManyRates.id;
const accountOf = (prefix: string): PaymentAccount => ({
  secretKey: `${prefix}_STRIPE_SECRET_KEY`,
  publishableKey: `${prefix}_STRIPE_PUBLISHABLE_KEY`,
  webhookSecret: `${prefix}_STRIPE_WEBHOOK_SECRET`,
});
const variablesOf = (prefix: string, suffix: string) => ({
  [`${prefix}_STRIPE_SECRET_KEY`]: `sk_test_${suffix}`,
  [`${prefix}_STRIPE_PUBLISHABLE_KEY`]: `pk_test_${suffix}`,
  [`${prefix}_STRIPE_WEBHOOK_SECRET`]: `whsec_${suffix}`,
});

let server: TestServer;
let stripeApi: FakeStripeApi;
beforeAll(async () => {
  stripeApi = await startFakeStripeApi();
  server = await startTestServer({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_server',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_server',
      STRIPE_WEBHOOK_SECRET: 'whsec_server',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(stripeApi.port),
      STRIPE_API_PROTOCOL: 'http',
      ...variablesOf('ACME', 'acme'),
      ...variablesOf('SOL', 'sol'),
      // A server secret an operator might name as its account's publishable key.
      SERVER_SMTP_PASSWORD: 'smtp://mailer:hunter2@mail.internal',
    },
  });
  const onAccount = (id: string, account: PaymentAccount) =>
    server.database.db
      .update(place)
      .set({ paymentProvider: 'CARD_INTENT', paymentGateway: 'STRIPE', paymentAccount: account })
      .where(eq(place.id, id));
  await onAccount(midtown, accountOf('ACME'));
  await onAccount(plaza, accountOf('SOL'));
  await onAccount(transientOpensLater, accountOf('UNSET'));
});
afterAll(async () => {
  await server?.close();
  await stripeApi?.close();
});

/** The secret key each request for `intentId` (or creating it under `key`) was made with. */
const keysUsedFor = (match: (path: string, idempotencyKey?: string) => boolean) =>
  stripeApi.requests
    .filter((request) => match(request.path, request.idempotencyKey))
    .map((request) => request.authorization);

async function payAt(placeId: string, rateName: string) {
  const rate = await rateNamed(server, placeId, rateName);
  return generateCard(server, 'card-intent', rateBody(placeId, rate));
}

const stripeEvent = (intentId: string) =>
  JSON.stringify({
    id: `evt_${intentId}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: { object: { ...stripeApi.intents.get(intentId), object: 'payment_intent' } },
  });
const deliver = (body: string, secret: string) =>
  postJson(server, '/api/webhooks/stripe', JSON.parse(body), {
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret }),
  });

describe("places on operators' own Stripe accounts", () => {
  it("creates each place's payment with its own account's key, and shows its publishable key", async () => {
    const atMidtown = await payAt(midtown, '1 hour');
    const atPlaza = await payAt(plaza, '1 hour');
    const created = (intent: { pendingPaymentId: string }) =>
      keysUsedFor(
        (path, key) =>
          path === '/v1/payment_intents' && key?.includes(intent.pendingPaymentId) === true,
      );
    expect(created(atMidtown)).toEqual(['Bearer sk_test_acme']);
    expect(created(atPlaza)).toEqual(['Bearer sk_test_sol']);
    const info = await getJson(server, `/api/card-intent/place/${plaza}`);
    expect(info.body).toMatchObject({ gateway: 'STRIPE', publicApiKey: 'pk_test_sol' });
  });

  it("accepts a webhook signed with the second account's secret and settles its payment there", async () => {
    const intent = await payAt(plaza, '1 hour');
    // The browser confirms with Stripe.js, under the place's account.
    const sol = new Stripe('sk_test_sol', {
      host: '127.0.0.1',
      port: stripeApi.port,
      protocol: 'http',
    });
    await sol.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    const body = stripeEvent(intent.id);
    const delivered = await deliver(body, 'whsec_sol');
    expect(delivered.response.status, JSON.stringify(delivered.body)).toBe(200);
    expect(delivered.body).toMatchObject({ received: true, duplicate: false, status: 'charged' });
    expect((await pendingPaymentOfIntent(server.database, intent.id)).status).toBe('CHARGED');
    const read = keysUsedFor((path) => path === `/v1/payment_intents/${intent.id}`);
    expect(read.length).toBeGreaterThan(0);
    expect(new Set(read)).toEqual(new Set(['Bearer sk_test_sol']));
  });

  it("refuses a webhook signed with a secret no account has, and takes its own account's", async () => {
    const intent = await payAt(midtown, '1 hour');
    const body = stripeEvent(intent.id);
    const refused = await deliver(body, 'whsec_stranger');
    expect(refused.response.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    expect((await pendingPaymentOfIntent(server.database, intent.id)).status).toBe('PENDING');
    // The same event signed with the place's account: received, and read at that account.
    const taken = await deliver(body, 'whsec_acme');
    expect(taken.body).toMatchObject({ received: true, duplicate: false, status: 'processing' });
  });

  it("never shows a variable that is not a Stripe key: another of the server's secrets named as a publishable key", async () => {
    await server.database.db
      .update(place)
      .set({ paymentAccount: { ...accountOf('ACME'), publishableKey: 'SERVER_SMTP_PASSWORD' } })
      .where(eq(place.id, transientOpensLater));
    const info = await getJson(server, `/api/card-intent/place/${transientOpensLater}`);
    expect(info.response.status).toBe(503);
    expect(JSON.stringify(info.body)).not.toContain('hunter2');
    await server.database.db
      .update(place)
      .set({ paymentAccount: accountOf('UNSET') })
      .where(eq(place.id, transientOpensLater));
  });

  it('refuses a place whose variables are not set, as an unconfigured gateway', async () => {
    const before = stripeApi.requests.length;
    const info = await getJson(server, `/api/card-intent/place/${transientOpensLater}`);
    expect(info.response.status).toBe(503);
    expect(info.body).toEqual({
      message: 'Service Unavailable',
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(stripeApi.requests.length).toBe(before);
  });

  it("keeps a card at its place's account and offers it only at places on that account", async () => {
    const rate = await rateNamed(server, midtown, '1 hour');
    const since = stripeApi.requests.length;
    const { secret, row } = await sessionKeepingCard(server, {
      placeId: midtown,
      rate,
      plate: 'ACCT001',
      paymentMethodId: 'pm_card_visa',
    });
    expect(row.paymentAccount).toEqual(accountOf('ACME'));
    const customers = stripeApi.requests
      .slice(since)
      .filter((request) => request.path === '/v1/customers');
    expect(customers.map((request) => request.authorization)).toEqual(['Bearer sk_test_acme']);
    expect(await savedCardsOf(server, midtown, secret)).toHaveLength(1);
    // Plaza's account has no such customer: the card is not offered there.
    expect(await savedCardsOf(server, plaza, secret)).toEqual([]);
  });

  it('finishes a payment through the account that made its intent, after the place changed account', async () => {
    const intent = await payAt(plaza, '1 hour');
    const setPlazaAccount = (account: PaymentAccount) =>
      server.database.db.update(place).set({ paymentAccount: account }).where(eq(place.id, plaza));
    await setPlazaAccount(accountOf('ACME'));
    try {
      const paid = await postJson(server, '/api/card-intent/process-payment', {
        paymentIntentId: intent.id,
        paymentMethodId: 'pm_card_visa',
        licensePlate: 'ACCT002',
      });
      expect(paid.response.status, JSON.stringify(paid.body)).toBe(200);
      const confirmed = keysUsedFor((path) => path === `/v1/payment_intents/${intent.id}/confirm`);
      expect(confirmed).toEqual(['Bearer sk_test_sol']);
    } finally {
      await setPlazaAccount(accountOf('SOL'));
    }
  });
});
