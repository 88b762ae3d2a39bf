import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS, demoBooking } from '#api/db/seed/demo-extra-ids.js';
import { emailTicket, outboxTo } from '#test/receipt-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * Issue 22, point 1: the BOOK123 ticket mailed to an address its payer never gave carries no
 * card digits, no manage link and not the booking's id (its link); its payer's address gets
 * them (decision 068).
 */
const lax = DEMO_IDS.places.reservation.id;
const id = demoBooking.assignedRightId;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function mailTo(email: string) {
  const sent = await emailTicket(server, lax, id, { email }, { booking: true });
  expect(sent.response.status).toBe(200);
  const [mail] = await outboxTo(server, email);
  const files = (mail?.attachments ?? []).map((file) => String(file.content)).join('\n');
  return { mail, all: `${mail?.text}\n${mail?.html}\n${files}` };
}

describe('GET .../booking/email-ticket/{id} to whom', () => {
  it('to a stranger: the plate and window, no card, no manage link, no id anywhere', async () => {
    const { mail, all } = await mailTo('attacker@example.com');
    expect(mail?.text).toContain('BOOK123');
    expect(mail?.attachments).toHaveLength(1);
    expect(all).not.toContain(id);
    expect(all).not.toMatch(/4242|VISA|ticket-paid|Manage your reservation/);
  });

  it('to the address the payer gave: the card and the manage link', async () => {
    const { mail } = await mailTo('Driver@Demo-Parking.example');
    expect(mail?.text).toContain('Charged to VISA •••• 4242');
    expect(mail?.text).toContain(`/reservation/${lax}/ticket-paid/${id}`);
  });
});
