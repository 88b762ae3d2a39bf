/** What the rest of the API may use of the transient flow (README.md of modules/). */
export { setUpTransient, type TransientServices } from './setup.js';
