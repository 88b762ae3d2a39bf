import { type Invoice, type InvoiceRequest, LOCALES, type Locale } from '@parking/domain';
import type { Logger } from 'pino';
import type { Database } from '#api/db/client.js';
import { AppError } from '#api/errors.js';
import type { JobQueue } from '#api/jobs/job-queue.js';
import type { Mailer } from '#api/messaging/message.js';
import { renderInvoiceEmail } from './email.js';
import { formatInvoiceNumber, invoiceYear } from './numbering.js';
import { invoicePdfName, renderInvoicePdf } from './pdf.js';
import { assertPrintable } from './printable-request.js';
import { INVOICE_QUEUE } from './queue.js';
import {
  claimInvoiceEmail,
  findInvoiceOfOrder,
  type InvoiceRow,
  insertInvoice,
  lockOrder,
  markInvoiceEmailSent,
  recordInvoiceEmailFailure,
  setInvoiceEmailMessageId,
  takeNextNumber,
} from './repository.js';

export type InvoiceServiceOptions = {
  db: Database;
  jobs: Pick<JobQueue, 'send'>;
  mailer: Mailer;
  logger: Logger;
  now?: () => Date;
  /** Money an embedded sandbox took counts as paid: sandbox mode (docs/decisions/073). */
  sandboxMoney: boolean;
};

const orderNotFound = () => new AppError('ORDER_NOT_FOUND', 'Order not found');
const invoiceNotFound = () => new AppError('INVOICE_NOT_FOUND', 'Invoice not found');
const nothingToInvoice = () =>
  new AppError('NOTHING_TO_INVOICE', 'Nothing was paid on this order: there is nothing to invoice');
const otherDetails = () =>
  new AppError(
    'INVOICE_OTHER_DETAILS',
    'An invoice was already issued for this order with other details; it cannot be changed',
  );

const toLocale = (value: string | null | undefined): Locale =>
  LOCALES.includes(value as Locale) ? (value as Locale) : 'es-ES';

/** The same buyer: the same fields as given (trimmed by the schema), the e-mail in any case. */
const sameBuyer = (row: InvoiceRow, request: InvoiceRequest) =>
  row.name === request.name &&
  row.taxId === request.taxId &&
  row.address === request.address &&
  row.email.toLowerCase() === request.email.toLowerCase();

function toInvoice(row: InvoiceRow): Invoice {
  return {
    invoiceId: row.id,
    orderId: row.stayPaymentId,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    name: row.name,
    taxId: row.taxId,
    address: row.address,
    email: row.email,
    amount: Math.round(row.amountMinor) / 100,
    amountMinor: row.amountMinor,
    currencyCode: row.currencyCode,
    pdfUrl: `/api/customer/${row.customerId}/invoice/${row.stayPaymentId}/pdf`,
  };
}

/**
 * Invoices of paid stays (docs/decisions/060-invoices-and-demo-stays.md): issued once per
 * order with the operator's next number of the year, in the transaction that takes the number;
 * e-mailed with the PDF by the invoice-email job.
 */
export function createInvoiceService(options: InvoiceServiceOptions) {
  const { db, sandboxMoney } = options;
  const now = options.now ?? (() => new Date());

  async function queueEmail(invoiceId: string) {
    await options.jobs.send(INVOICE_QUEUE.name, { invoiceId });
  }

  return {
    /** created false: the order already had this invoice (same buyer), returned as it was. */
    async issue(
      customerId: string,
      request: InvoiceRequest,
    ): Promise<{ invoice: Invoice; created: boolean }> {
      assertPrintable(request);
      const result = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, customerId, request.orderId);
        if (!order) throw orderNotFound();
        const existing = await findInvoiceOfOrder(tx, customerId, request.orderId);
        if (existing) {
          if (!sameBuyer(existing, request)) throw otherDetails();
          return { row: existing, created: false };
        }
        // Sandbox money is no money outside sandbox mode: nothing was paid to invoice.
        if (order.amountMinor <= 0 || (order.sandbox && !sandboxMoney)) throw nothingToInvoice();
        const issuedAt = now();
        const year = invoiceYear(issuedAt, order.timezone);
        const sequence = await takeNextNumber(tx, customerId, year);
        const { orderId, locale, sandbox: _sandbox, ...copied } = order;
        const row = await insertInvoice(tx, {
          ...copied,
          stayPaymentId: orderId,
          year,
          sequence,
          number: formatInvoiceNumber(year, sequence),
          issuedAt,
          locale: request.lang ?? toLocale(locale),
          name: request.name,
          taxId: request.taxId,
          address: request.address,
          email: request.email,
        });
        return { row, created: true };
      });
      // After the commit: the job must find the row. A repeat sends it again while the e-mail
      // was never tried (a crash between the commit and this line); the job sends once anyway.
      const { row, created } = result;
      if (created || (row.emailStatus === 'PENDING' && row.emailAttempts === 0)) {
        await queueEmail(row.id);
      }
      return { invoice: toInvoice(row), created };
    },

    async get(customerId: string, orderId: string): Promise<Invoice> {
      const row = await findInvoiceOfOrder(db, customerId, orderId);
      if (!row) throw invoiceNotFound();
      return toInvoice(row);
    },

    async pdf(customerId: string, orderId: string) {
      const row = await findInvoiceOfOrder(db, customerId, orderId);
      if (!row) throw invoiceNotFound();
      return {
        filename: invoicePdfName(row),
        bytes: await renderInvoicePdf(row, toLocale(row.locale)),
      };
    },

    /**
     * The job's work: one attempt at the invoice's e-mail. Through the outbox the message and
     * SENT commit together (exactly once); over SMTP a crash between the server's acceptance and
     * SENT can repeat it (at least once), as for the receipts.
     */
    async deliverEmail({ invoiceId }: { invoiceId: string }): Promise<void> {
      let attempts = 0;
      try {
        const row = await claimInvoiceEmail(db, invoiceId);
        if (!row) return;
        attempts = row.emailAttempts;
        const locale = toLocale(row.locale);
        const message = renderInvoiceEmail(row, locale, await renderInvoicePdf(row, locale));
        const { mailer } = options;
        if (mailer.sendWithin) {
          const sendWithin = mailer.sendWithin;
          await db.transaction(async (tx) => {
            if (!(await markInvoiceEmailSent(tx, invoiceId, null))) return;
            const sent = await sendWithin(tx, message);
            await setInvoiceEmailMessageId(tx, invoiceId, sent.messageId);
          });
          return;
        }
        const sent = await mailer.send(message);
        await markInvoiceEmailSent(db, invoiceId, sent.messageId);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const final = attempts > INVOICE_QUEUE.retryLimit;
        await recordInvoiceEmailFailure(db, invoiceId, reason, final);
        options.logger.warn({ invoiceId, attempts, final, err: error }, 'invoice e-mail failed');
        throw error;
      }
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
