/** What the rest of the API may use of the permit flow (README.md of modules/). */
export { type PermitServices, setUpPermit } from './setup.js';
