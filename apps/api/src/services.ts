import type { CardProcessorRegistry } from './card-processors/index.js';
import type { ConfigChanges } from './config-changes/index.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Messaging } from './messaging/index.js';
import type { AccessControlServices } from './modules/access-control/index.js';
import type { ReservationServices } from './modules/booking/index.js';
import type { CustomerService } from './modules/customer/index.js';
import type { OperatorFileService } from './modules/operator-file/index.js';
import type { PaymentReconciler, PaymentService, ResumeService } from './modules/payment/index.js';
import type { PermitServices } from './modules/permit/index.js';
import type { ReceiptService } from './modules/receipt/index.js';
import type { TransientServices } from './modules/transient/index.js';

/** What every flow shares, built by app.ts before the flows. */
type SharedServices = {
  customer: CustomerService;
  /** finaliseByExternalId is what webhooks call once a delivery is verified. */
  payment: PaymentService;
  resume: ResumeService;
  /** E-mail receipts of paid tickets, sent by the receipt-email job. */
  receipt: ReceiptService;
  /** The sandbox and Stripe adapters (card-processors/registry.ts). */
  cardProcessors: CardProcessorRegistry;
  /** pg-boss in the app's database: receipts and reminders (decision 040). */
  jobs: JobQueue;
  /** E-mail and SMS transports: SMTP and Twilio when configured, else the outbox. */
  messaging: Messaging;
  /** Settles, refunds or voids card payments left unfinished after they expired. */
  reconciler: PaymentReconciler;
  /**
   * Configuration changes in one transaction, announced to every instance's caches at commit
   * (config-changes/): the operator file's apply and the admin API change configuration here.
   */
  configChanges: ConfigChanges;
  /** Plan and apply of operator files, audited and announced (decision 089). */
  operatorFiles: OperatorFileService;
};

/** The shared services and each flow's own (its module's setup.ts, decision 076). */
export type Services = SharedServices &
  TransientServices &
  AccessControlServices &
  ReservationServices &
  PermitServices;

declare module 'fastify' {
  interface FastifyInstance {
    /** The services behind the routes, for the future operator console and for tests. */
    services: Services;
  }
}
