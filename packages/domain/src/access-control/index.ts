export * from './gated-tariff.js';
export * from './stay-status.js';
