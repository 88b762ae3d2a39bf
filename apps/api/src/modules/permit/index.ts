/** What the rest of the API may use of the permit flow (README.md of modules/). */
export { permitRoutes } from './routes.js';
export { setUpPermits } from './setup.js';
