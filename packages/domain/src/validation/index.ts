export * from './licence-plate.js';
