export * from './common.js';
export * from './place.js';
