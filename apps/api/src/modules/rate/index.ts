/** What the rest of the API may use of the extension rate list (modules/README.md). */
export { rateRoutes } from './routes.js';
export { createRateService, type RateService } from './service.js';
