export { createRedirectExpirySweeper } from './expiry.js';
export { createKnownMerchants } from './known-merchants.js';
export { createRedirectRefundSweeper } from './refund.js';
export { redirectPaymentRoutes } from './routes.js';
