/** What the rest of the API may use of rates: the extension list, a rate line's price. */

export { toRateTiming } from './pricing/rate-timing.js';
export { createRatePricing, type PricedRate, type RatePricing } from './pricing/service.js';
export { rateRoutes } from './routes.js';
export { createRateService, type RateService } from './service.js';
