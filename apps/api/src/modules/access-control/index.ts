/** What the rest of the API may use of the access-control flow (README.md of modules/). */
export { type AccessControlServices, setUpAccessControl } from './setup.js';
