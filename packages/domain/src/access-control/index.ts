export * from './gated-tariff.js';
