export * from './session-state.js';
