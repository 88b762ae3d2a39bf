export * from './assigned-right.js';
export * from './customer.js';
export * from './enums.js';
export * from './organization.js';
export * from './period.js';
export * from './place.js';
export * from './rate.js';
export * from './stay.js';
