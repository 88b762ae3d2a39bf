/** What the rest of the API may use of the e-mail receipts (modules/README.md). */
export { defineReceiptJob } from './job.js';
export { receiptRoutes } from './routes.js';
export { resendUnattemptedReceipts, sendReceiptJob } from './send-job.js';
export { createReceiptService, type ReceiptService, type TicketExtras } from './service.js';
