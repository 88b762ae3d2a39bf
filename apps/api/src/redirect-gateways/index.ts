export type { RedirectGatewayAnswer, RedirectPaymentRequest } from './redirect-gateway.js';
export {
  createRedirectGateways,
  gatewayFormOrigins,
  type RedirectGatewayConfig,
  type RedirectGateways,
} from './registry.js';
export { NOTIFICATION_PATH, SANDBOX_PAGE_PATH } from './sandbox/gateway.js';
export { sandboxRedirectRoutes } from './sandbox/routes.js';
