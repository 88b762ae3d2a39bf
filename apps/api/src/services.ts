import type { CardProcessorRegistry } from './card-processors/index.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Messaging } from './messaging/index.js';
import type { AssignedRightService } from './modules/assigned-right/index.js';
import type { ReservationServices } from './modules/booking/index.js';
import type { CustomerService } from './modules/customer/index.js';
import type { InvoiceService } from './modules/invoice/index.js';
import type { PaymentReconciler, PaymentService, ResumeService } from './modules/payment/index.js';
import type { RateService } from './modules/rate/index.js';
import type { ReceiptService } from './modules/receipt/index.js';
import type { Reminders } from './modules/reminder/index.js';

/** Reservation quotes, booking payments and changes (modules/booking/setup.ts) too. */
export type Services = ReservationServices & {
  customer: CustomerService;
  /** finaliseByExternalId is what webhooks call once a delivery is verified. */
  payment: PaymentService;
  resume: ResumeService;
  assignedRight: AssignedRightService;
  rate: RateService;
  /** E-mail receipts of paid tickets, sent by the receipt-email job. */
  receipt: ReceiptService;
  /** Invoices of paid stays, e-mailed with their PDF by the invoice-email job. */
  invoice: InvoiceService;
  /** The sandbox and Stripe adapters (card-processors/registry.ts). */
  cardProcessors: CardProcessorRegistry;
  /** pg-boss in the app's database: receipts and reminders (decision 040). */
  jobs: JobQueue;
  /** E-mail and SMS transports: SMTP and Twilio when configured, else the outbox. */
  messaging: Messaging;
  /** SMS reminders before a session ends: deliver one job, or sweep for due ones now. */
  reminders: Reminders;
  /** Settles, refunds or voids card payments left unfinished after they expired. */
  reconciler: PaymentReconciler;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The services behind the routes, for the future operator console and for tests. */
    services: Services;
  }
}
