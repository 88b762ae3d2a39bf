/** What the rest of the API may use of the transient session's settle (README.md of modules/). */
export { createTransientSessionProduct } from './settle.js';
