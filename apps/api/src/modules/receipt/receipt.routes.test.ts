import { EmailTicketResponseSchema, type Rate } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import { expectError, rateNamed } from '#test/payment-helpers.js';
import { deliveriesOf, emailTicket, outboxTo, paidRight } from '#test/receipt-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import { RECEIPTS_PER_RIGHT_PER_HOUR } from './service.js';

const midtown = DEMO_IDS.places.transientOpen.id;
const plaza = DEMO_IDS.places.transientManyRates.id;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

// Outbox mode (no SMTP_URL): the receipt is a row of outbox_message once the job ran.
let server: TestServer;
let oneHour: Rate;
beforeAll(async () => {
  server = await startTestServer({ env: { RECEIPT_REQUESTS_PER_MINUTE: '1000' } });
  oneHour = await rateNamed(server, midtown, '1 hour');
});
afterAll(() => server?.close());

describe('GET /api/payment/place/:placeId/email-ticket/:assignedRightId (outbox)', () => {
  it('puts the receipt in the outbox and answers SENT', async () => {
    const paid = await paidRight(server, midtown, oneHour, 'RCP001');
    const { assignedRightId, transactionId, payerKey } = paid;
    const result = await emailTicket(
      server,
      midtown,
      assignedRightId,
      { email: ' Ana@Example.com ', lang: 'en-US' },
      { payerKey },
    );
    expect(result.response.status, JSON.stringify(result.body)).toBe(200);
    expect(EmailTicketResponseSchema.strict().parse(result.body)).toEqual({
      status: 'SENT',
      email: 'Ana@Example.com',
    });
    const [message, ...more] = await outboxTo(server, 'Ana@Example.com');
    expect(more).toHaveLength(0);
    expect(message).toMatchObject({
      channel: 'EMAIL',
      recipient: 'Ana@Example.com',
      subject: 'Your parking receipt: Midtown Garage',
    });
    expect(message?.text).toContain('License plate: RCP001');
    expect(message?.text).toContain(`1 hour: $3.00\n  #${transactionId}\n  Paid on `);
    expect(message?.text).not.toContain('10 minutes');
    expect(message?.text).toContain('Charged to VISA •••• 4242');
    expect(message?.html).toContain('Midtown Garage');
    const [delivery] = await deliveriesOf(server, assignedRightId);
    expect(delivery).toMatchObject({ status: 'SENT', attempts: 1, messageId: message?.id });
  });

  it("writes in the payment's language when no lang is given", async () => {
    const { assignedRightId } = await paidRight(server, midtown, oneHour, 'RCP002', 'es-ES');
    const result = await emailTicket(server, midtown, assignedRightId, {
      email: 'lucia@example.es',
    });
    expect(result.body).toEqual({ status: 'SENT', email: 'lucia@example.es' });
    const [message] = await outboxTo(server, 'lucia@example.es');
    expect(message?.subject).toBe('Tu recibo de aparcamiento: Midtown Garage');
    expect(message?.text).toContain('Matrícula: RCP002');
  });

  it('answers on the card kinds’ paths and the booking paths too', async () => {
    const { assignedRightId } = await paidRight(server, midtown, oneHour, 'RCP003');
    const variants = [
      { service: 'card-intent' },
      { service: 'card-client-secret' },
      { service: 'payment', booking: true },
      { service: 'card-intent', booking: true },
    ];
    for (const [index, variant] of variants.entries()) {
      const email = `variant${index}@example.com`;
      const result = await emailTicket(server, midtown, assignedRightId, { email }, variant);
      expect(result.body, JSON.stringify(variant)).toEqual({ status: 'SENT', email });
      expect(await outboxTo(server, email)).toHaveLength(1);
    }
  });

  it('refuses a bad address, id or language with a 400 and sends nothing', async () => {
    const { assignedRightId } = await paidRight(server, midtown, oneHour, 'RCP004');
    const bad = 'querystring/email Invalid email';
    for (const email of [
      'ana',
      'ana@example',
      'ana @example.com',
      '',
      `${'a'.repeat(250)}@x.es`,
      // The hostile tester's address, a quoted local part and an IP literal (issue 8).
      '<script>alert(1)</script>@x.com',
      '"ana lopez"@example.com',
      'ana@[127.0.0.1]',
    ]) {
      expectError(await emailTicket(server, midtown, assignedRightId, { email }), 400, bad);
    }
    expectError(await emailTicket(server, midtown, assignedRightId, {}), 400, bad);
    expectError(
      await emailTicket(server, midtown, assignedRightId, { email: 'a@b.es', lang: 'fr-FR' }),
      400,
      'querystring/lang must be one of es-ES, en-US',
    );
    expectError(
      await emailTicket(server, 'not-a-uuid', assignedRightId, { email: 'a@b.es' }),
      400,
      'params/placeId must be a UUID',
    );
    expectError(
      await emailTicket(server, midtown, 'nope', { email: 'a@b.es' }),
      400,
      'params/assignedRightId must be a UUID',
    );
    expect(await deliveriesOf(server, assignedRightId)).toHaveLength(0);
  });

  it('is a 404 for an unknown right or a right of another place', async () => {
    const { assignedRightId } = await paidRight(server, midtown, oneHour, 'RCP005');
    const message = 'Assigned right not found';
    expectError(await emailTicket(server, midtown, UNKNOWN, { email: 'a@b.es' }), 404, message);
    expectError(
      await emailTicket(server, plaza, assignedRightId, { email: 'a@b.es' }),
      404,
      message,
    );
    expect(await deliveriesOf(server, assignedRightId)).toHaveLength(0);
  });

  it(`sends at most ${RECEIPTS_PER_RIGHT_PER_HOUR} receipts of one ticket an hour`, async () => {
    const { assignedRightId } = await paidRight(server, midtown, oneHour, 'RCP006');
    for (let i = 0; i < RECEIPTS_PER_RIGHT_PER_HOUR; i++) {
      const email = `cap${i}@example.com`;
      expect((await emailTicket(server, midtown, assignedRightId, { email })).body).toEqual({
        status: 'SENT',
        email,
      });
    }
    expectError(
      await emailTicket(server, midtown, assignedRightId, { email: 'cap-over@example.com' }),
      429,
      'Too many receipts for this ticket: at most 10 an hour. Please try again later.',
    );
    expect(await outboxTo(server, 'cap-over@example.com')).toHaveLength(0);
    expect(await deliveriesOf(server, assignedRightId)).toHaveLength(RECEIPTS_PER_RIGHT_PER_HOUR);
  });

  it('sends one receipt for a double click', async () => {
    const { assignedRightId } = await paidRight(server, midtown, oneHour, 'RCP007');
    const [first, second] = await Promise.all([
      emailTicket(server, midtown, assignedRightId, { email: 'double@example.com' }),
      emailTicket(server, midtown, assignedRightId, { email: 'DOUBLE@example.com' }),
    ]);
    expect(first.response.status).toBe(200);
    expect(second.response.status).toBe(200);
    // The second one either reused the PENDING delivery or came after it was sent; at most
    // two mails, each delivery sent once.
    const deliveries = await deliveriesOf(server, assignedRightId);
    // Either address, as the driver typed it (outboxTo ignores letter case).
    const mails = await outboxTo(server, 'double@example.com');
    expect(mails).toHaveLength(deliveries.length);
    for (const delivery of deliveries) expect(delivery).toMatchObject({ status: 'SENT' });
  });
});

describe('rate limit per client', () => {
  it('answers 429 after RECEIPT_REQUESTS_PER_MINUTE requests of one IP, whichever path', async () => {
    const limited = await startTestServer({ env: { RECEIPT_REQUESTS_PER_MINUTE: '2' } });
    try {
      const rate = await rateNamed(limited, midtown, '1 hour');
      const { assignedRightId } = await paidRight(limited, midtown, rate, 'RCP008');
      const paths = [{ service: 'payment' }, { service: 'card-intent', booking: true }];
      for (const [index, email] of ['one@example.com', 'two@example.com'].entries()) {
        const answer = await emailTicket(
          limited,
          midtown,
          assignedRightId,
          { email },
          paths[index],
        );
        expect(answer.body).toEqual({ status: 'SENT', email });
      }
      // A third path does not start a counter of its own.
      expectError(
        await emailTicket(
          limited,
          midtown,
          assignedRightId,
          { email: 'three@example.com' },
          { service: 'card-client-secret' },
        ),
        429,
        /^Too many receipt requests: at most 2 a minute\. Please try again in /,
      );
      expect(await outboxTo(limited, 'three@example.com')).toHaveLength(0);
    } finally {
      await limited.close();
    }
  });
});
