/** What the rest of the API may use of the reservation quotes (README.md of modules/). */
export { quoteRoutes } from './routes.js';
export { createQuoteService, type QuoteService, quoteErrors } from './service.js';
