export * from './latest-base-payment.js';
export * from './paid-ticket.js';
export * from './session-state.js';
