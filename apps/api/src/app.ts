import { keepZoneOffsetsPerHour } from '@parking/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import {
  boundBaseUrl,
  cardProcessorsPlugin,
  createCardProcessors,
  sandboxRoutes,
  sandboxWebhookInto,
} from './card-processors/index.js';
import type { Config } from './config.js';
import { startConfigChanges } from './config-changes/index.js';
import type { Database } from './db/client.js';
import { createEmbeddedMaintenance } from './db/embedded-maintenance.js';
import type { FlowDeps } from './flow-setup.js';
import { JobQueue } from './jobs/job-queue.js';
import { fastifyTrustProxy } from './lib/trust-proxy.js';
import { createLinkPageData } from './link-page-data.js';
import { createLogger } from './logging/index.js';
import { createMessaging } from './messaging/index.js';
import { setUpAccessControl } from './modules/access-control/index.js';
import { adminRoutes } from './modules/admin/index.js';
import { createBookingTicketExtras, setUpReservation } from './modules/booking/index.js';
import { clientErrorRoutes } from './modules/client-error/index.js';
import { createCustomerService, customerRoutes } from './modules/customer/index.js';
import { healthRoutes } from './modules/health/index.js';
import { devMailboxPlugin } from './modules/mailbox/index.js';
import { createOperatorFileService } from './modules/operator-file/index.js';
import {
  type CardProcessorLookup,
  createCardingGuard,
  createPaymentReconciler,
  createPaymentService,
  createResumeService,
  paymentRoutes,
} from './modules/payment/index.js';
import { setUpPermit } from './modules/permit/index.js';
import { createRatePricing } from './modules/rate/index.js';
import { createReceiptService, defineReceiptJob, receiptRoutes } from './modules/receipt/index.js';
import { setUpTransient } from './modules/transient/index.js';
import { createKnownCardAccounts, webhookRoutes } from './modules/webhook/index.js';
import { cacheControlPlugin } from './plugins/cache-control.js';
import { databasePlugin } from './plugins/database.js';
import { docsPlugin } from './plugins/docs.js';
import { createDrain } from './plugins/drain.js';
import {
  clientErrorHandler,
  errorHandlerPlugin,
  frameworkErrorHandler,
} from './plugins/error-handler.js';
import { inputGuardPlugin } from './plugins/input-guard.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { sharedCountersPlugin } from './plugins/shared-counters.js';
import { staticWebPlugin } from './plugins/static-web.js';
import {
  createRedirectGateways,
  gatewayFormOrigins,
  serverRedsysTakesMoney,
} from './redirect-gateways/index.js';
import { sandboxRefusal } from './sandbox-refusal.js';
import type { Services } from './services.js';

export type { Services } from './services.js';

export type BuildAppOptions = {
  config: Config;
  db: Database;
  /** A pino logger of logging/'s loggerOptions (createLogger); default: config.logLevel, stdout. */
  logger?: Logger;
  /** The clock of the payment core and the plate lookup; tests move it. */
  now?: () => Date;
  /** The card processors; by default the ones the configuration enables. */
  cardProcessors?: CardProcessorLookup;
};

/** The whole HTTP app, not listening yet. Plugins: external, then app, then routes. */
export async function buildApp({ config, db, logger, now, cardProcessors }: BuildAppOptions) {
  const app = Fastify({
    // Built with logging/'s options (no plate, phone or address in a line) unless one is given.
    loggerInstance: logger ?? createLogger(config.logLevel),
    // /api/health/ is /api/health.
    routerOptions: { ignoreTrailingSlash: true },
    // request.ip, which every limit keys on: the connection's address unless TRUST_PROXY names
    // the proxy in front, whose X-Forwarded-For then says who the client is.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // What the router and Node's HTTP parser refuse also answers { message, statusCode }.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // A request that reaches a closing server is answered, not refused (plugins/drain.ts).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  keepZoneOffsetsPerHour(); // a server reads many wall clocks (decision 098)

  // External plugins. The sandboxes' webhooks, notifications and refunds go to this instance.
  const sandboxBaseUrl = () =>
    boundBaseUrl(app.server) ?? config.publicUrl ?? `http://localhost:${config.port}`;
  const redirectGateways = createRedirectGateways(
    config.redirect,
    sandboxBaseUrl,
    config.paymentAccounts.variable,
  );
  await app.register(securityHeadersPlugin, {
    // The server's Stripe account, or any place's own (decision 089).
    stripe: () => config.stripe !== undefined || registry.hasOwnAccounts(),
    // The signed-redirect kind's form is posted to the gateway's own page (decisions 059, 093).
    formActions: gatewayFormOrigins(config.redirect),
    forms: () => config.redirect.redsys !== undefined || redirectGateways.hasOwnMerchants(),
  });
  await app.register(docsPlugin);

  // App plugins.
  await app.register(databasePlugin, { db });
  await app.register(errorHandlerPlugin);
  const drain = createDrain({ timeoutMs: config.shutdownTimeoutMs });
  await app.register(drain.plugin);
  await app.register(inputGuardPlugin);
  await app.register(cacheControlPlugin);
  // Rate limits and carding counters: in Redis for several instances (REDIS_URL), else here.
  await app.register(sharedCountersPlugin, { redis: config.redis });
  // Every configuration cache below subscribes: an operator's change drops it on every instance.
  const configChanges = await startConfigChanges({ db, redis: config.redis, logger: app.log });
  const registry = createCardProcessors({
    config,
    db,
    logger: app.log,
    // The sandbox hands its webhooks to this instance (decision 100): every instance verifies
    // and settles any webhook (shared secret, shared database).
    postSandboxWebhook: sandboxWebhookInto(app),
  });
  await app.register(cardProcessorsPlugin, { registry });
  const processors = cardProcessors ?? registry;
  const payment = createPaymentService({
    db,
    processors,
    ...(now ? { now } : {}),
    logger: app.log,
  });
  const reconciler = createPaymentReconciler({
    payments: payment,
    intervalMs: config.jobs.paymentReconcileIntervalMs,
    logger: app.log,
  });
  // Where links in messages point (the SMS's extension link, the e-mail's logo): PUBLIC_URL,
  // else the address bound at listen.
  const publicBaseUrl = () =>
    config.publicUrl ?? boundBaseUrl(app.server) ?? `http://localhost:${config.port}`;
  const jobs = new JobQueue({ db, logger: app.log, pollIntervalMs: config.jobs.pollIntervalMs });
  const messaging = createMessaging(config, db);
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
    configChanges,
    // A booking's ticket speaks of the reservation and carries its .ics, whichever route asked.
    ticketExtrasFor: createBookingTicketExtras(db, now),
  });
  const receiptJob = defineReceiptJob(jobs, receipt, db);
  const carding = createCardingGuard({
    counters: app.sharedCounters.counters,
    limits: config.carding,
  });
  // Each flow's module builds its services, background work and routes (decision 076).
  const deps: FlowDeps = {
    db,
    config,
    now: now ?? (() => new Date()),
    logger: app.log,
    jobs,
    messaging,
    payment,
    // One cache of rate lines for every flow that pays at one, as long as the place page's.
    ratePricing: createRatePricing({
      db,
      priceCacheTtlMs: config.placeCacheTtlMs,
      configChanges,
    }),
    configChanges,
    resume,
    processors,
    carding,
    redirectGateways,
    publicBaseUrl,
    sandboxBaseUrl,
  };
  const transient = setUpTransient(deps);
  const accessControl = setUpAccessControl(deps);
  const reservation = setUpReservation(deps);
  const permit = setUpPermit(deps);
  const flows = [transient, accessControl, reservation, permit];
  const services: Services = {
    customer: createCustomerService({
      db,
      placeCacheTtlMs: config.placeCacheTtlMs,
      configChanges,
      realRedirectGateway: serverRedsysTakesMoney(config.redirect),
    }),
    payment,
    resume,
    receipt,
    cardProcessors: registry,
    jobs,
    messaging,
    reconciler,
    configChanges,
    operatorFiles: createOperatorFileService({
      db,
      configChanges,
      now: deps.now,
      refusal: (tx) => sandboxRefusal(tx, config),
      variable: config.paymentAccounts.variable,
    }),
    ...transient.services,
    ...accessControl.services,
    ...reservation.services,
    ...permit.services,
  };
  app.decorate('services', services);
  const background = [
    // Places' own Stripe accounts, for the webhooks' signatures (decision 089).
    createKnownCardAccounts({ db, cardProcessors: registry, configChanges, logger: app.log }),
    reconciler,
    receiptJob,
    ...flows.flatMap((flow) => flow.background),
    createEmbeddedMaintenance(db, app.log),
  ];
  // Workers start once every module has defined its queues, and stop before the database
  // closes; a job cut off by a crash is expired by pg-boss's supervision and retried.
  app.addHook('onReady', async () => {
    await jobs.start();
    for (const work of background) await work.start();
  });
  // Before onClose: no sweep may send a job to a stopping queue, nor reconcile on a closing pool.
  app.addHook('preClose', async () => {
    await Promise.all(background.map((work) => work.stop()));
  });
  app.addHook('onClose', async () => {
    await jobs.stop(drain.remainingMs());
    await messaging.mailer.close();
    await configChanges.close();
  });

  // Routes: the API, then the web app and the fallback for everything else.
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(clientErrorRoutes);
      await api.register(customerRoutes, { service: services.customer });
      await api.register(paymentRoutes, { payments: payment, resumes: resume, carding });
      await api.register(receiptRoutes, {
        receipts: receipt,
        requestsPerMinute: config.mail.receiptRequestsPerMinute,
      });
      for (const flow of flows) await api.register(flow.routes);
      await api.register(adminRoutes, {
        prefix: '/admin',
        db,
        counters: app.sharedCounters.counters,
        now: deps.now,
        operatorFiles: services.operatorFiles,
      });
      await api.register(sandboxRoutes, {
        prefix: '/sandbox',
        sandbox: registry.sandbox,
        requestsPerIp: config.carding.sandboxRequestsPerIp,
      });
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
  const mailKeptInOutbox = messaging.mailer.kind === 'outbox';
  await app.register(devMailboxPlugin, { config, db, mailKeptInOutbox });
  await app.register(staticWebPlugin, {
    webDistDir: config.webDistDir,
    firstImageOf: services.customer.firstPlaceImage,
    entryPageData: (page) => services.customer.entryPageData(page),
    linkPageData: createLinkPageData(services),
    configChanges,
  });

  return app as unknown as FastifyInstance;
}
