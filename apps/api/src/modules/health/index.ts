/** What the rest of the API may use of the health check (modules/README.md). */
export { healthRoutes } from './routes.js';
