import { DeclinedResponseSchema, PAYMENT_MESSAGES, type Rate } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import {
  confirmInBrowser,
  expectError,
  generateCard,
  pendingPaymentOfIntent,
  postJson,
  rateBody,
  rateNamed,
} from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * A declined card's 402 carries the processor's reason as a code (decision 046), for the first
 * kind (our server confirms) and the second (the browser confirms, our server reads the intent).
 */
const { places } = DEMO_IDS;
const midtown = places.transientOpen.id;
const plaza = places.transientManyRates.id;

let server: TestServer;
let midtownHour: Rate;
let plazaHour: Rate;
beforeAll(async () => {
  // Many declines from one address on purpose: the carding defence is not what is tested here.
  server = await startTestServer({
    env: { CARD_DECLINES_PER_IP: '1000', SANDBOX_REQUESTS_PER_IP: '1000' },
  });
  midtownHour = await rateNamed(server, midtown, '1 hour');
  plazaHour = await rateNamed(server, plaza, '1 hour');
});
afterAll(() => server?.close());

/** A payment method as the sandbox's card form creates it from a typed number. */
async function methodFor(number: string): Promise<string> {
  const response = await server.request('/api/sandbox/v1/payment_methods', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'null' },
    body: JSON.stringify({ number, expMonth: 12, expYear: 2034, cvc: '123' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

const declines = [
  ['4000000000000002', 'card_declined', 'Your card was declined.'],
  ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.'],
  ['4000000000000069', 'expired_card', 'Your card has expired.'],
  ['4000000000000127', 'incorrect_cvc', "Your card's security code is incorrect."],
  [
    '4000000000000119',
    'processing_error',
    'An error occurred while processing your card. Try again in a little bit.',
  ],
] as const;

describe('a declined card says why', () => {
  it.each(declines)('first kind: %s gives 402 with reason %s', async (number, reason, words) => {
    const intent = await generateCard(server, 'card-intent', rateBody(midtown, midtownHour));
    const result = await postJson(server, '/api/card-intent/process-payment', {
      paymentIntentId: intent.id,
      paymentMethodId: await methodFor(number),
      licensePlate: 'WHY0001',
    });
    expectError(result, 402, PAYMENT_MESSAGES.paymentFailed, 'PAYMENT_DECLINED');
    expect(DeclinedResponseSchema.strict().parse(result.body)).toEqual({
      message: PAYMENT_MESSAGES.paymentFailed,
      statusCode: 402,
      code: 'PAYMENT_DECLINED',
      reason,
    });
    // The processor's words stay on our side, for support.
    expect(await pendingPaymentOfIntent(server.database, intent.id)).toMatchObject({
      status: 'FAILED',
      failureReason: words,
    });
  });

  it("first kind: the server-side test token has the generic decline's code", async () => {
    const intent = await generateCard(server, 'card-intent', rateBody(midtown, midtownHour));
    const result = await postJson(server, '/api/card-intent/process-payment', {
      paymentIntentId: intent.id,
      paymentMethodId: 'pm_card_chargeDeclined',
      licensePlate: 'WHY0002',
    });
    expect(result.body).toEqual({
      message: PAYMENT_MESSAGES.paymentFailed,
      statusCode: 402,
      code: 'PAYMENT_DECLINED',
      reason: 'card_declined',
    });
  });

  it('second kind: the browser learns the code from the confirmation, and the 402 repeats it', async () => {
    const intent = await generateCard(server, 'card-client-secret', rateBody(plaza, plazaHour));
    const confirmed = await confirmInBrowser(server, intent, await methodFor('4000000000009995'));
    expect(confirmed.response.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      status: 'requires_payment_method',
      lastError: 'Your card has insufficient funds.',
      lastErrorCode: 'insufficient_funds',
    });
    const result = await postJson(server, '/api/card-client-secret/process-payment', {
      externalId: intent.id,
      licensePlate: 'WHY0003',
    });
    expect(result.body).toEqual({
      message: PAYMENT_MESSAGES.paymentFailed,
      statusCode: 402,
      code: 'PAYMENT_DECLINED',
      reason: 'insufficient_funds',
    });
  });

  it('a paid card has no error code', async () => {
    const intent = await generateCard(server, 'card-client-secret', rateBody(plaza, plazaHour));
    const confirmed = await confirmInBrowser(server, intent, await methodFor('4242424242424242'));
    expect(confirmed.body).toMatchObject({
      status: 'succeeded',
      lastError: null,
      lastErrorCode: null,
    });
  });
});
