/** What the rest of the API may use of the stays (modules/README.md). */
export { findPricedStay } from './priced-stay-repository.js';
export { recordStayPayment } from './record-stay-payment.js';
export { stayRoutes } from './routes.js';
export { createStayService } from './service.js';
