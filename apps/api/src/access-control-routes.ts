import type { FastifyPluginAsync } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createGateService, gateRoutes } from './modules/gate/index.js';
import { redirectPaymentRoutes } from './modules/redirect-payment/index.js';
import { createStayService, stayRoutes } from './modules/stay/index.js';
import { type RedirectGateways, sandboxRedirectRoutes } from './redirect-gateways/index.js';

export type AccessControlRoutesOptions = {
  db: Database;
  config: Config;
  gateways: RedirectGateways;
  now: () => Date;
  /** Where the sandbox gateway posts its notifications: this instance's own address. */
  sandboxBaseUrl: () => string;
};

/**
 * The access-control routes under /api (docs/decisions/056 to 060): the visitor's stay lookups,
 * the gate's reports, the signed-redirect payments and the sandbox gateway's hosted page.
 */
export const accessControlRoutes: FastifyPluginAsync<AccessControlRoutesOptions> = async (
  api,
  { db, config, gateways, now, sandboxBaseUrl },
) => {
  await api.register(stayRoutes, {
    stays: createStayService({ db, now }),
    // The same limit as the transient plate lookup: plates are not secrets, lists are.
    lookupsPerMinute: config.plateLookupsPerMinute,
  });
  await api.register(gateRoutes, { prefix: '/gate', gate: createGateService({ db, now }), db });
  await api.register(redirectPaymentRoutes, {
    prefix: '/redirect',
    deps: { db, gateways, now },
    publicUrl: config.publicUrl,
    ordersPerIp: config.carding.intentsPerIp,
  });
  await api.register(sandboxRedirectRoutes, {
    prefix: '/sandbox-redirect',
    secret: config.redirect.sandboxSecret,
    baseUrl: sandboxBaseUrl,
    slowNotificationMs: config.sandbox.slowConfirmMs,
    requestsPerIp: config.carding.sandboxRequestsPerIp,
  });
};
