import { PAYMENT_MESSAGES, type Rate } from '@parking/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPaymentIntent } from '#api/db/schema/index.js';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import { expectError, generateCard, postJson, rateBody, rateNamed } from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

const { places } = DEMO_IDS;
const midtown = places.transientOpen.id;
const plaza = places.transientManyRates.id;

let server: TestServer;
let oneHour: Rate;
beforeAll(async () => {
  server = await startTestServer({ env: { SANDBOX_SLOW_CONFIRM_MS: '300' } });
  oneHour = await rateNamed(server, midtown, '1 hour');
});
afterAll(() => server?.close());

describe('POST /api/card-intent/generate-payment', () => {
  it('prices the rate line and creates the processor intent for the total', async () => {
    const intent = await generateCard(server, 'card-intent', rateBody(midtown, oneHour));
    expect(intent).toMatchObject({
      currencyCode: 'USD',
      amount: 3,
      serviceFee: 0.35,
      total: 3.35,
      amountMinor: 300,
      serviceFeeMinor: 35,
      totalMinor: 335,
      isFree: false,
    });
    expect(intent.id).toMatch(/^pi_/);
    const rows = await server.database.db
      .select()
      .from(sandboxPaymentIntent)
      .where(eq(sandboxPaymentIntent.id, intent.id));
    expect(rows[0]).toMatchObject({
      amountMinor: 335,
      currencyCode: 'USD',
      idempotencyKey: intent.pendingPaymentId,
      metadata: { pendingPaymentId: intent.pendingPaymentId, placeId: midtown },
    });
  });

  it('ignores amounts sent by the browser', async () => {
    const intent = await generateCard(server, 'card-intent', {
      ...rateBody(midtown, oneHour),
      amount: 0.01,
      amountMinor: 1,
      serviceFee: 0,
      total: 0.01,
    });
    expect(intent.totalMinor).toBe(335);
  });

  it('refuses another kind, an unknown provider (whatever the body) and free rates', async () => {
    const message = PAYMENT_MESSAGES.providerNotSupported;
    const generate = (provider: string, body: unknown) =>
      postJson(server, `/api/${provider}/generate-payment`, body);
    expectError(await generate('card-client-secret', rateBody(midtown, oneHour)), 400, message);
    expectError(await generate('paypal', rateBody(midtown, oneHour)), 400, message);
    expectError(await generate('paypal', { nonsense: true }), 400, message);
    const free = await rateNamed(server, plaza, '15 min free');
    expectError(
      await generate('card-client-secret', rateBody(plaza, free)),
      400,
      'This rate is free: no card payment is needed',
      'NO_CARD_NEEDED',
    );
  });
});
