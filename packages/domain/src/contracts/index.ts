export * from '../vocabulary/index.js';
export * from './booking.js';
export * from './common.js';
export * from './email-address.js';
export * from './payment.js';
export * from './place.js';
export * from './receipt.js';
export * from './translations.js';
