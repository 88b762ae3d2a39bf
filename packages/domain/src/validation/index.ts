export * from './email-address.js';
export * from './invoice-fields.js';
export * from './licence-plate.js';
export * from './phone.js';
