export * from './availability.js';
export * from './booking-changes.js';
