import type { Locale } from '@parking/domain';
import { formatDateTime, formatMoney } from '@parking/domain/display';
import PDFDocument from 'pdfkit';
import { fill } from '#api/messaging/words.js';
import { invoiceFonts } from './fonts.js';
import type { InvoiceRow } from './repository.js';
import { INVOICE_WORDS } from './words.js';

const MARGIN = 56;
const GREY = '#555555';

/** The file name a download and an attachment carry: 'invoice-INV-2026-000001.pdf'. */
export const invoicePdfName = (row: Pick<InvoiceRow, 'number'>) => `invoice-${row.number}.pdf`;

/**
 * An invoice as an A4 PDF in its language: seller, number and date, buyer, the stay's line and
 * the total. Drawn from the stored invoice only, so every download is the same document (the
 * creation date is fixed to the issue date for that reason).
 */
export function renderInvoicePdf(row: InvoiceRow, locale: Locale): Promise<Buffer> {
  const words = INVOICE_WORDS[locale];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${words.title} ${row.number}`,
      Author: row.sellerName,
      Subject: row.number,
      CreationDate: row.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { regular, bold } = invoiceFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);

  const when = (date: Date) => formatDateTime(date, { locale, timeZone: row.timezone });
  const money = formatMoney({
    amountMinor: row.amountMinor,
    currencyCode: row.currencyCode,
    locale,
  });
  const width = doc.page.width - 2 * MARGIN;

  doc.font('bold').fontSize(20).text(row.sellerName);
  if (row.brandName !== row.sellerName) doc.font('regular').fontSize(10).text(row.brandName);
  doc.moveDown(1.5);

  doc.font('bold').fontSize(16).text(`${words.title} ${row.number}`);
  field(doc, words.number, row.number);
  field(doc, words.date, when(row.issuedAt));
  doc.moveDown();

  doc.font('bold').fontSize(11).text(words.billedTo);
  doc.font('regular').fontSize(10).text(row.name).text(`${words.taxId}: ${row.taxId}`);
  doc.text(row.address);
  doc.moveDown(1.5);

  // The line: what was bought, and its amount on the right.
  const top = doc.y;
  doc.font('bold').fontSize(10).text(words.description, MARGIN, top);
  doc.text(words.amount, MARGIN, top, { width, align: 'right' });
  doc
    .moveTo(MARGIN, doc.y + 2)
    .lineTo(MARGIN + width, doc.y + 2)
    .stroke(GREY);
  doc.moveDown(0.5);
  const lineTop = doc.y;
  doc
    .font('regular')
    .text(fill(words.stayAt, { place: row.placeName }), MARGIN, lineTop, { width: width - 110 });
  const afterLine = doc.y;
  doc.text(money, MARGIN, lineTop, { width, align: 'right' });
  doc.y = afterLine;
  doc.fillColor(GREY).fontSize(9);
  if (row.placeAddress) doc.text(row.placeAddress);
  if (row.plate) doc.text(`${words.plate}: ${row.plate}`);
  doc.text(`${words.period}: ${when(row.periodStart)} – ${when(row.periodEnd)}`);
  doc.fillColor('black').moveDown();
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .stroke(GREY);
  doc.moveDown(0.5);

  const totalTop = doc.y;
  doc.font('bold').fontSize(12).text(words.total, MARGIN, totalTop);
  doc.text(money, MARGIN, totalTop, { width, align: 'right' });
  doc.font('regular').fontSize(9).fillColor(GREY).text(words.taxNote, MARGIN);
  doc.moveDown(1.5);

  const card =
    row.cardBrand && row.lastFourDigits ? `${row.cardBrand} •••• ${row.lastFourDigits}` : null;
  if (card) field(doc, words.paidWith, card);
  field(doc, words.paidOn, when(row.paidAt));
  field(doc, words.order, row.stayPaymentId);
  doc.end();
  return done;
}

function field(doc: PDFKit.PDFDocument, label: string, value: string) {
  doc.font('regular').fontSize(10).fillColor(GREY).text(`${label}: `, { continued: true });
  doc.fillColor('black').text(value);
}
