import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyer, invoiceEmailsSent, issueInvoice, paidStayOrder } from '#test/invoice-helpers.js';
import { type SmtpTestServer, startSmtpTestServer } from '#test/smtp-test-server.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

// The invoice over a real SMTP server (smtp-server) through nodemailer: the PDF, kept in
// base64 by the app, arrives as the same bytes in an application/pdf part.

let smtp: SmtpTestServer;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startTestServer({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  if (server) await invoiceEmailsSent(server);
  await server?.close();
  await smtp?.close();
});

/** The base64 body of the MIME part that carries `filename`. */
function attachmentOf(raw: string, filename: string): Buffer {
  const at = raw.indexOf(`filename=${filename}`);
  expect(at, 'no attachment part').toBeGreaterThan(0);
  const part = raw.slice(raw.lastIndexOf('\r\n--', at), raw.indexOf('\r\n--', at));
  expect(part).toMatch(/Content-Type: application\/pdf/i);
  expect(part).toMatch(/Content-Transfer-Encoding: base64/i);
  const body = part.slice(part.search(/\r\n\r\n/) + 4);
  return Buffer.from(body.replace(/\s+/g, ''), 'base64');
}

describe('the invoice e-mail over SMTP', () => {
  it('carries the PDF as an application/pdf attachment, byte for byte', async () => {
    const { orderId } = await paidStayOrder(server, { locale: 'en-US' });
    const before = smtp.messages.length;
    const issued = await issueInvoice(server, {
      orderId,
      ...buyer,
      email: 'smtp.invoice@example.com',
    });
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail?.to).toEqual(['smtp.invoice@example.com']);
    expect(mail?.subject).toContain(`Invoice ${issued.number}`);
    const pdf = attachmentOf(mail?.raw ?? '', `invoice-${issued.number}.pdf`);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const download = Buffer.from(await (await server.request(issued.pdfUrl)).arrayBuffer());
    expect(pdf.equals(download)).toBe(true);
  });
});
