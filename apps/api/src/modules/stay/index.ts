/** What the rest of the API may use of the stays (modules/README.md). */
export { findPricedStay, type PricedStayRow } from './priced-stay-repository.js';
export { recordStayPayment, type StayPaymentInput } from './record-stay-payment.js';
export { stayRoutes } from './routes.js';
export { createStayService, type StayService } from './service.js';
