import type { Locale } from '@parking/domain';
import { formatMoney } from '@parking/domain/display';
import { escapeHtml } from '#api/lib/escape-html.js';
import type { EmailMessage } from '#api/messaging/message.js';
import { fill } from '#api/messaging/words.js';
import { invoicePdfName } from './pdf.js';
import type { InvoiceRow } from './repository.js';
import { INVOICE_WORDS } from './words.js';

/** The invoice's e-mail to the address the buyer gave, with its PDF attached. */
export function renderInvoiceEmail(row: InvoiceRow, locale: Locale, pdf: Buffer): EmailMessage {
  const words = INVOICE_WORDS[locale];
  const total = formatMoney({
    amountMinor: row.amountMinor,
    currencyCode: row.currencyCode,
    locale,
  });
  const filename = invoicePdfName(row);
  const body = fill(words.body, { number: row.number, brand: row.brandName });
  const lines = [
    body,
    '',
    `${words.number}: ${row.number}`,
    `${words.total}: ${total}`,
    `${words.attached}: ${filename}`,
    '',
    row.sellerName,
  ];
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(body)}</p>
<p>${escapeHtml(words.number)}: <strong>${escapeHtml(row.number)}</strong><br>
${escapeHtml(words.total)}: <strong>${escapeHtml(total)}</strong><br>
${escapeHtml(words.attached)}: ${escapeHtml(filename)}</p>
<p>${escapeHtml(row.sellerName)}</p>
</body></html>`;
  return {
    to: row.email,
    subject: fill(words.subject, { number: row.number, brand: row.brandName }),
    text: lines.join('\n'),
    html,
    attachments: [
      {
        filename,
        contentType: 'application/pdf',
        content: pdf.toString('base64'),
        encoding: 'base64',
      },
    ],
  };
}
