import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoice } from '#api/db/schema/index.js';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import {
  buyer,
  invoiceEmailsSent,
  issueInvoice,
  paidStayOrder,
  requestInvoice,
} from '#test/invoice-helpers.js';
import { outboxTo } from '#test/receipt-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

// The invoice e-mailed with its PDF through the job queue into the outbox, and the PDF
// downloaded from the mailbox page as the bytes it was (decision 060).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  if (server) await invoiceEmailsSent(server);
  await server?.close();
});

async function waitForMail(recipient: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const rows = await outboxTo(server, recipient);
    if (rows.length > 0) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail to ${recipient}`);
}

describe('the invoice e-mail', () => {
  it('reaches the outbox once, in the invoice language, with the PDF attached', async () => {
    const email = 'invoice.mail@example.com';
    const { orderId } = await paidStayOrder(server, { locale: 'es-ES' });
    const issued = await issueInvoice(server, { orderId, ...buyer, email });
    // A repeat of the request sends nothing more.
    expect((await requestInvoice(server, { orderId, ...buyer, email })).response.status).toBe(200);
    const [mail] = await waitForMail(email);
    expect(mail?.subject).toBe(`Factura ${issued.number} – ${DEMO_IDS.customer.name}`);
    expect(mail?.text).toContain(issued.number);
    expect(mail?.html).toContain(issued.number);
    const [file] = mail?.attachments ?? [];
    expect(file).toMatchObject({
      filename: `invoice-${issued.number}.pdf`,
      contentType: 'application/pdf',
      encoding: 'base64',
    });
    const pdf = Buffer.from(file?.content ?? '', 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain(`(Factura ${issued.number})`);
    // The same document as the download.
    const download = Buffer.from(await (await server.request(issued.pdfUrl)).arrayBuffer());
    expect(download.equals(pdf)).toBe(true);

    const [row] = await server.database.db
      .select()
      .from(invoice)
      .where(eq(invoice.id, issued.invoiceId));
    expect(row?.emailStatus).toBe('SENT');
    expect(row?.emailMessageId).toBe(mail?.id);

    // The mailbox page lists it and hands the PDF back as bytes, not as base64 text.
    const page = await (await server.request(`/dev/mailbox/${mail?.id}`)).text();
    expect(page).toContain(`invoice-${issued.number}.pdf`);
    const attachment = await server.request(`/dev/mailbox/${mail?.id}/attachment/0`);
    expect(attachment.status).toBe(200);
    expect(attachment.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await attachment.arrayBuffer()).equals(pdf)).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await outboxTo(server, email)).toHaveLength(1);
  });
});
