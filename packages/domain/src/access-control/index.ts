export * from './gated-tariff.js';
export * from './plate-similarity.js';
export * from './stay-status.js';
