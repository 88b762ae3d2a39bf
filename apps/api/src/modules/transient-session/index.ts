/** What the rest of the API may use of the transient session (README.md of modules/). */
export { transientPaymentRoutes } from './routes.js';
export { createTransientPaymentService, type TransientPaymentService } from './service.js';
export { createTransientSessionProduct } from './settle.js';
