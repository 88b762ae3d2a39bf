import type { Rate } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import {
  expectError,
  generateCard,
  postJson,
  rateBody,
  rateNamed,
  resumeOf,
} from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

// A rate of value 0 with a service fee above 0 (Harbor Garage's '20 min drop-off'): the fee is
// money, so the rate is paid by card and the free path refuses it (decision 045).
const harbor = DEMO_IDS.places.transientClosingSoon.id;

let server: TestServer;
let dropOff: Rate;
beforeAll(async () => {
  server = await startTestServer();
  dropOff = await rateNamed(server, harbor, '20 min drop-off');
});
afterAll(() => server?.close());

describe('a rate whose only amount is its service fee', () => {
  it('is offered with value 0 and its fee', () => {
    expect(dropOff).toMatchObject({ valueMinor: 0, serviceFeeMinor: 50 });
  });

  it('is refused on the free path', async () => {
    const result = await postJson(
      server,
      '/api/payment/generate-payment',
      rateBody(harbor, dropOff),
    );
    expectError(result, 400, 'This rate requires a card payment', 'CARD_PAYMENT_REQUIRED');
  });

  it('is charged its fee by card, and the ticket shows parking 0 plus the fee', async () => {
    const intent = await generateCard(server, 'card-intent', rateBody(harbor, dropOff));
    expect(intent).toMatchObject({ amountMinor: 0, serviceFeeMinor: 50, totalMinor: 50 });
    const processed = await postJson(server, '/api/card-intent/process-payment', {
      paymentIntentId: intent.id,
      paymentMethodId: 'pm_card_visa',
      licensePlate: 'FEEONLY1',
    });
    expect(processed.response.status, JSON.stringify(processed.body)).toBe(200);
    const resume = await resumeOf(server, harbor, processed.body.assignedRightId as string);
    const [payment] = resume.payments;
    expect(payment?.paymentLine.map((line) => [line.type, line.amountMinor])).toEqual([
      ['BASE', 0],
      ['SURCHARGE', 50],
    ]);
  });
});
