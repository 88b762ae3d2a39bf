export * from './email-address.js';
export * from './invoice-fields.js';
export * from './license-plate.js';
export * from './phone.js';
