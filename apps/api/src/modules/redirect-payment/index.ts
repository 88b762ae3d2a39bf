export { redirectPaymentRoutes } from './routes.js';
