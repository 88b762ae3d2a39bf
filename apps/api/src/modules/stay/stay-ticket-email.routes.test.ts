import {
  EMAIL_ADDRESS_MESSAGE,
  STAY_ORDER_MESSAGES,
  StayTicketEmailResponseSchema,
} from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import { minutesFromNow, postEntry } from '#test/gate-helpers.js';
import { expectError, getJson, postJson } from '#test/payment-helpers.js';
import { outboxTo } from '#test/receipt-helpers.js';
import { generateRedirect, newOwingStay, payOnSandbox, sol } from '#test/redirect-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * GET customer/{customerId}/email-ticket/{sessionId}?lang&email (spec section 7): the stay's
 * latest paid ticket, through the job queue into the outbox, in the asked language; once per
 * stay and address a minute; limited per client and customer.
 */

const LIMIT = 12;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PLATE_LOOKUPS_PER_MINUTE: String(LIMIT) } });
});
afterAll(() => server?.close());

const ticketPath = (customerId: string, sessionId: string, query: Record<string, string>) =>
  `/api/customer/${customerId}/email-ticket/${sessionId}?${new URLSearchParams(query)}`;

async function waitForMail(recipient: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const rows = await outboxTo(server, recipient);
    if (rows.length > 0) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail to ${recipient}`);
}

/** Out of the last seconds of a clock minute: the throttle's slots are whole minutes. */
async function awayFromMinuteEnd() {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 55_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
}

async function paidRedirectStay(plate: string) {
  const stayId = await newOwingStay(server, plate);
  const start = await generateRedirect(server, stayId, 'en-US');
  await payOnSandbox(server, start, '4242 4242 4242 4242');
  return { stayId, orderId: start.orderId };
}

describe('the stay ticket by e-mail', () => {
  it('queues the latest paid ticket in the asked language, once a minute per address', async () => {
    const { stayId, orderId } = await paidRedirectStay('7171MAI');
    const email = 'stay.ticket@example.com';
    await awayFromMinuteEnd();
    const first = await getJson(server, ticketPath(sol.id, stayId, { email, lang: 'es-ES' }));
    expect(first.response.status).toBe(202);
    expect(StayTicketEmailResponseSchema.strict().parse(first.body)).toEqual({
      queued: true,
      email,
    });
    // Pressed again (another case of the same address): no second e-mail.
    const again = await getJson(
      server,
      ticketPath(sol.id, stayId, { email: 'Stay.Ticket@example.com', lang: 'es-ES' }),
    );
    expect(again.response.status).toBe(202);
    expect(again.body).toMatchObject({ queued: false });

    const [mail] = await waitForMail(email);
    const { order } = await orderOf(orderId);
    expect(mail?.subject).toBe(`Tu ticket de aparcamiento: ${order.place.name}`);
    expect(mail?.html).toContain('lang="es-ES"');
    for (const words of ['Matrícula: ••••••I', 'Salir antes de', '€']) {
      expect(mail?.text).toContain(words);
    }
    // Not the payer's address (a stay's id is no secret): no order, no link to it, no card.
    for (const capability of ['7171MAI', orderId, 'ticket-paid-v1', '4242']) {
      expect(mail?.text).not.toContain(capability);
      expect(mail?.html).not.toContain(capability);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await outboxTo(server, email)).toHaveLength(1);
  });

  it("speaks the payment's language when none is asked", async () => {
    const { stayId } = await paidRedirectStay('7272MAI');
    const email = 'stay.ticket.en@example.com';
    const result = await getJson(server, ticketPath(sol.id, stayId, { email }));
    expect(result.response.status).toBe(202);
    const [mail] = await waitForMail(email);
    expect(mail?.subject).toMatch(/^Your parking ticket: /);
    expect(mail?.text).toContain('Leave before');
  });

  it('gives the payer’s own address the order, its link and the card', async () => {
    const customerId = DEMO_IDS.customer.id;
    const entry = await postEntry(server, {
      licensePlate: '7474MAI',
      occurredAt: minutesFromNow(-95),
    });
    const sessionId = entry.body.sessionId as string;
    const intent = await postJson(server, '/api/card-intent/generate-payment-by-session', {
      customerId,
      sessionId,
    });
    const email = 'stay.ticket.payer@example.com';
    const paid = await postJson(server, '/api/card-intent/process-payment-session', {
      paymentIntentId: intent.body.id,
      paymentMethodId: 'pm_card_visa',
      email,
      locale: 'en-US',
    });
    const orderId = paid.body.orderId as string;
    expect(orderId).toEqual(expect.any(String));
    const result = await getJson(
      server,
      ticketPath(customerId, sessionId, { email, lang: 'en-US' }),
    );
    // The payment itself queued the payer's ticket this minute: asked again, it is not resent.
    expect(result.body).toEqual({ queued: false, email });
    const mails = await waitForMail(email);
    const mail = mails.find((row) => row.text?.includes('ticket-paid-v1'));
    const link = `${server.url}/access-control/${customerId}/ticket-paid-v1/${orderId}`;
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain(`href="${link}"`);
    expect(mail?.text).toContain(`Order: ${orderId}`);
    expect(mail?.text).toContain('Charged to VISA •••• 4242');
  });

  it('refuses an unknown stay, a bad address, a stay with nothing paid', async () => {
    const email = 'nobody@example.com';
    const demo = DEMO_IDS.accessControl.paidWithinGrace;
    expectError(
      await getJson(server, ticketPath(sol.id, demo.sessionId, { email })),
      404,
      STAY_ORDER_MESSAGES.stayNotFound,
    );
    expectError(
      await getJson(
        server,
        ticketPath(sol.id, '00000000-0000-4000-8000-000000000000', { email, lang: 'es-ES' }),
      ),
      404,
      STAY_ORDER_MESSAGES.stayNotFound,
    );
    const owing = await newOwingStay(server, '7373MAI');
    expectError(
      await getJson(server, ticketPath(sol.id, owing, { email })),
      400,
      STAY_ORDER_MESSAGES.nothingPaid,
    );
    expectError(
      await getJson(server, ticketPath(sol.id, owing, { email: 'not-an-address' })),
      400,
      new RegExp(EMAIL_ADDRESS_MESSAGE),
    );
    expectError(await getJson(server, ticketPath(sol.id, owing, {})), 400, /email/);
    expectError(
      await getJson(server, ticketPath(sol.id, owing, { email, lang: 'fr-FR' })),
      400,
      /lang/,
    );
    expectError(await getJson(server, ticketPath(sol.id, 'nope', { email })), 400, /sessionId/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await outboxTo(server, email)).toHaveLength(0);
  });

  it('answers 429 past the limit per client and customer', async () => {
    // The first customer's bucket: the demo stay above took one request of it.
    const path = ticketPath(DEMO_IDS.customer.id, '00000000-0000-4000-8000-000000000000', {
      email: 'limit@example.com',
    });
    const statuses: number[] = [];
    for (let request = 0; request < LIMIT; request += 1) {
      statuses.push((await getJson(server, path)).response.status);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expectError(await getJson(server, path), 429, /./);
  });
});

async function orderOf(orderId: string) {
  const result = await getJson(server, `/api/customer/${sol.id}/order/${orderId}`);
  return { order: result.body as { place: { name: string } } };
}
