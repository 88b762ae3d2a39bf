/** What the rest of the API may use of the extension rate list (modules/README.md). */

export { toRateTiming } from './pricing/rate-timing.js';
export { createRatePricing, type PricedRate, type RatePricing } from './pricing/service.js';
export { rateRoutes } from './routes.js';
export { createRateService, type RateService } from './service.js';
