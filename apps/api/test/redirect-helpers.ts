import {
  type RedirectPaymentStart,
  RedirectPaymentStartSchema,
  type RedirectSignedParams,
} from '@parking/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { gatedTariffIdForEntry } from '../src/db/queries/gated-tariff.js';
import { redirectOrder, stay, stayPayment } from '../src/db/schema/index.js';
import { DEMO_IDS } from '../src/db/seed/demo-extra-ids.js';
import { sandboxAnswer } from '../src/redirect-gateways/sandbox/answer-params.js';
import {
  decodeParameters,
  SIGNATURE_VERSION,
  signParameters,
} from '../src/redirect-gateways/signature.js';
import { postJson } from './payment-helpers.js';
import type { TestServer } from './start-test-server.js';

/** The sandbox's merchant secret when REDIRECT_SANDBOX_SECRET is unset (config-env.ts). */
export const SANDBOX_SECRET = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
export const sol = DEMO_IDS.secondCustomer;

/** `payerKey`: sent as X-Payer-Key, the device that made an order gets it again (068). */
export async function generateRedirect(
  server: TestServer,
  sessionId: string,
  locale: 'es-ES' | 'en-US' = 'es-ES',
  payerKey?: string,
): Promise<RedirectPaymentStart> {
  const result = await postJson(
    server,
    '/api/redirect/generate-payment-by-session',
    { customerId: sol.id, sessionId, locale },
    payerKey ? { 'x-payer-key': payerKey } : {},
  );
  expect(result.response.status, JSON.stringify(result.body)).toBe(200);
  return RedirectPaymentStartSchema.strict().parse(result.body);
}

export const postForm = (server: TestServer, path: string, fields: Record<string, string>) =>
  server.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

/**
 * What a browser does on the sandbox's hosted page: posts the signed form, then pays with
 * `card`; returns the page's HTML and the 303's Location.
 */
export async function payOnSandbox(
  server: TestServer,
  start: RedirectPaymentStart,
  card: string,
  action: 'pay' | 'cancel' = 'pay',
) {
  const path = new URL(start.gatewayUrl).pathname;
  const page = await postForm(server, path, start.params);
  expect(page.status).toBe(200);
  const html = await page.text();
  const back = await postForm(server, `${path}/confirm`, { ...start.params, card, action });
  expect(back.status).toBe(303);
  const location = new URL(back.headers.get('location') ?? '');
  return { html, location, answer: signedParamsOf(location) };
}

function signedParamsOf(url: URL): RedirectSignedParams {
  return {
    Ds_SignatureVersion: url.searchParams.get('Ds_SignatureVersion') ?? '',
    Ds_MerchantParameters: url.searchParams.get('Ds_MerchantParameters') ?? '',
    Ds_Signature: url.searchParams.get('Ds_Signature') ?? '',
  };
}

/** The gateway's signed answer for a started payment, as the sandbox would sign it. */
export function answerFor(
  start: RedirectPaymentStart,
  response = '0000',
  overrides: Record<string, string> = {},
  secret = SANDBOX_SECRET,
): RedirectSignedParams {
  const fields = { ...decodeParameters(start.params.Ds_MerchantParameters), ...overrides };
  return sandboxAnswer(
    secret,
    fields,
    { response, cardNumber: '4242424242424242', brand: '1' },
    new Date(),
  );
}

export const returnOf = (server: TestServer, params: RedirectSignedParams) =>
  postJson(server, '/api/redirect/return', params);

export async function paymentsOfStay(server: TestServer, stayId: string) {
  return server.database.db.select().from(stayPayment).where(eq(stayPayment.stayId, stayId));
}

export async function orderOf(server: TestServer, orderId: string) {
  const [row] = await server.database.db
    .select()
    .from(redirectOrder)
    .where(eq(redirectOrder.id, orderId));
  return row;
}

/** A new stay in the redirect lot that entered `minutesAgo` and owes its tariff. */
export async function newOwingStay(server: TestServer, plate: string, minutesAgo = 150) {
  const actualStart = new Date(Date.now() - minutesAgo * 60_000);
  const { db } = server.database;
  const gatedTariffId = await gatedTariffIdForEntry(db, sol.gatedLotId, actualStart, new Date());
  if (!gatedTariffId) throw new Error('the redirect lot has no gated tariff');
  const [row] = await db
    .insert(stay)
    .values({ customerId: sol.id, placeId: sol.gatedLotId, gatedTariffId, plate, actualStart })
    .returning({ id: stay.id });
  if (!row) throw new Error('stay not inserted');
  return row.id;
}

/**
 * Any JSON signed as the gateway signs (key of `order`), whatever it holds: what a holder of
 * the public sandbox key can send. `json` goes into the base64 as written.
 */
export function signEnvelope(json: string, order: string, secret = SANDBOX_SECRET) {
  const parameters = Buffer.from(json, 'utf8').toString('base64');
  return {
    Ds_SignatureVersion: SIGNATURE_VERSION,
    Ds_MerchantParameters: parameters,
    Ds_Signature: signParameters(secret, order, parameters),
  };
}

/** A started payment's request fields with some replaced, signed again with the sandbox key. */
export function resignedRequest(start: RedirectPaymentStart, overrides: Record<string, string>) {
  const fields = { ...decodeParameters(start.params.Ds_MerchantParameters), ...overrides };
  return signEnvelope(JSON.stringify(fields), fields.DS_MERCHANT_ORDER ?? '');
}
