/** What the rest of the API may use of the stays (modules/README.md). */
export { stayOrderRoutes } from './order-routes.js';
export { createStayOrderService, type StayOrderService } from './order-service.js';
export { stayOrderStatusOf } from './order-status.js';
export { findPricedStay, unpaidMinorAt } from './priced-stay-repository.js';
export { recordStayPayment } from './record-stay-payment.js';
export { stayRoutes } from './routes.js';
export { createStayService, type StayService } from './service.js';
export {
  createStayTicketEmail,
  defineStayTicketJob,
  type StayTicketEmail,
} from './ticket-email/index.js';
