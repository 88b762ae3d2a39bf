export * from './availability.js';
