import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptDelivery } from '#api/db/schema/index.js';
import { DEMO_IDS, liveSessions } from '#api/db/seed/demo-extra-ids.js';
import { resendUnattemptedReceipts, sendReceiptJob } from '#api/modules/receipt/index.js';
import {
  cancelCall,
  computeQuote,
  generateBooking,
  HOUR,
  paidBooking,
  placeTime,
  reservationPlace,
  setUpReservationPlace,
} from '#test/booking-helpers.js';
import { postJson } from '#test/payment-helpers.js';
import { deliveriesOf, emailTicket, outboxTo } from '#test/receipt-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * Issue 11: a booking's ticket is e-mailed at once through the receipt job queue, with an .ics
 * of its window; the ticket asked for again (GET .../booking/email-ticket/...) carries it too.
 * Decision 099: its delivery is written by the settle that books, and its job is named by it.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await setUpReservationPlace(server, { spaces: 10, provider: 'CARD_INTENT' });
});
afterAll(() => server?.close());

const START = new Date(Math.ceil((Date.now() + 72 * HOUR) / HOUR) * HOUR);
const END = new Date(START.getTime() + 6 * HOUR);
const icsTime = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

async function waitForMail(recipient: string, count = 1) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const rows = await outboxTo(server, recipient);
    if (rows.length >= count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail to ${recipient}`);
}

/** A booking through the reservation flow: quote, generate-payment-by-quote, process. */
async function bookThroughFlow(input: {
  weekday: number;
  plate: string;
  email: string;
  locale?: string;
}) {
  const start = placeTime(input.weekday, 10);
  const end = new Date(start.getTime() + 3 * HOUR);
  const quote = await computeQuote(server, start, end);
  const intent = await generateBooking(server, 'card-intent', quote);
  const paid = await postJson(server, '/api/card-intent/process-payment-booking', {
    paymentIntentId: intent.id,
    paymentMethodId: 'pm_card_visa',
    licensePlate: input.plate,
    email: input.email,
    ...(input.locale ? { locale: input.locale } : {}),
  });
  expect(paid.response.status, JSON.stringify(paid.body)).toBe(200);
  return {
    assignedRightId: paid.body.assignedRightId as string,
    placeId: reservationPlace,
    start,
    end,
  };
}

describe("a booking's ticket", () => {
  it('is e-mailed once with the window as an .ics, however often its job is sent', async () => {
    const email = 'ticket.once@example.com';
    const paid = await bookThroughFlow({ weekday: 2, plate: 'ICS001', email, locale: 'en-US' });
    const [delivery] = await deliveriesOf(server, paid.assignedRightId);
    // Written with the booking, in its statement; its job was sent after the commit.
    expect(delivery).toMatchObject({ email, locale: 'en-US' });
    const again = { deliveryId: delivery?.id as string, placeId: paid.placeId };
    const { jobs } = server.app.services;
    await Promise.all([
      sendReceiptJob(jobs, again),
      sendReceiptJob(jobs, again),
      resendUnattemptedReceipts(server.database.db, jobs),
    ]);
    const [mail] = await waitForMail(email);
    expect(mail?.subject).toMatch(/./);
    const [file] = mail?.attachments ?? [];
    expect(file?.filename).toBe('reservation.ics');
    expect(file?.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    const lines = unfold(file?.content ?? '').split('\r\n');
    expect(lines).toContain(`DTSTART:${icsTime(paid.start)}`);
    expect(lines).toContain(`DTEND:${icsTime(paid.end)}`);
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('DESCRIPTION:License plate: ICS001');
    // It speaks of a reservation (a space is held), with the link to manage it.
    expect(mail?.subject).toContain('Your parking reservation');
    const manage = `/reservation/${paid.placeId}/ticket-paid/${paid.assignedRightId}`;
    expect(mail?.text).toContain('A space is held for your vehicle');
    expect(mail?.text).not.toContain('does not reserve a space');
    expect(mail?.text).toContain(manage);
    expect(mail?.html).toContain(`${manage}"`);
    expect(await deliveriesOf(server, paid.assignedRightId)).toHaveLength(1);
    // Still one message a moment later: no second job ran.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await outboxTo(server, email)).toHaveLength(1);
  });

  it("is written in the driver's language", async () => {
    const email = 'ticket.es@example.com';
    await bookThroughFlow({ weekday: 3, plate: 'ICS002', email, locale: 'es-ES' });
    const [mail] = await waitForMail(email);
    const [file] = mail?.attachments ?? [];
    expect(file?.filename).toBe('reserva.ics');
    expect(unfold(file?.content ?? '')).toContain('DESCRIPTION:Matrícula: ICS002');
    expect(mail?.subject).toContain('Tu reserva de aparcamiento');
    expect(mail?.text).toContain('Gestionar tu reserva');
  });

  it('reaches an address with quotes and braces as written (its statement is prepared)', async () => {
    // The settle passes its values to a prepared statement as one array literal (decision 103).
    const email = "O'Brien+{park}@example.com";
    const paid = await bookThroughFlow({ weekday: 1, plate: 'ICS005', email, locale: 'en-US' });
    expect(await deliveriesOf(server, paid.assignedRightId)).toMatchObject([{ email }]);
    const [mail] = await waitForMail(email);
    expect(mail?.recipient).toBe(email);
  });

  it('is sent at start when a killed process committed the booking but not its job', async () => {
    const email = 'ticket.killed@example.com';
    const paid = await bookThroughFlow({ weekday: 4, plate: 'ICS004', email, locale: 'en-US' });
    await waitForMail(email);
    // What a kill between the commit and the send leaves: a delivery no job names.
    await server.database.db.insert(receiptDelivery).values({
      assignedRightId: paid.assignedRightId,
      email: 'ticket.left@example.com',
      locale: 'en-US',
    });
    expect(
      await resendUnattemptedReceipts(server.database.db, server.app.services.jobs),
    ).toBeGreaterThanOrEqual(1);
    const [mail] = await waitForMail('ticket.left@example.com');
    expect(mail?.attachments?.[0]?.filename).toBe('reservation.ics');
    await resendUnattemptedReceipts(server.database.db, server.app.services.jobs);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await outboxTo(server, 'ticket.left@example.com')).toHaveLength(1);
  });
});

describe('GET .../booking/email-ticket/{assignedRightId}', () => {
  it('attaches the .ics, and a cancelling one once the booking is cancelled', async () => {
    const paid = await paidBooking(server, {
      provider: 'card-intent',
      start: START,
      end: END,
      plate: 'ICS003',
      email: 'ticket.route@example.com',
    });
    const asked = await emailTicket(
      server,
      paid.placeId,
      paid.assignedRightId,
      { email: 'friend@example.com', lang: 'en-US' },
      { service: 'card-intent', booking: true },
    );
    expect(asked.response.status).toBe(200);
    const [mail] = await waitForMail('friend@example.com');
    expect(mail?.attachments?.[0]?.content).toContain(`DTSTART:${icsTime(START)}`);

    expect((await cancelCall(server, 'card-intent', paid.assignedRightId)).response.status).toBe(
      200,
    );
    await emailTicket(
      server,
      paid.placeId,
      paid.assignedRightId,
      { email: 'after.cancel@example.com', lang: 'en-US' },
      { service: 'card-intent', booking: true },
    );
    const [cancelled] = await waitForMail('after.cancel@example.com');
    const lines = unfold(cancelled?.attachments?.[0]?.content ?? '').split('\r\n');
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(cancelled?.text).toContain('Your reservation was cancelled');
    expect(cancelled?.text).not.toContain('Manage your reservation');
  });

  it('attaches nothing to the receipt of a transient session', async () => {
    await emailTicket(server, DEMO_IDS.places.transientOpen.id, liveSessions.demo123, {
      email: 'plain@example.com',
    });
    const [plain] = await waitForMail('plain@example.com');
    expect(plain?.attachments ?? []).toEqual([]);
    expect(plain?.text).toContain('does not reserve a space');
    expect(plain?.text).not.toContain('reservation');
  });
});

describe('the dev mailbox', () => {
  it('offers the .ics as a download', async () => {
    const [mail] = await waitForMail('ticket.once@example.com');
    const page = await server.request(`/dev/mailbox/${mail?.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`/dev/mailbox/${mail?.id}/attachment/0`);
    const file = await server.request(`/dev/mailbox/${mail?.id}/attachment/0`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="reservation.ics"');
    expect(await file.text()).toContain('BEGIN:VCALENDAR');
    expect((await server.request(`/dev/mailbox/${mail?.id}/attachment/5`)).status).toBe(404);
  });
});
