export * from './booking-changes.js';
