import { INVOICE_MESSAGES, InvoiceSchema } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import {
  buyer,
  CUSTOMER_ID,
  invoiceEmailsSent,
  issueInvoice,
  paidStayOrder,
  requestInvoice,
} from '#test/invoice-helpers.js';
import { expectError, getJson } from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import { PDF_DOWNLOADS_PER_MINUTE } from './routes.js';

// POST /api/customer/{customerId}/invoice and the invoice and its PDF, over HTTP (decision 060).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  if (server) await invoiceEmailsSent(server);
  await server?.close();
});

const NUMBER = /^INV-\d{4}-\d{6}$/;

describe('POST /api/customer/:customerId/invoice', () => {
  it("answers each missing field with the spec's own message, and issues nothing", async () => {
    const { orderId } = await paidStayOrder(server);
    const full = { orderId, ...buyer };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...full, name: undefined }, INVOICE_MESSAGES.name],
      [{ ...full, name: '   ' }, INVOICE_MESSAGES.name],
      [{ ...full, taxId: '' }, INVOICE_MESSAGES.taxId],
      [{ ...full, taxId: undefined }, INVOICE_MESSAGES.taxId],
      [{ ...full, address: ' \t ' }, INVOICE_MESSAGES.address],
      [{ ...full, address: null }, INVOICE_MESSAGES.address],
      [{ ...full, email: '' }, INVOICE_MESSAGES.email],
      [{ ...full, email: undefined }, INVOICE_MESSAGES.email],
      // Several missing: the first of the form's order.
      [{ orderId }, INVOICE_MESSAGES.name],
    ];
    for (const [body, message] of cases) {
      expectError(await requestInvoice(server, body), 400, message);
    }
    expectError(await requestInvoice(server, { ...full, email: 'not-an-email' }), 400, /email/i);
    expectError(await requestInvoice(server, { ...full, orderId: 'nope' }), 400, /UUID/);
    expectError(await requestInvoice(server, { ...full, name: 'x'.repeat(201) }), 400, /200/);
    expectError(
      await getJson(server, `/api/customer/${CUSTOMER_ID}/invoice/${orderId}`),
      404,
      'Invoice not found',
      'INVOICE_NOT_FOUND',
    );
  });

  it('issues once per order: the same buyer again gets the same invoice, another a 409', async () => {
    const { orderId } = await paidStayOrder(server);
    const first = await issueInvoice(server, { orderId, ...buyer, lang: 'es-ES' });
    const invoice = InvoiceSchema.strict().parse(first);
    expect(invoice.number).toMatch(NUMBER);
    expect(invoice).toMatchObject({
      orderId,
      ...buyer,
      amountMinor: 400,
      amount: 4,
      currencyCode: 'USD',
    });
    expect(invoice.pdfUrl).toBe(`/api/customer/${CUSTOMER_ID}/invoice/${orderId}/pdf`);

    // Whitespace and the e-mail's case do not make another buyer.
    const again = await requestInvoice(server, {
      orderId,
      ...buyer,
      name: ` ${buyer.name} `,
      email: buyer.email.toUpperCase(),
    });
    expect(again.response.status).toBe(200);
    expect(again.body).toEqual(first);
    expectError(
      await requestInvoice(server, { orderId, ...buyer, taxId: 'X9999999Z' }),
      409,
      /already issued/,
    );
    const read = await getJson(server, `/api/customer/${CUSTOMER_ID}/invoice/${orderId}`);
    expect(read.response.status).toBe(200);
    expect(read.body).toEqual(first);
  });

  it("refuses an unknown order, another customer's, and an order of nothing", async () => {
    const { orderId } = await paidStayOrder(server);
    const unknown = '0b5f0ad4-6a4e-4e43-9a57-8c1b2f9d0e11';
    expectError(
      await requestInvoice(server, { orderId: unknown, ...buyer }),
      404,
      'Order not found',
      'ORDER_NOT_FOUND',
    );
    const other = DEMO_IDS.secondCustomer.id;
    expectError(
      await requestInvoice(server, { orderId, ...buyer }, other),
      404,
      'Order not found',
      'ORDER_NOT_FOUND',
    );
    expectError(
      await getJson(server, `/api/customer/${other}/invoice/${orderId}`),
      404,
      'Invoice not found',
      'INVOICE_NOT_FOUND',
    );
    const free = await paidStayOrder(server, { amountMinor: 0 });
    expectError(
      await requestInvoice(server, { orderId: free.orderId, ...buyer }),
      400,
      /nothing to invoice/,
    );
  });
});

describe('GET /api/customer/:customerId/invoice/:orderId/pdf', () => {
  it('is a PDF download with the number, in the invoice language', async () => {
    const { orderId } = await paidStayOrder(server);
    expectError(
      await getJson(server, `/api/customer/${CUSTOMER_ID}/invoice/${orderId}/pdf`),
      404,
      'Invoice not found',
      'INVOICE_NOT_FOUND',
    );
    const invoice = await issueInvoice(server, { orderId, ...buyer, lang: 'es-ES' });
    const response = await server.request(invoice.pdfUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-${invoice.number}.pdf"`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = bytes.toString('latin1');
    // The document's title (uncompressed) names it in its language; the font is embedded.
    expect(text).toContain(`(Factura ${invoice.number})`);
    expect(text).toContain('DejaVuSans');
    // The same document on every download.
    const second = Buffer.from(await (await server.request(invoice.pdfUrl)).arrayBuffer());
    expect(second.equals(bytes)).toBe(true);
  });

  it('limits the downloads of one client, with Retry-After', async () => {
    const { orderId } = await paidStayOrder(server);
    const invoice = await issueInvoice(server, { orderId, ...buyer });
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let index = 0; index <= PDF_DOWNLOADS_PER_MINUTE && !refused; index += 1) {
      const response = await server.request(invoice.pdfUrl);
      statuses.push(response.status);
      if (response.status === 429) refused = response;
      else await response.arrayBuffer();
    }
    expect(
      statuses.filter((status) => status === 200).length,
      JSON.stringify(statuses),
    ).toBeGreaterThan(20);
    expect(refused, JSON.stringify(statuses)).toBeDefined();
    expect(refused?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused?.json()).toEqual({
      statusCode: 429,
      message: expect.stringMatching(/^Too many invoice downloads: at most 30 a minute/),
      code: 'TOO_MANY_REQUESTS',
    });
  });
});
