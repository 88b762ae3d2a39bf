export * from './licence-plate.js';
export * from './phone.js';
