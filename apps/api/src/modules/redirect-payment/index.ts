export { createRedirectRefundSweeper } from './refund.js';
export { redirectPaymentRoutes } from './routes.js';
