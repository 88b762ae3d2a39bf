export * from './booking-quote.js';
export * from './payment-totals.js';
export * from './rate-coverage.js';
export * from './rate-total.js';
