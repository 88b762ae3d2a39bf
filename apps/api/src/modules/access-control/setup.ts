import type { Flow, FlowDeps } from '#api/flow-setup.js';
import { sandboxRedirectRoutes } from '#api/redirect-gateways/index.js';
import { createGateService, type GateService, gateRoutes } from '../gate/index.js';
import {
  createInvoiceService,
  defineInvoiceJob,
  type InvoiceService,
  invoiceRoutes,
} from '../invoice/index.js';
import {
  createKnownMerchants,
  createRedirectExpirySweeper,
  createRedirectRefundSweeper,
  redirectPaymentRoutes,
} from '../redirect-payment/index.js';
import {
  createStayOrderService,
  createStayService,
  createStayTicketEmail,
  defineStayTicketJob,
  type StayOrderService,
  type StayService,
  type StayTicketEmail,
  stayOrderRoutes,
  stayRoutes,
} from '../stay/index.js';
import {
  type StayPaymentService,
  setUpStayPayments,
  stayPaymentRoutes,
} from '../stay-payment/index.js';

export type AccessControlServices = {
  /** The visitor's stay lookups (decision 056). */
  stay: StayService;
  /** The card kinds' stay payments, on the payment core (decision 058). */
  stayPayment: StayPaymentService;
  /** A stay's orders, shown as tickets (decision 063). */
  stayOrders: StayOrderService;
  /** The paid stay's ticket e-mail, sent by the stay-ticket job. */
  stayTickets: StayTicketEmail;
  /** The gate's cameras and reports (decision 057). */
  gate: GateService;
  /** Invoices of paid stays, e-mailed with their PDF by the invoice-email job (decision 060). */
  invoice: InvoiceService;
  /** Refunds the redirect gateway's notification could not finish (decision 059). */
  redirectRefunds: ReturnType<typeof createRedirectRefundSweeper>;
  /** Unpaid redirect orders whose price lapsed, marked EXPIRED (decision 069). */
  redirectExpiry: ReturnType<typeof createRedirectExpirySweeper>;
  /** Places' own Redsys merchants, known in memory to verify their answers (decision 093). */
  knownMerchants: ReturnType<typeof createKnownMerchants>;
};

/**
 * The access-control flow (decisions 056 to 060, 076): the visitor's stay lookups, the card kinds'
 * stay payments, its orders, ticket e-mail and invoices, the gate's reports, the signed-redirect
 * payments and the sandbox gateway's hosted page.
 */
export function setUpAccessControl(deps: FlowDeps): Flow<AccessControlServices> {
  const { db, config, now, jobs, logger } = deps;
  const sandboxMoney = config.sandboxPayments;
  const stayOrders = createStayOrderService({ db });
  const stayTickets = createStayTicketEmail({
    db,
    orders: stayOrders,
    jobs,
    mailer: deps.messaging.mailer,
    publicUrl: deps.publicBaseUrl,
  });
  defineStayTicketJob(jobs, stayTickets, logger);
  const invoice = createInvoiceService({
    db,
    jobs,
    mailer: deps.messaging.mailer,
    logger,
    now,
    sandboxMoney,
  });
  defineInvoiceJob(jobs, invoice);
  const redirectDeps = { db, gateways: deps.redirectGateways, now, logger, sandboxMoney };
  const intervalMs = config.jobs.paymentReconcileIntervalMs;
  const services: AccessControlServices = {
    stay: createStayService({ db, now, sandboxMoney }),
    stayPayment: setUpStayPayments({
      db,
      payments: deps.payment,
      sandboxMoney,
      onPaid: (paid) => stayTickets.sendToPayer(paid),
    }),
    stayOrders,
    stayTickets,
    gate: createGateService({ db, now, sandboxMoney }),
    invoice,
    redirectRefunds: createRedirectRefundSweeper({ ...redirectDeps, intervalMs }),
    redirectExpiry: createRedirectExpirySweeper({ ...redirectDeps, intervalMs }),
    knownMerchants: createKnownMerchants({ ...redirectDeps, configChanges: deps.configChanges }),
  };
  return {
    services,
    // On every instance: both sweepers' work lives in the database; each knows the merchants.
    background: [services.knownMerchants, services.redirectRefunds, services.redirectExpiry],
    routes: async (api) => {
      await api.register(stayRoutes, { stays: services.stay, searchLimits: config.staySearches });
      await api.register(stayPaymentRoutes, {
        stayPayments: services.stayPayment,
        carding: deps.carding,
      });
      await api.register(stayOrderRoutes, {
        orders: stayOrders,
        tickets: stayTickets,
        // It mails any address: limited as the plate lookups are, per client and customer.
        emailsPerMinute: config.plateLookupsPerMinute,
      });
      await api.register(invoiceRoutes, { invoices: invoice });
      await api.register(gateRoutes, { prefix: '/gate', gate: services.gate, db });
      await api.register(redirectPaymentRoutes, {
        prefix: '/redirect',
        deps: redirectDeps,
        publicUrl: config.publicUrl,
        ordersPerIp: config.carding.intentsPerIp,
      });
      await api.register(sandboxRedirectRoutes, {
        prefix: '/sandbox-redirect',
        secret: config.redirect.sandboxSecret,
        baseUrl: deps.sandboxBaseUrl,
        slowNotificationMs: config.sandbox.slowConfirmMs,
        requestsPerIp: config.carding.sandboxRequestsPerIp,
        publicUrl: config.publicUrl,
      });
    },
  };
}
