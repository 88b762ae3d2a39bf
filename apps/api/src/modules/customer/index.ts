/** What the rest of the API may use of the customer module (README.md of modules/). */
export { toRate } from './mappers.js';
export { createPlaceReads, type PlaceReads } from './place-reads.js';
export { customerRoutes } from './routes.js';
export { type CustomerService, createCustomerService } from './service.js';
