/** What the rest of the API may use of the invoices (modules/README.md). */
export { defineInvoiceJob } from './job.js';
export { invoiceRoutes } from './routes.js';
export { createInvoiceService, type InvoiceService } from './service.js';
