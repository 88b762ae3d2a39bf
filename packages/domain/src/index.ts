export * from './contracts/index.js';
