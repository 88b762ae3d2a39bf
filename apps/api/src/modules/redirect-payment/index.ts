export { createRedirectExpirySweeper } from './expiry.js';
export { createRedirectRefundSweeper } from './refund.js';
export { redirectPaymentRoutes } from './routes.js';
