import type { FastifyPluginAsync } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Mailer } from './messaging/message.js';
import { createGateService, gateRoutes } from './modules/gate/index.js';
import type { CardingGuard, PaymentService } from './modules/payment/index.js';
import {
  createRedirectExpirySweeper,
  createRedirectRefundSweeper,
  redirectPaymentRoutes,
} from './modules/redirect-payment/index.js';
import {
  createStayOrderService,
  createStayService,
  createStayTicketEmail,
  defineStayTicketJob,
  stayOrderRoutes,
  stayRoutes,
} from './modules/stay/index.js';
import { setUpStayPayments, stayPaymentRoutes } from './modules/stay-payment/index.js';
import { type RedirectGateways, sandboxRedirectRoutes } from './redirect-gateways/index.js';

export type AccessControlRoutesOptions = {
  db: Database;
  config: Config;
  gateways: RedirectGateways;
  now: () => Date;
  /** The card kinds pay stays on the payment core, behind the same carding defence. */
  payments: PaymentService;
  carding: CardingGuard;
  /** Where the sandbox gateway posts its notifications: this instance's own address. */
  sandboxBaseUrl: () => string;
  /** The ticket e-mails' queue (defined here, before the queue starts on ready) and mailer. */
  jobs: JobQueue;
  mailer: Mailer;
  /** Base of the links in e-mails: PUBLIC_URL, else the bound address. */
  publicBaseUrl: () => string;
};

/**
 * The access-control routes under /api (docs/decisions/056 to 060): the visitor's stay lookups,
 * the card kinds' stay payments, its orders and ticket e-mail, the gate's reports, the
 * signed-redirect payments (and their refunds' sweeper) and the sandbox gateway's hosted page.
 */
export const accessControlRoutes: FastifyPluginAsync<AccessControlRoutesOptions> = async (
  api,
  { db, config, gateways, now, sandboxBaseUrl, payments, carding, jobs, mailer, publicBaseUrl },
) => {
  await api.register(stayRoutes, {
    stays: createStayService({ db, now, sandboxMoney: config.sandboxPayments }),
    searchLimits: config.staySearches,
  });
  const orders = createStayOrderService({ db });
  const tickets = createStayTicketEmail({ db, orders, jobs, mailer, publicUrl: publicBaseUrl });
  defineStayTicketJob(jobs, tickets, api.log);
  await api.register(stayPaymentRoutes, {
    stayPayments: setUpStayPayments({
      db,
      payments,
      sandboxMoney: config.sandboxPayments,
      onPaid: (paid) => tickets.sendToPayer(paid),
    }),
    carding,
  });
  await api.register(stayOrderRoutes, {
    orders,
    tickets,
    // It mails any address: limited as the plate lookups are, per client and customer.
    emailsPerMinute: config.plateLookupsPerMinute,
  });
  await api.register(gateRoutes, {
    prefix: '/gate',
    gate: createGateService({ db, now, sandboxMoney: config.sandboxPayments }),
    db,
  });
  const redirectDeps = {
    db,
    gateways,
    now,
    logger: api.log,
    sandboxMoney: config.sandboxPayments,
  };
  // Refunds the notification could not finish (decision 059), on every instance.
  const refundSweeper = createRedirectRefundSweeper({
    ...redirectDeps,
    intervalMs: config.jobs.paymentReconcileIntervalMs,
  });
  api.addHook('onReady', async () => refundSweeper.start());
  api.addHook('preClose', async () => refundSweeper.stop());
  // Unpaid orders whose price lapsed are marked EXPIRED (decision 069), on every instance.
  const expirySweeper = createRedirectExpirySweeper({
    ...redirectDeps,
    intervalMs: config.jobs.paymentReconcileIntervalMs,
  });
  api.addHook('onReady', async () => expirySweeper.start());
  api.addHook('preClose', async () => expirySweeper.stop());
  await api.register(redirectPaymentRoutes, {
    prefix: '/redirect',
    deps: redirectDeps,
    publicUrl: config.publicUrl,
    ordersPerIp: config.carding.intentsPerIp,
  });
  await api.register(sandboxRedirectRoutes, {
    prefix: '/sandbox-redirect',
    secret: config.redirect.sandboxSecret,
    baseUrl: sandboxBaseUrl,
    slowNotificationMs: config.sandbox.slowConfirmMs,
    requestsPerIp: config.carding.sandboxRequestsPerIp,
    publicUrl: config.publicUrl,
  });
};
