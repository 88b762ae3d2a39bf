export { PAYER_CANCELLED_RESPONSE } from './answer.js';
export { currencyNumeric } from './currency.js';
export { acceptFormBodies } from './form-body.js';
export type { RedirectGateway, RedirectGatewayAnswer } from './redirect-gateway.js';
export {
  createRedirectGateways,
  gatewayFormOrigins,
  type RedirectGatewayConfig,
  type RedirectGateways,
  serverRedsysTakesMoney,
} from './registry.js';
export { sandboxRedirectRoutes } from './sandbox/routes.js';
