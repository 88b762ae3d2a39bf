export * from './contracts/index.js';
export * from './display/index.js';
export * from './opening-hours/index.js';
export * from './pricing/index.js';
export * from './reservation/index.js';
export * from './session/index.js';
export * from './validation/index.js';
