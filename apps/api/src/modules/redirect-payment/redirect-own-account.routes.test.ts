import type { RedirectPaymentStart } from '@parking/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#api/config.js';
import { redirectOrder, stayPayment } from '#api/db/schema/index.js';
import { sandboxAnswer } from '#api/redirect-gateways/sandbox/answer-params.js';
import { decodeParameters } from '#api/redirect-gateways/signature.js';
import { sandboxRefusal } from '#api/sandbox-refusal.js';
import { solAdmin } from '#test/admin-config-helpers.js';
import { startFakeRedsys } from '#test/fake-redsys.js';
import { postJson } from '#test/payment-helpers.js';
import {
  generateRedirect,
  newOwingStay,
  orderOf,
  postForm,
  SANDBOX_SECRET,
  sol,
} from '#test/redirect-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * A gated lot paid through its operator's own Redsys merchant (issue 25, decision 093): the
 * operator file names the variables, the server signs with them, verifies that merchant's
 * answers only with its key, and asks its refunds through it, against a local stand-in for
 * Redsys's site (REDSYS_API_BASE). The server has no REDSYS_* of its own.
 */
const OWN = {
  merchantCode: '999008882',
  terminal: '2',
  secretKey: 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev',
};
const ACCOUNT = { merchantCode: 'SOL_MERCHANT', terminal: 'SOL_TERMINAL', secretKey: 'SOL_KEY' };
const BARRIER = '/customers/aparcamientos-sol/places/sol-barrera';

let fake: Awaited<ReturnType<typeof startFakeRedsys>>;
let server: TestServer;
let env: Record<string, string>;
beforeAll(async () => {
  fake = await startFakeRedsys([OWN]);
  env = {
    SOL_MERCHANT: OWN.merchantCode,
    SOL_TERMINAL: OWN.terminal,
    SOL_KEY: OWN.secretKey,
    REDSYS_API_BASE: fake.base,
    // The server's own refund sweeper stays out of the way (every 10 min).
    PAYMENT_RECONCILE_INTERVAL_MS: '600000',
  };
  server = await startTestServer({ env });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

/** Puts the barrier lot on `account` through the admin API, as an operator would. */
async function giveBarrierAccount(account: Record<string, string>) {
  const admin = await solAdmin(server);
  const before = (await admin.call('GET', BARRIER)).body as { payment: object };
  const put = await admin.call('PUT', BARRIER, {
    ...before,
    payment: { ...before.payment, account },
  });
  expect(put.response.status, JSON.stringify(put.body)).toBe(200);
}

/** The gateway's signed answer for a started payment, as `merchant` signs it with `secret`. */
function answerAs(
  start: RedirectPaymentStart,
  merchant: { merchantCode: string; terminal: string },
  secret: string,
  response = '0000',
) {
  const request = decodeParameters(start.params.Ds_MerchantParameters) ?? {};
  const outcome = { response, cardNumber: '4548812049400004', brand: '1', merchant };
  return sandboxAnswer(secret, request, outcome, new Date());
}

const notify = (to: TestServer, params: Record<string, string>) =>
  postForm(to, '/api/redirect/notification', params);

async function placeTestMode() {
  const response = await server.request(`/api/customer/place/${sol.gatedLotId}?include=place`);
  return ((await response.json()) as { testMode?: boolean }).testMode;
}

describe("a gated lot on its operator's own Redsys merchant", () => {
  it('is real money: the sandbox mark goes, the form is signed for that merchant', async () => {
    expect(await placeTestMode()).toBe(true);
    const publicServer = loadConfig({
      PUBLIC_URL: 'https://park.example',
      SANDBOX_PAYMENTS: 'off',
    });
    expect(await sandboxRefusal(server.database.db, publicServer)).toContain(
      'Aparcamiento Sol Barrera',
    );
    const formAction = async () =>
      (await server.request('/api/health')).headers
        .get('content-security-policy')
        ?.match(/form-action [^;]*/)?.[0];
    expect(await formAction()).toBe("form-action 'self'");
    await giveBarrierAccount(ACCOUNT);
    expect(await placeTestMode()).toBeUndefined();
    // The driver's browser may now post the form to the gateway's site (decision 093), once
    // this instance has reloaded its merchants on hearing the change (decision 090: a reload
    // is a read of its own, after the change's announcement).
    await expect.poll(formAction, { timeout: 10_000 }).toBe(`form-action 'self' ${fake.base}`);
    // A public server's start (and an apply) no longer counts it among the sandbox's places.
    expect(await sandboxRefusal(server.database.db, publicServer)).not.toContain(
      'Aparcamiento Sol Barrera',
    );

    const stayId = await newOwingStay(server, 'OWN001');
    const start = await generateRedirect(server, stayId);
    expect(start.gatewayUrl).toBe(`${fake.base}/sis/realizarPago`);
    const request = decodeParameters(start.params.Ds_MerchantParameters);
    expect(request).toMatchObject({
      DS_MERCHANT_MERCHANTCODE: OWN.merchantCode,
      DS_MERCHANT_TERMINAL: OWN.terminal,
    });
    expect(await orderOf(server, start.orderId)).toMatchObject({
      merchantCode: OWN.merchantCode,
      terminal: OWN.terminal,
      paymentAccount: ACCOUNT,
    });
  });

  it("accepts only that merchant's signature for its orders, and records the payment", async () => {
    const stayId = await newOwingStay(server, 'OWN002');
    const start = await generateRedirect(server, stayId);
    // The sandbox's published key, claiming the operator's merchant: a forgery.
    const forged = await notify(server, answerAs(start, OWN, SANDBOX_SECRET));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: 'ANSWER_NOT_SIGNED' });
    // The sandbox's merchant and key, for an order the operator's merchant signed.
    const sandboxOne = await notify(
      server,
      answerAs(start, { merchantCode: '999008881', terminal: '1' }, SANDBOX_SECRET),
    );
    expect(sandboxOne.status).toBe(400);
    expect(await orderOf(server, start.orderId)).toMatchObject({ status: 'PENDING' });

    const genuine = await notify(server, answerAs(start, OWN, OWN.secretKey));
    expect(genuine.status).toBe(200);
    expect(await genuine.json()).toMatchObject({ status: 'PAID', orderId: start.orderId });
    const [payment] = await server.database.db
      .select()
      .from(stayPayment)
      .where(eq(stayPayment.id, start.orderId));
    expect(payment).toMatchObject({
      amountMinor: start.amountMinor,
      sandbox: false,
      externalId: `${OWN.merchantCode}/${decodeParameters(start.params.Ds_MerchantParameters)?.DS_MERCHANT_ORDER}`,
    });
  });

  it("gives back a second charge through that merchant's REST interface", async () => {
    const stayId = await newOwingStay(server, 'OWN003');
    const first = await generateRedirect(server, stayId);
    await server.database.db
      .update(redirectOrder)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(redirectOrder.id, first.orderId));
    const second = await generateRedirect(server, stayId);
    await notify(server, answerAs(first, OWN, OWN.secretKey));
    const paidTwice = await notify(server, answerAs(second, OWN, OWN.secretKey));
    expect(await paidTwice.json()).toMatchObject({ status: 'REFUNDED' });
    expect(await orderOf(server, second.orderId)).toMatchObject({
      status: 'REFUNDED',
      refundResponse: '0900',
    });
    const number = decodeParameters(second.params.Ds_MerchantParameters)?.DS_MERCHANT_ORDER;
    expect(fake.refunds).toContainEqual({
      merchantCode: OWN.merchantCode,
      terminal: OWN.terminal,
      order: number,
      amount: String(second.amountMinor),
    });
  });

  it('is known to an instance started later, before any request reaches the database', async () => {
    const stayId = await newOwingStay(server, 'OWN004');
    const start = await generateRedirect(server, stayId);
    const later = await startTestServer({ env, database: server.database });
    try {
      const answer = await notify(later, answerAs(start, OWN, OWN.secretKey));
      expect(await answer.json()).toMatchObject({ status: 'PAID' });
    } finally {
      await later.close();
    }
  });

  it("keeps an order's merchant when the place changes; unset variables make no order", async () => {
    const stayId = await newOwingStay(server, 'OWN005');
    const start = await generateRedirect(server, stayId);
    await giveBarrierAccount({
      merchantCode: 'UNSET_MERCHANT',
      terminal: 'SOL_TERMINAL',
      secretKey: 'SOL_KEY',
    });
    // Paid on the gateway before the change: still that merchant's, still recorded.
    const answer = await notify(server, answerAs(start, OWN, OWN.secretKey));
    expect(await answer.json()).toMatchObject({ status: 'PAID' });

    const next = await newOwingStay(server, 'OWN006');
    const refused = await postJson(server, '/api/redirect/generate-payment-by-session', {
      customerId: sol.id,
      sessionId: next,
      locale: 'es-ES',
    });
    expect(refused.response.status).toBe(503);
    expect(refused.body).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    const orders = await server.database.db
      .select({ id: redirectOrder.id })
      .from(redirectOrder)
      .where(eq(redirectOrder.stayId, next));
    expect(orders).toEqual([]);
  });
});
