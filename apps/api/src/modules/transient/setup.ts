import type { Flow, FlowDeps } from '#api/flow-setup.js';
import {
  type AssignedRightService,
  assignedRightRoutes,
  createAssignedRightService,
} from '../assigned-right/index.js';
import { createRateService, type RateService, rateRoutes } from '../rate/index.js';
import { type Reminders, setUpReminders } from '../reminder/index.js';
import {
  createTransientPaymentService,
  createTransientSessionProduct,
  type TransientPaymentService,
  transientPaymentRoutes,
} from '../transient-session/index.js';

export type TransientServices = {
  /** A session's and its extension's generate: priced here, held by the payment core. */
  transientPayment: TransientPaymentService;
  /** The plate lookup, where the place offers it (decision 068). */
  assignedRight: AssignedRightService;
  /** The rates a session is paid or extended at. */
  rate: RateService;
  /** SMS reminders before a session ends: deliver one job, or sweep for due ones now. */
  reminders: Reminders;
};

/**
 * The transient flow (decision 076): a session paid at a place, found by plate, extended at a
 * rate and reminded of by SMS. Its generate calls price the rate here (transient-session/); the
 * process calls, shared by every flow, are the payment core's own routes.
 */
export function setUpTransient(deps: FlowDeps): Flow<TransientServices> {
  const { db, config } = deps;
  deps.payment.products.register(createTransientSessionProduct(db));
  const transientPayment = createTransientPaymentService({
    db,
    core: deps.payment.core,
    pricing: deps.ratePricing,
    priceCacheTtlMs: config.placeCacheTtlMs,
    configChanges: deps.configChanges,
  });
  const assignedRight = createAssignedRightService({ db, now: deps.now });
  const rate = createRateService({ db });
  const reminders = setUpReminders({
    db,
    jobs: deps.jobs,
    sms: deps.messaging.sms,
    now: deps.now,
    sweepIntervalMs: config.jobs.reminderSweepIntervalMs,
    baseUrl: deps.publicBaseUrl,
    logger: deps.logger,
  });
  return {
    services: { transientPayment, assignedRight, rate, reminders },
    background: [reminders],
    routes: async (api) => {
      await api.register(assignedRightRoutes, {
        service: assignedRight,
        lookupsPerMinute: config.plateLookupsPerMinute,
      });
      await api.register(rateRoutes, { service: rate });
      await api.register(transientPaymentRoutes, {
        payments: transientPayment,
        carding: deps.carding,
      });
    },
  };
}
