export * from './gate-event-time.js';
export * from './gated-tariff.js';
export * from './gated-tariff-version.js';
export * from './plate-distance.js';
export * from './plate-similarity.js';
export * from './priced-payment.js';
export * from './similar-plate-keys.js';
export * from './stay-status.js';
