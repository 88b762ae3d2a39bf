export * from './paid-ticket.js';
export * from './session-state.js';
