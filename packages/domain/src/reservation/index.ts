export * from './availability.js';
export * from './booking-changes.js';
export * from './booking-window.js';
export * from './latest-exit-date.js';
export * from './open-windows.js';
