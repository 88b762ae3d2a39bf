/** Paying a gated stay with the card kinds (decision 058). */
export { stayPaymentRoutes } from './routes.js';
export type { StayPaymentService } from './service.js';
export { setUpStayPayments } from './setup.js';
