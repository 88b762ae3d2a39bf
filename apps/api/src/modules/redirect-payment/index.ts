export type { RedirectDeps } from './deps.js';
export { REDIRECT_MESSAGES } from './errors.js';
export { redirectPaymentRoutes } from './routes.js';
