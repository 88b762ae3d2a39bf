import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { JobQueue } from './jobs/job-queue.js';
import { createMessaging, type Messaging } from './messaging/index.js';
import { assignedRightRoutes } from './modules/assigned-right/routes.js';
import {
  type AssignedRightService,
  createAssignedRightService,
} from './modules/assigned-right/service.js';
import { customerRoutes } from './modules/customer/routes.js';
import { type CustomerService, createCustomerService } from './modules/customer/service.js';
import { healthRoutes } from './modules/health/routes.js';
import { MAILBOX_PATH, mailboxRoutes } from './modules/mailbox/routes.js';
import { cardPaymentRoutes } from './modules/payment/card-routes.js';
import { createResumeService, type ResumeService } from './modules/payment/resume.js';
import { paymentRoutes } from './modules/payment/routes.js';
import {
  type CardProcessorLookup,
  createPaymentService,
  type PaymentService,
} from './modules/payment/service.js';
import { rateRoutes } from './modules/rate/routes.js';
import { createRateService, type RateService } from './modules/rate/service.js';
import { defineReceiptJob } from './modules/receipt/job.js';
import { receiptRoutes } from './modules/receipt/routes.js';
import { createReceiptService, type ReceiptService } from './modules/receipt/service.js';
import { type Reminders, setUpReminders } from './modules/reminder/index.js';
import { sandboxRoutes } from './modules/sandbox/routes.js';
import { webhookRoutes } from './modules/webhook/routes.js';
import { cardProcessorsPlugin } from './payments/plugin.js';
import {
  boundBaseUrl,
  type CardProcessorRegistry,
  createCardProcessors,
} from './payments/registry.js';
import { databasePlugin } from './plugins/database.js';
import { docsPlugin } from './plugins/docs.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { staticWebPlugin } from './plugins/static-web.js';

export type Services = {
  customer: CustomerService;
  /** finaliseByExternalId is what webhooks call once a delivery is verified. */
  payment: PaymentService;
  resume: ResumeService;
  assignedRight: AssignedRightService;
  rate: RateService;
  /** E-mail receipts of paid tickets, sent by the receipt-email job. */
  receipt: ReceiptService;
  /** The sandbox and Stripe adapters (payments/registry.ts). */
  cardProcessors: CardProcessorRegistry;
  /** pg-boss in the app's database: receipts and reminders (decision 040). */
  jobs: JobQueue;
  /** E-mail and SMS transports: SMTP and Twilio when configured, else the outbox. */
  messaging: Messaging;
  /** SMS reminders before a session ends: deliver one job, or sweep for due ones now. */
  reminders: Reminders;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The services behind the routes, for the future operator console and for tests. */
    services: Services;
  }
}

export type BuildAppOptions = {
  config: Config;
  db: Database;
  /** A pino logger; by default one at config.logLevel writing JSON lines to stdout. */
  logger?: Logger;
  /** The clock of the payment core and the plate lookup; tests move it. */
  now?: () => Date;
  /** The card processors; by default the ones the configuration enables. */
  cardProcessors?: CardProcessorLookup;
};

/** The whole HTTP app, not listening yet. Plugins: external, then app, then routes. */
export async function buildApp({ config, db, logger, now, cardProcessors }: BuildAppOptions) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: { level: config.logLevel } }),
    // /api/health/ is /api/health.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins.
  await app.register(securityHeadersPlugin, { stripe: config.stripe !== undefined });
  await app.register(docsPlugin);

  // App plugins.
  await app.register(databasePlugin, { db });
  await app.register(errorHandlerPlugin);
  const registry = createCardProcessors({
    config,
    db,
    logger: app.log,
    // The sandbox posts its webhooks to us: PUBLIC_URL, else the address bound at listen.
    publicUrl: () => config.publicUrl ?? boundBaseUrl(app.server),
  });
  await app.register(cardProcessorsPlugin, { registry });
  const payment = createPaymentService({
    db,
    processors: cardProcessors ?? registry,
    ...(now ? { now } : {}),
    // Payments are priced as the place page (cached as long) showed them.
    priceCacheTtlMs: config.placeCacheTtlMs,
  });
  // Where links in messages point (the SMS's extension link, the e-mail's logo): PUBLIC_URL,
  // else the address bound at listen.
  const publicBaseUrl = () =>
    config.publicUrl ?? boundBaseUrl(app.server) ?? `http://localhost:${config.port}`;
  const jobs = new JobQueue({ db, logger: app.log, pollIntervalMs: config.jobs.pollIntervalMs });
  const messaging = createMessaging(config, db);
  const reminders = setUpReminders({
    db,
    jobs,
    sms: messaging.sms,
    now: now ?? (() => new Date()),
    sweepIntervalMs: config.jobs.reminderSweepIntervalMs,
    baseUrl: publicBaseUrl,
    logger: app.log,
  });
  const resume = createResumeService({ db, payments: payment });
  const receipt = createReceiptService({
    db,
    jobs,
    mailer: messaging.mailer,
    resumes: resume,
    logger: app.log,
    publicUrl: publicBaseUrl,
    waitMs: config.jobs.receiptWaitMs,
    brandCacheTtlMs: config.placeCacheTtlMs,
  });
  defineReceiptJob(jobs, receipt);
  const services: Services = {
    customer: createCustomerService({ db, placeCacheTtlMs: config.placeCacheTtlMs }),
    payment,
    resume,
    receipt,
    assignedRight: createAssignedRightService({ db, ...(now ? { now } : {}) }),
    rate: createRateService({ db }),
    cardProcessors: registry,
    jobs,
    messaging,
    reminders,
  };
  app.decorate('services', services);
  // Workers start once every module has defined its queues, and stop before the database
  // closes; a job cut off by a crash is expired by pg-boss's supervision and retried.
  app.addHook('onReady', async () => {
    await jobs.start();
    await reminders.start();
  });
  // Before onClose: no sweep may send a job to a stopping queue.
  app.addHook('preClose', () => reminders.stop());
  app.addHook('onClose', async () => {
    await jobs.stop();
    await messaging.mailer.close();
  });

  // Routes: the API, then the web app and the fallback for everything else.
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(customerRoutes, { service: services.customer });
      await api.register(assignedRightRoutes, { service: services.assignedRight });
      await api.register(rateRoutes, { service: services.rate });
      const paymentOptions = { payments: services.payment, resumes: services.resume };
      await api.register(paymentRoutes, paymentOptions);
      await api.register(cardPaymentRoutes, paymentOptions);
      await api.register(receiptRoutes, {
        receipts: services.receipt,
        requestsPerMinute: config.mail.receiptRequestsPerMinute,
      });
      await api.register(sandboxRoutes, { prefix: '/sandbox', sandbox: registry.sandbox });
      await api.register(webhookRoutes, {
        prefix: '/webhooks',
        cardProcessors: registry,
        db,
        // Read per delivery: tests may stand in for the payment core.
        payment: () => app.services.payment,
      });
    },
    { prefix: '/api' },
  );
  // The outbox's mailbox, only when mail is kept rather than sent (no SMTP_URL).
  if (messaging.mailer.kind === 'outbox') {
    await app.register(mailboxRoutes, { prefix: MAILBOX_PATH, db });
  }
  await app.register(staticWebPlugin, { webDistDir: config.webDistDir });

  return app as unknown as FastifyInstance;
}
