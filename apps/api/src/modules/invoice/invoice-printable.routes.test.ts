import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyer,
  CUSTOMER_ID,
  invoiceEmailsSent,
  issueInvoice,
  paidStayOrder,
  requestInvoice,
} from '#test/invoice-helpers.js';
import { expectError, getJson } from '#test/payment-helpers.js';
import { readPdfText } from '#test/pdf-text.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

// Issue 22 point 10 (decision 074): an invoice prints every character of its buyer, or is refused
// with the characters named; never a PDF with blanks.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  if (server) await invoiceEmailsSent(server);
  await server?.close();
});

async function pdfOf(pdfUrl: string) {
  const response = await server.request(pdfUrl);
  expect(response.status).toBe(200);
  return readPdfText(Buffer.from(await response.arrayBuffer()));
}

describe('an invoice prints its buyer in Latin, Greek and Cyrillic', () => {
  it.each([
    ['Greek', { name: 'Γιώργος Παπαδόπουλος', address: 'Οδός Ερμού 12, Αθήνα' }],
    ['Cyrillic', { name: 'Анна Иванова', address: 'ул. Тверская 7, Москва' }],
    ['Latin with accents', { name: 'Łukasz Żółć Ærøskøbing', address: 'Straße 5, Ñuñoa' }],
  ])('%s', async (_script, details) => {
    const { orderId } = await paidStayOrder(server);
    const invoice = await issueInvoice(server, { orderId, ...buyer, ...details });
    const pdf = await pdfOf(invoice.pdfUrl);
    expect(pdf.missing).toBe(0);
    expect(pdf.text).toContain(details.name);
    expect(pdf.text).toContain(details.address);
  });
});

describe('a buyer the fonts cannot print is a 400 naming the characters, and nothing is issued', () => {
  it.each([
    ['a name in kanji', { name: '山田太郎' }, 'name', ['山', '田', '太', '郎']],
    ['emoji in the address', { address: 'Garage 🚗🅿 1' }, 'address', ['🚗', '🅿']],
    // The emoji form of 🅿 carries a variation selector (U+FE0F), which the font has.
    ['an emoji presentation', { name: 'Ana 🅿️' }, 'name', ['🅿']],
    ['a tab inside the tax id', { taxId: 'B12\t345' }, 'taxId', ['U+0009']],
    // Glyphs exist, but pdfkit lays them out left to right: the name would print reversed.
    ['a name in Hebrew', { name: 'דוד לוי' }, 'name', ['ד', 'ו', 'ל', 'י']],
    // Issue 22: 'Ana \u202eelif.exe' was a 201 and showed reversed in the page and the e-mail.
    ['a right-to-left override', { name: 'Ana \u202eelif.exe' }, 'name', ['U+202E']],
    [
      'the other bidi controls',
      { address: 'C/ \u202a1\u202b2\u202c3\u202d4\u20665\u20676\u20687\u20698\u200e9\u200f' },
      'address',
      ['202A', '202B', '202C', '202D', '2066', '2067', '2068', '2069', '200E', '200F'].map(
        (hex) => `U+${hex}`,
      ),
    ],
    ['a zero-width joiner', { taxId: 'B12\u200d345' }, 'taxId', ['U+200D']],
    // Decision 074: no format character (Unicode Cf) at all; a Latin, Greek or Cyrillic name
    // needs none of them.
    [
      'other invisible format characters',
      { name: 'Ana\u00adMa\u200cría\u2060Ruiz\ufeff\u{e0041}' },
      'name',
      ['U+00AD', 'U+200C', 'U+2060', 'U+FEFF', 'U+E0041'],
    ],
    // Printed as nothing by the PDF, a line break in some mail readers: no address needs them.
    [
      'a line or paragraph separator',
      { address: 'Calle 1\u2028Piso 2\u2029B' },
      'address',
      ['U+2028', 'U+2029'],
    ],
  ])('%s', async (_case, details, field, characters) => {
    const { orderId } = await paidStayOrder(server);
    const result = await requestInvoice(server, { orderId, ...buyer, ...details });
    const words = field === 'taxId' ? 'tax identification number' : field;
    expectError(
      result,
      400,
      `These characters of the ${words} cannot be printed on an invoice: ${characters.join(', ')}`,
    );
    expect(result.body).toMatchObject({ code: 'UNPRINTABLE_CHARACTERS', field, characters });
    expectError(
      await getJson(server, `/api/customer/${CUSTOMER_ID}/invoice/${orderId}`),
      404,
      'Invoice not found',
      'INVOICE_NOT_FOUND',
    );
  });

  it('names at most 20 characters, and says how many more', async () => {
    const { orderId } = await paidStayOrder(server);
    const name = '一二三四五六七八九十百千万億兆京垓秭穣溝澗正載極';
    const result = await requestInvoice(server, { orderId, ...buyer, name });
    expectError(result, 400, /: 一, 二, .*, 溝 and 4 more$/);
    expect((result.body as { characters: string[] }).characters).toHaveLength(20);
  });
});
